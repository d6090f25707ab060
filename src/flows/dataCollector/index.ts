import { dropinError } from '../../runtime.js';
import type { ExtraModule } from '../types.js';
import type { DataCollectorAdapter } from './port.js';
import { DEVICE_DATA_TIMEOUT_MS } from './timings.js';

/**
 * The original's widget setup: device data collected once; a failure is 'Data Collector failed to set up.', and so is
 * no device data within DEVICE_DATA_TIMEOUT_MS (a collector that arrives later is torn down).
 */
const dataCollector: ExtraModule = {
  async setup(ctx) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const adapter = await ctx.adapter<DataCollectorAdapter>();
      const creating = adapter.createDataCollector({ ...ctx.flowOptions });
      const collector = await Promise.race([creating, new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          creating.then((late) => late.teardown()).catch(() => {});
          reject(new DOMException('No device data in time', 'TimeoutError'));
        }, DEVICE_DATA_TIMEOUT_MS);
      })]);
      return { deviceData: collector.deviceData, teardown: () => collector.teardown() };
    } catch (cause) {
      throw dropinError('dataCollectorFailed', cause);
    } finally {
      clearTimeout(timer);
    }
  },
};

export default dataCollector;
