// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/data-collector' {
  const dataCollector: { create(options: Record<string, unknown>): Promise<unknown> };
  export default dataCollector;
}
