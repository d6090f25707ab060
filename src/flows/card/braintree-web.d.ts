// The braintree-web modules this slice uses, as far as featherdrop reads them (braintree-web ships no types).
declare module 'braintree-web/hosted-fields' {
  /**
   * With an `authorization` instead of a client, braintree-web's deferred client (a stand-in hands it ours: handed-client.ts).
   * `shownFields` is featherdrop's (the `fieldsShownLater` pin): the fields kept once the configuration is read.
   */
  const hostedFields: {
    create(options: ({ client: unknown } | { authorization: string }) & { fields: Record<string, unknown>; styles?: Record<string, unknown>; shownFields?: Promise<string[]> }): Promise<unknown>;
    VERSION: string;
  };
  export default hostedFields;
}
/** The properties braintree-web's hosted-fields frame accepts in `styles` (the simulated fields apply the same). */
declare module 'braintree-web/hosted-fields/shared/constants.js' {
  const constants: { allowedStyles: string[] };
  export default constants;
}
declare module 'braintree-web/hosted-fields/external/get-styles-from-class.js' {
  /** A class name's computed styles, the allowed properties only. */
  const getStylesFromClass: (className: string) => Record<string, string>;
  export default getStylesFromClass;
}
