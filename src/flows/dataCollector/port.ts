/** The port for device data (the original's features), shaped like braintree-web's data collector. */
export interface DeviceData {
  deviceData: string;
  teardown(): Promise<void>;
}

export interface DataCollectorAdapter {
  createDataCollector(options: Record<string, unknown>): Promise<DeviceData>;
}
