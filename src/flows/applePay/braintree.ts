import applePay from 'braintree-web/apple-pay';
import '../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import type { GatewayError } from '../../gateway/types.js';
import type { BraintreeBinding } from '../../gateway/braintree/binding.js';
import type { ApplePayAdapter, ApplePayClient, ApplePaySessionClass } from './port.js';

function applePayUnavailable(why: string): GatewayError {
  return Object.assign(new Error(`Apple Pay is not available: ${why}.`), { name: 'BraintreeError', type: 'MERCHANT', code: 'APPLE_PAY_NOT_AVAILABLE' });
}

/**
 * The original's validation: Apple Pay needs HTTPS, Safari's ApplePaySession, support for the session
 * version and a can-make-payments answer; only then is braintree-web's ApplePay created.
 */
export default ({ client }: BraintreeBinding): ApplePayAdapter => ({ createApplePay: ({ sessionVersion }) => createApplePay(client, sessionVersion) });

async function createApplePay(client: unknown, sessionVersion: number): Promise<ApplePayClient> {
  const Session = (window as { ApplePaySession?: ApplePaySessionClass & { supportsVersion(v: number): boolean; canMakePayments(): boolean } }).ApplePaySession;
  if (location.protocol !== 'https:' || window.isSecureContext === false) throw applePayUnavailable('the page is not served over HTTPS');
  if (!Session) throw applePayUnavailable('ApplePaySession is not supported by this browser');
  if (!Session.supportsVersion(sessionVersion)) throw applePayUnavailable(`session version ${sessionVersion} is not supported`);
  if (!Session.canMakePayments()) throw applePayUnavailable('this device cannot make payments');
  const instance = await applePay.create({ client });
  return {
    Session,
    createPaymentRequest: (request) => instance.createPaymentRequest(request),
    performValidation: (options) => instance.performValidation(options),
    tokenize: (options) => instance.tokenize(options),
    teardown: () => instance.teardown(),
  };
}
