// Sets the venmo flow up outside the shell against either adapter: the braintree one (braintree-web/venmo
// faked by the test) or the simulator; records methods and the sheet error key (the error catalogue, docs/errors.md).
import '@preact/signals';
import venmo from '../../index.js';

import { simulatedGateway } from '../../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../../gateway/simulator/scenario.js';
import type { PaymentMethod } from '../../../../types.js';
import { asBraintree, flowContext, mountFlow, shownModel } from '../../../../../test/unit/support/flow-context.js';
export { rejection } from '../../../../../test/unit/support/rejection.js';

export interface VenmoSetup {
  kind: 'braintree' | 'simulator';
  flowOptions?: Record<string, any>;
  scenario?: Partial<Scenario>;
}

export async function prepareVenmo(setup: VenmoSetup) {
  document.body.innerHTML = '';
  const container = document.createElement('div');
  document.body.append(container);
  const base = await simulatedGateway(setup.kind === 'simulator' ? encodeScenario(setup.scenario ?? {}) : 'simulator_guest');
  const gateway = setup.kind === 'braintree' ? asBraintree(base) : base;
  const model = shownModel('venmo');
  const added: PaymentMethod[] = [];
  const life = new AbortController();
  const flowOptions = setup.flowOptions ?? {};
  const ctx = flowContext('venmo', {
    flowOptions,
    gateway,
    model,
    guest: true,
    // As the widget's context: nothing is added once the flow is torn down.
    addMethod: (method) => life.signal.aborted || added.push(method),
    signal: life.signal,
  });
  return {
    ctx, model, added, container,
    button: () => container.querySelector<HTMLButtonElement>('[data-braintree-id="venmo-button"]')!,
    ...mountFlow(venmo, ctx, container, life),
  };
}

export type VenmoHarness = Awaited<ReturnType<typeof prepareVenmo>>;

/** The simulated overlay and its parts. */
export const overlay = () => document.querySelector<HTMLElement>('.featherdrop-venmo-sim');
export const overlayButton = (text: string) => [...(overlay()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
export const overlayMessage = () => overlay()?.querySelector('.featherdrop-venmo-sim__message')?.textContent;
export const overlayAlert = () => overlay()?.querySelector('[role="alert"]')?.textContent;
