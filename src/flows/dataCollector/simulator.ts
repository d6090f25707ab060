import { tick } from '../../gateway/simulator/simulator-state.js';
import type { DataCollectorAdapter } from './port.js';

/** Device data offline: a fixed, well-formed value. */
export default (): DataCollectorAdapter => ({
  async createDataCollector() {
    await tick();
    const deviceData = JSON.stringify({ device_session_id: 'sim_device_session', fraud_merchant_id: 'sim_merchant', correlation_id: 'sim_correlation' });
    return { deviceData, async teardown() {} };
  },
});
