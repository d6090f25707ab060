/** The port for device data (SPEC 1), shaped like braintree-web's data collector. */
export interface DeviceData {
  deviceData: string;
  teardown(): Promise<void>;
}

export interface DataCollectorAdapter {
  createDataCollector(options: Record<string, unknown>): Promise<DeviceData>;
}
