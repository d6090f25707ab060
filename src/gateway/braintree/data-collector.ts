import './sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import dataCollector from 'braintree-web/data-collector';
import type { DeviceData } from '../types.js';

/** Loaded only when the merchant sets `dataCollector`. */
export function createDataCollector(client: unknown, options: Record<string, unknown>): Promise<DeviceData> {
  return dataCollector.create({ ...options, client }) as Promise<DeviceData>;
}
