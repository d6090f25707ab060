// Sets 3D Secure up outside the widget, as the lead's request code will: a host with a gateway
// (braintree-web faked, or the simulator), the merchant's option, an event log and an abort signal.
import '@preact/signals';
import { setupThreeDSecure, type ThreeDSecureHost, type ThreeDSecureInstance } from '../../index.js';

import { simulatedGateway } from '../../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../../gateway/simulator/scenario.js';
import type { Gateway } from '../../../../gateway/types.js';
import { en_US } from '../../../../i18n/en_US.js';
import { createTranslate } from '../../../../i18n/translate.js';
import type { GatewayConfiguration, PaymentMethod } from '../../../../types.js';
import { installFakeThreeDSecure, type FakeThreeDSecure } from './fake-three-d-secure.js';
import { asBraintree } from '../../../../../test/unit/support/flow-context.js';
export { rejection } from '../../../../../test/unit/support/rejection.js';

/** The fake braintree-web three-d-secure module's controls. */
export const sdk = installFakeThreeDSecure();

export interface Setup {
  /** The merchant's `threeDSecure` option (default `{ amount: '10.00' }`). */
  options?: ThreeDSecureHost['options'];
  /** braintree (fake SDK) or simulator. */
  kind?: 'braintree' | 'simulator';
  config?: Partial<GatewayConfiguration>;
  /** Simulator scenario (default: a guest with a client token). */
  scenario?: Partial<Scenario>;
}

/** braintree-web's side of the port, faked: a client-token gateway with 3DS enabled. */
export async function fakeBraintreeGateway(config: Partial<GatewayConfiguration> = {}, threeDSecureEnabled = true): Promise<Gateway> {
  const base = await simulatedGateway('simulator_customer');
  return asBraintree(base, {
    environment: 'sandbox', authorizationType: 'CLIENT_TOKEN', ...config, offered: { ...base.config.offered, threeDSecure: threeDSecureEnabled },
  });
}

export function makeHost(gateway: Gateway, options: ThreeDSecureHost['options'] = { amount: '10.00' }) {
  const emitted: Array<[string, unknown]> = [];
  const life = new AbortController();
  const host: ThreeDSecureHost = {
    gateway, adapter: () => gateway.load('threeDSecure'), options, t: createTranslate(en_US), signal: life.signal,
    emit: (event, payload) => emitted.push([event, payload]),
  };
  return { host, emitted, life, events: () => emitted.map(([event]) => event) };
}

export async function start(setup: Setup = {}) {
  document.body.innerHTML = '';
  const pay = document.createElement('button');
  pay.textContent = 'Pay';
  document.body.appendChild(pay);
  pay.focus();
  const gateway = setup.kind === 'simulator'
    ? await simulatedGateway(encodeScenario({ authorizationType: 'clientToken', ...setup.scenario }))
    : await fakeBraintreeGateway(setup.config);
  const made = makeHost(gateway, setup.options);
  const instance: ThreeDSecureInstance = await setupThreeDSecure(made.host);
  const fake: FakeThreeDSecure | undefined = setup.kind === 'simulator' ? undefined : sdk.instances.at(-1);
  return {
    ...made, gateway, instance, fake: fake!, pay,
    modal: () => document.querySelector<HTMLElement>('[role="dialog"]'),
    async teardown() {
      made.life.abort();
      await instance.teardown();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof start>>;

/** A tokenized card as braintree-web's hosted fields return it. */
export function card(extra: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    nonce: 'tokencc_fake_1111', type: 'CreditCard', description: 'ending in 11',
    details: { bin: '411111', cardType: 'Visa', lastFour: '1111', lastTwo: '11', expirationMonth: '12', expirationYear: '2030' },
    binData: { prepaid: 'Unknown' },
    ...extra,
  };
}

/** Escape as a shopper presses it on the focused element. */
export function pressEscape() {
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
}
