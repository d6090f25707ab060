/**
 * How long device data may take to set up: braintree-web's own request timeout. braintree-web waits for
 * fraudnet's script without a limit, so a script that never answered held create() forever; past this it
 * is the data collector's failure (the error catalogue, docs/errors.md).
 */
export const DEVICE_DATA_TIMEOUT_MS = 60_000;
