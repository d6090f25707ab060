// Sets a wallet flow (applePay / googlePay) up outside the shell against either adapter: the braintree
// one (braintree-web modules faked by the test) or the simulator. Shared by both wallets' tests.
import '@preact/signals';
import type { FlowModule } from '../../../types.js';

import { simulatedGateway } from '../../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../../gateway/simulator/scenario.js';
import type { PaymentMethod } from '../../../../types.js';
import { asBraintree, flowContext, mountFlow, shownModel } from '../../../../../test/unit/support/flow-context.js';
export { rejection } from '../../../../../test/unit/support/rejection.js';

export interface WalletSetup {
  kind: 'braintree' | 'simulator';
  flowOptions?: Record<string, any>;
  environment?: string;
  scenario?: Partial<Scenario>;
}

export async function prepareWallet(flow: FlowModule, id: 'applePay' | 'googlePay', setup: WalletSetup) {
  document.body.innerHTML = '';
  const container = document.createElement('div');
  document.body.append(container);
  const base = await simulatedGateway(setup.kind === 'simulator' ? encodeScenario(setup.scenario ?? {}) : 'simulator_guest');
  const gateway = setup.kind === 'braintree' ? asBraintree(base, { environment: setup.environment ?? 'sandbox' }) : base;
  const model = shownModel(id);
  const added: PaymentMethod[] = [];
  const analytics: string[] = [];
  const life = new AbortController();
  const flowOptions = setup.flowOptions ?? {};
  const ctx = flowContext(id, {
    flowOptions,
    gateway: { ...gateway, analytics: (kind) => analytics.push(kind) },
    model,
    guest: true,
    addMethod: (method) => added.push(method),
    signal: life.signal,
  });
  return {
    ctx, model, added, analytics, container, gateway,
    ...mountFlow(flow, ctx, container, life),
  };
}

export type WalletHarness = Awaited<ReturnType<typeof prepareWallet>>;

/** The simulated payment sheet (dialog) and its buttons. */
export const simDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
export const simButton = (text: string) => [...(simDialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text)!;
