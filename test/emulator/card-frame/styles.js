// The merchant's `styles` in the frame, as braintree's frame applies them: inject-stylesheet with braintree-web's
// allow-list of properties (selectors and values checked by inject-stylesheet, anything else dropped).
import { injectWithAllowlist } from 'inject-stylesheet';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';

let injected;

export function applyStyles(styles) {
  injected?.remove();
  injected = styles ? injectWithAllowlist(styles, hostedFieldsConstants.allowedStyles) : undefined;
}
