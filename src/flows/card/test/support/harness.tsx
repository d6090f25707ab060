// Sets the card flow up outside the shell, against either field implementation, and drives the
// fields the way a shopper would: the same suite runs on the fake hosted fields and the simulator.
import '@preact/signals';
import { settle } from '../../../../../test/unit/dom.js';
import card from '../../index.js';

import { simulatedGateway } from '../../../../../test/unit/support/gateways.js';
import { encodeScenario, type Scenario } from '../../../../gateway/simulator/scenario.js';
import type { Gateway } from '../../../../gateway/types.js';
import { installFakeHostedFields, type FakeHostedFields } from './fake-hosted-fields.js';
import { asBraintree, flowContext, mountFlow, shownModel } from '../../../../../test/unit/support/flow-context.js';
export { rejection } from '../../../../../test/unit/support/rejection.js';

export type Mode = 'hosted' | 'simulated';

export interface CardSetup {
  flowOptions?: Record<string, any>;
  /** A customer (client token with a customer): vaulting is possible. */
  customer?: boolean;
  supportedCardTypes?: string[];
  challenges?: string[];
  /** Simulator scenario extras (failures, saved methods). */
  scenario?: Partial<Scenario>;
}

export interface Driver {
  type(name: string, text: string): void;
  focus(name: string): void;
  focusOutside(): void;
  enter(name: string): void;
  value(name: string): string;
  ariaInvalid(name: string): boolean;
  placeholder(name: string): unknown;
}

/** The fake braintree-web hosted-fields module's controls (instances created, frames that hang). */
export const hostedControl = installFakeHostedFields();
const DEFAULT_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover', 'JCB', 'UnionPay', 'Maestro', 'Diners Club'];

/** braintree-web's side of the port, faked: the simulator's gateway with a braintree client and configuration. */
async function fakeBraintreeGateway(setup: CardSetup): Promise<Gateway> {
  return asBraintree(await simulatedGateway('simulator_guest'), {
    environment: 'sandbox', authorizationType: setup.customer ? 'CLIENT_TOKEN' : 'TOKENIZATION_KEY', customer: !!setup.customer,
    supportedCardTypes: setup.supportedCardTypes ?? DEFAULT_TYPES, challenges: setup.challenges ?? ['cvv'],
  });
}

export async function startCard(mode: Mode, setup: CardSetup = {}) {
  document.body.innerHTML = '';
  const outside = document.createElement('button');
  outside.textContent = 'Pay';
  const container = document.createElement('div');
  document.body.append(container, outside);

  const gateway = mode === 'hosted'
    ? await fakeBraintreeGateway(setup)
    : await simulatedGateway(encodeScenario({
      customer: !!setup.customer, challenges: setup.challenges, supportedCardTypes: setup.supportedCardTypes, ...setup.scenario,
    }));
  const model = shownModel('card');
  const emitted: Array<[string, any]> = [];
  const failures: any[] = [];
  const life = new AbortController();
  const flowOptions = setup.flowOptions ?? {};
  const ctx = flowContext('card', {
    flowOptions,
    gateway,
    model,
    emit: (event, payload) => emitted.push([event, payload]),
    fail: (error) => failures.push(error),
    signal: life.signal,
  });
  const mounted = mountFlow(card, ctx, container, life);
  const instance = await mounted.start();
  const fake: FakeHostedFields | undefined = mode === 'hosted' ? hostedControl.instances.at(-1) : undefined;

  const hook = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const group = (name: string) => container.querySelector<HTMLElement>(`[data-braintree-id="${hook(name)}-field-group"]`);
  const input = (name: string) => group(name)!.querySelector<HTMLInputElement>('input')!;
  const driver: Driver = fake
    ? {
      type: (name, text) => fake.type(name, text),
      focus: (name) => fake.focusField(name),
      focusOutside: () => fake.focusOutside(outside),
      enter: (name) => fake.pressEnter(name),
      value: (name) => fake.values[name],
      ariaInvalid: (name) => fake.attributes[name]['aria-invalid'] === true,
      placeholder: (name) => fake.attributes[name].placeholder,
    }
    : {
      type(name, text) {
        input(name).value = text;
        input(name).dispatchEvent(new InputEvent('input', { bubbles: true }));
      },
      focus: (name) => input(name).focus(),
      focusOutside: () => outside.focus(),
      enter: (name) => input(name).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
      value: (name) => input(name).value,
      ariaInvalid: (name) => input(name).getAttribute('aria-invalid') === 'true',
      placeholder: (name) => input(name).placeholder,
    };

  /** Types a complete, valid card into every shown field. */
  async function fillValid(number = '4111111111111111') {
    driver.type('number', number);
    driver.type('expirationDate', '12/30');
    if (group('cvv')) driver.type('cvv', number.startsWith('37') ? '1234' : '123');
    if (group('postalCode')) driver.type('postalCode', '12345');
    await settle();
  }

  return {
    mode, ctx, model, instance, container, outside, gateway, emitted, failures, driver, fake, group, fillValid,
    /** The shown error text of a field. */
    errorText: (name: string) => container.querySelector(`[data-braintree-id="${hook(name)}-field-error"]`)?.textContent ?? '',
    events: (name: string) => emitted.filter(([event]) => event === name).map(([, payload]) => payload),
    teardown: mounted.teardown,
  };
}

export type CardHarness = Awaited<ReturnType<typeof startCard>>;
