// A registry of fake flows for shell tests: the real card flow has its own tests.
import { signal } from '@preact/signals-core';
import type { FlowContext, FlowInstance, FlowRegistry } from '../../../src/flows/types.js';
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

/** `card` (lazy sheet with a validity signal) and `paypal` (eager, optionally failing). */
export function fakeFlows(options: { paypalFails?: boolean; cardFails?: boolean } = {}): { flows: FlowRegistry; control: FakeFlowControl } {
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
  const flows: FlowRegistry = {
    card: {
      isEnabled: (o, c) => o.raw.card !== false && c.supportedCardTypes.length > 0,
      load: async () => ({ default: { setup } }),
      savedTypes: ['CreditCard'],
    },
    paypal: {
      isEnabled: (o, c) => !!o.raw.paypal && c.paypalEnabled,
      load: async () => ({ default: { setup } }),
      eager: true,
      savedTypes: ['PayPalAccount'],
    },
  };
  return { flows, control };
}
