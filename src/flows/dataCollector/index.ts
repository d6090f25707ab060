import { dropinError } from '../../runtime.js';
import type { ExtraModule } from '../types.js';
import type { DataCollectorAdapter } from './port.js';

/** SPEC 4 widget setup: device data collected once; a failure is 'Data Collector failed to set up.'. */
const dataCollector: ExtraModule = {
  async setup(ctx) {
    try {
      const adapter = await ctx.adapter<DataCollectorAdapter>();
      const collector = await adapter.createDataCollector({ ...ctx.flowOptions });
      return { deviceData: collector.deviceData, teardown: () => collector.teardown() };
    } catch (cause) {
      throw dropinError('dataCollectorFailed', cause);
    }
  },
};

export default dataCollector;
