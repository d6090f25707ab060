// A registry of fake flows for shell tests: the real card flow has its own tests.
import { signal } from '@preact/signals-core';
import { extras } from '../../../src/flows/registry.js';
import { everyOption as realOptions } from './every-option.js';
import type { FlowContext, FlowInstance, FlowOption } from '../../../src/flows/types.js';
import type { PaymentMethod } from '../../../src/types.js';
import { cardStrings } from '../../../src/flows/card/strings.js';

export interface FakeFlowControl {
  contexts: FlowContext[];
  instances: Array<FlowInstance & { valid: ReturnType<typeof signal<boolean>> }>;
  tokenizeResult?: PaymentMethod | Error;
  tokenizeCalls: number;
}

export const newCard = (lastFour = '1881'): PaymentMethod => ({
  nonce: `fake-nonce-${lastFour}`, type: 'CreditCard', description: `ending in ${lastFour.slice(2)}`,
  details: { cardType: 'Visa', lastFour, lastTwo: lastFour.slice(2), bin: '401288' },
});

/**
 * `card` (lazy sheet with a validity signal) and `paypal` (eager, optionally failing) faked, among the
 * registry's other options (enabled only when a test passes them) and its extras.
 */
export function fakeFlows(options: { paypalFails?: boolean; cardFails?: boolean } = {}): { registry: { options: FlowOption[]; extras: typeof extras }; control: FakeFlowControl } {
  const control: FakeFlowControl = { contexts: [], instances: [], tokenizeCalls: 0 };
  const setup = async (ctx: FlowContext) => {
    control.contexts.push(ctx);
    // As the real flows: each view brings its strings.
    if (ctx.id === 'card') ctx.addStrings('card', cardStrings);
    if (ctx.id === 'card' && options.cardFails) throw new Error('card failed');
    if (ctx.id === 'paypal' && options.paypalFails) throw new Error('paypal failed');
    const valid = signal(false);
    const instance = {
      valid,
      Sheet: () => <div data-test-sheet={ctx.id}>{ctx.id} sheet</div>,
      requestable: valid,
      async tokenize() {
        control.tokenizeCalls++;
        await new Promise((r) => setTimeout(r, 5));
        const result = control.tokenizeResult ?? newCard();
        if (result instanceof Error) throw result;
        return result;
      },
      async teardown() {},
    };
    valid.subscribe((v) => ctx.model.setSheetRequestable(ctx.id, v));
    control.instances.push(instance);
    return instance;
  };
  const load = async () => ({ default: { setup } });
  const definitions: FlowOption[] = [
    {
      id: 'card', methodTypes: ['CreditCard'], savedTypes: ['CreditCard'], analyticsKind: 'card', label: 'Card', heading: 'payWithCard',
      presentation: { label: (m, t) => t(m.details.cardType), detail: (m, t) => t('endingIn', { lastFourCardDigits: m.details.lastFour }) },
      chosen: (raw) => raw.card !== false, offeredBy: () => true, usable: (c) => c.supportedCardTypes.length > 0, load,
    },
    {
      id: 'paypal', methodTypes: ['PayPalAccount'], savedTypes: ['PayPalAccount'], analyticsKind: 'paypal', label: 'PayPal',
      chosen: (raw) => !!raw.paypal, offeredBy: (g) => !!g.paypalEnabled, eager: true, updatable: true, load,
    },
  ];
  return { registry: { options: realOptions.map((real) => definitions.find((d) => d.id === real.id) ?? real), extras }, control };
}
