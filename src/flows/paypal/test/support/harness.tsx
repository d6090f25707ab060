// Sets the paypal / paypalCredit flow up outside the shell, on the fake paypal-checkout-v6 (production)
// or on the simulator, and records what it hands the shell (methods, errors).
import '@preact/signals';
import paypal from '../../index.js';

import { simulatedGateway } from '../../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../../gateway/simulator/scenario.js';
import type { Gateway } from '../../../../gateway/types.js';
import { createWidgetModel } from '../../../../signals/widget-model.js';
import type { PaymentMethod } from '../../../../types.js';
import { installFakePayPalCheckout, resetFakePayPal } from '../../../../../test/unit/support/fake-paypal-checkout-v6.js';
import { asBraintree, flowContext, mountFlow } from '../../../../../test/unit/support/flow-context.js';

export const control = installFakePayPalCheckout();

export interface PayPalSetupOptions {
  id?: 'paypal' | 'paypalCredit';
  flowOptions?: Record<string, any>;
  customer?: boolean;
  locale?: string;
  mode?: 'braintree' | 'simulator';
  scenario?: Partial<Scenario>;
  /** Shares one page between two flows (the one-vault-checkout rule). */
  keepPage?: boolean;
  /** The widget's life; aborting it is a teardown. */
  life?: AbortController;
  /** What the page's client configuration says (braintree): a tokenization key takes PayPal's v5 path. */
  authorizationType?: 'CLIENT_TOKEN' | 'TOKENIZATION_KEY';
}

async function gatewayFor(setup: PayPalSetupOptions): Promise<Gateway> {
  const base = await simulatedGateway(encodeScenario({ customer: !!setup.customer, ...setup.scenario }));
  if (setup.mode === 'simulator') return base;
  return asBraintree(base, { authorizationType: setup.authorizationType ?? 'CLIENT_TOKEN' });
}

export async function startPayPal(setup: PayPalSetupOptions = {}) {
  if (!setup.keepPage) document.body.innerHTML = '';
  const container = document.createElement('div');
  document.body.append(container);
  const id = setup.id ?? 'paypal';
  const gateway = await gatewayFor(setup);
  const model = createWidgetModel();
  const added: PaymentMethod[] = [];
  const errors: unknown[] = [];
  const life = setup.life ?? new AbortController();
  const flowOptions = setup.flowOptions ?? { flow: 'checkout', amount: '10.00', currency: 'USD' };
  const ctx = flowContext(id, {
    raw: { locale: setup.locale },
    flowOptions,
    gateway,
    model,
    addMethod: (method) => added.push(method),
    showError: (error) => error != null && errors.push(error),
    signal: life.signal,
  });
  const before = control.instances.length;
  const mounted = mountFlow(paypal, ctx, container, life);
  const instance = await mounted.start();
  const fake = control.instances.length > before ? control.instances.at(-1) : undefined;
  return {
    ctx, instance, container, added, errors, fake, gateway,
    /** PayPal's button in the sheet (the v6 SDK's web component, or the simulator's button). */
    button: () => container.querySelector<HTMLElement>('paypal-button, paypal-credit-button, button')!,
    /** The session the last click started (the one prepared at setup for a vault flow is not started). */
    session: () => fake!.sessions.filter((s) => s.started).at(-1)!,
    teardown: mounted.teardown,
  };
}

/** The shopper clicks PayPal's button: the session starts in the click's own task. */
export function click(h: { button(): HTMLElement }) {
  h.button().dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

/** Each test starts with PayPal's fakes answering well and no SDK on the page. */
export const resetPayPal = () => resetFakePayPal(control);
