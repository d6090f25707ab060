import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import dataCollector from 'braintree-web/data-collector';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import type { DataCollectorAdapter, DeviceData } from './port.js';

/** braintree-web's data collector, loaded only when the merchant sets `dataCollector`. */
export default ({ client }: BraintreeBinding): DataCollectorAdapter => ({
  createDataCollector: (options) => dataCollector.create({ ...options, client }) as Promise<DeviceData>,
});
