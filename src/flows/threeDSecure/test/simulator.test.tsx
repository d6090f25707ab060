// The simulated gateway's 3D Secure (the simulator test cards (docs/simulator.md)) through the flow: frictionless,
// challenge with the simulated ACS page in the real modal, no shift possible, failures.
import '../../../../test/unit/dom.js';
import '../../../../test/unit/support/node-require.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { settle } from '../../../../test/unit/dom.js';
import { setupThreeDSecure } from '../index.js';
import { tokenizeCard } from '../../card/simulator/card-tokenize.js';
import { cardsFor } from '../../card/simulator/simulated-fields-rules.js';

import { simulatedGateway } from '../../../../test/unit/support/gateways.js';
import type { ThreeDSecureAdapter } from '../port.js';
import type { SimulatorState } from '../../../gateway/simulator/simulator-state.js';
import { parseScenario } from '../../../gateway/simulator/scenario.js';
import type { PaymentMethod } from '../../../types.js';
import { makeHost, pressEscape, rejection, start, type Harness } from './support/harness.js';

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
let three: Harness | undefined;
test.after.each(async () => {
  await three?.teardown();
  three = undefined;
});

/** A card as the simulated card fields tokenize it (a guest's: nothing vaulted). */
const tokenized = (number: string) =>
  tokenizeCard({ scenario: parseScenario('simulator_guest'), vault: [] } as unknown as SimulatorState, { number, expirationDate: '12/30', cvv: '123' }, cardsFor(number)[0], { vault: false });

/** The simulated SDK, through the gateway's 3D Secure adapter. */
const simulatedSdk = async () => (await (await simulatedGateway('simulator_customer')).load<ThreeDSecureAdapter>('threeDSecure')).createThreeDSecure({});

async function verifyNumber(number: string) {
  three = await start({ kind: 'simulator' });
  const method = await tokenized(number);
  return { method, result: three.instance.verify(method) };
}

const button = (text: string) => [...three!.modal()!.querySelectorAll('button')].find((b) => b.textContent === text)!;

test('4111 1111 1111 1111 is frictionless: liability shifted, a new nonce, no modal', async () => {
  const { method, result } = await verifyNumber('4111111111111111');
  const verified = await result;
  assert.is(verified.liabilityShifted, true);
  assert.is(verified.liabilityShiftPossible, true);
  assert.is.not(verified.nonce, method.nonce);
  assert.match(verified.nonce, /^sim_3ds_\d+_1111$/);
  assert.is(verified.threeDSecureInfo!.status, 'authenticate_successful');
  assert.is(verified.details, method.details);
  assert.is(three!.modal(), null);
});

// Liability not shifted, with the two reasons the merchant tells apart by liabilityShiftPossible; no challenge.
for (const [number, why, possible, status] of [
  ['4000000000002925', 'fails without a challenge: a shift was possible', true, 'authenticate_frictionless_failed'],
  ['4000000000001000', 'authentication unavailable: no shift possible', false, 'authentication_unavailable'],
] as const) {
  test(`${number.replace(/(\d{4})(?=\d)/g, '$1 ')}: ${why}`, async () => {
    const { result } = await verifyNumber(number);
    const verified = await result;
    assert.is(verified.liabilityShifted, false);
    assert.is(verified.liabilityShiftPossible, possible);
    assert.is(verified.threeDSecureInfo!.status, status);
    assert.match(verified.nonce, new RegExp(`^sim_3ds_\\d+_${number.slice(-4)}$`));
    assert.is(three!.modal(), null);
  });
}

test('4000 0000 0000 1091 shows the simulated ACS page in the modal; Complete shifts liability', async () => {
  const { result } = await verifyNumber('4000000000001091');
  await settle();
  const modal = three!.modal()!;
  const acs = modal.querySelector('[data-braintree-id="three-d-secure-frame"] > div > [title="3D Secure Authorization Frame"]')!;
  assert.ok(acs, 'the simulated frame carries the frame title');
  assert.is(acs.getAttribute('role'), 'region');
  assert.match(acs.textContent!, '•••• 1091');
  assert.is(three!.instance.challengeOpen.value, true);
  assert.is(document.activeElement, button('Complete'), 'focus starts on the first control');
  button('Complete').click();
  const verified = await result;
  assert.is(verified.liabilityShifted, true);
  assert.is(verified.liabilityShiftPossible, true);
  assert.is(three!.modal(), null);
  assert.equal(three!.events(), ['3ds:authentication-modal-render', '3ds:authentication-modal-close']);
  assert.is(document.activeElement, three!.pay);
});

test('Fail on the simulated ACS page rejects with the general Cardinal error', async () => {
  const { result } = await verifyNumber('4000000000001091');
  await settle();
  button('Fail').click();
  const error = await rejection(result);
  assert.is(error.message, AUTH_FAILED);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_ERROR');
  assert.is(error.cause.details.originalError.code, 1000);
  assert.is(three!.modal(), null);
});

test('Escape on the simulated challenge cancels', async () => {
  const { result } = await verifyNumber('4000000000001091');
  await settle();
  pressEscape();
  const error = await rejection(result);
  assert.is(error.cause.code, 'THREEDS_CARDINAL_SDK_CANCELED');
  assert.is(three!.modal(), null);
  assert.equal(three!.events(), ['3ds:authentication-modal-render', '3ds:customer-canceled', '3ds:authentication-modal-close']);
});

test("a customer's saved Visa (sim_vaulted_visa_1111) is verified frictionless", async () => {
  three = await start({ kind: 'simulator', scenario: { customer: true } });
  const [saved] = (await three.gateway.fetchSavedMethods(true)) as PaymentMethod[];
  assert.is(saved.nonce, 'sim_vaulted_visa_1111');
  assert.ok(three.instance.needsVerification(saved));
  const verified = await three.instance.verify(saved);
  assert.is(verified.liabilityShifted, true);
  assert.match(verified.nonce, /_1111$/);
});

test("a saved challenge card is challenged like a typed one", async () => {
  const challengeCard: PaymentMethod = {
    nonce: 'sim_vaulted_visa_1091', type: 'CreditCard', default: true, hasSubscription: false, details: { cardType: 'Visa', lastFour: '1091', bin: '400000' },
  };
  three = await start({ kind: 'simulator', scenario: { customer: true, paymentMethods: [challengeCard] } });
  const result = three.instance.verify((await three.gateway.fetchSavedMethods(true))[0]);
  await settle();
  assert.ok(three.modal());
  button('Complete').click();
  assert.is((await result).liabilityShifted, true);
});

test('without an amount the simulator rejects as the SDK does', async () => {
  three = await start({ kind: 'simulator', options: true });
  const error = await rejection(three.instance.verify(await tokenized('4111111111111111')));
  assert.is(error.cause.message, 'verifyCard options must include an amount.');
});

test('failures.threeDSecureLookup notFound is the lookup 404', async () => {
  three = await start({ kind: 'simulator', scenario: { failures: { threeDSecureLookup: 'notFound' } } });
  const error = await rejection(three.instance.verify(await tokenized('4111111111111111')));
  assert.is(error.cause.code, 'THREEDS_LOOKUP_TOKENIZED_CARD_NOT_FOUND_ERROR');
  assert.is(error.cause.details.originalError.type, 'MERCHANT');
});

test("simulator_guest has tokenization-key semantics: 3D Secure can't be set up", async () => {
  const { host } = makeHost(await simulatedGateway('simulator_guest'));
  const error = await rejection(setupThreeDSecure(host));
  assert.is(error.code, 'THREEDS_CAN_NOT_USE_TOKENIZATION_KEY');
});

test('scenario threeDSecure: false disables 3D Secure for the merchant', async () => {
  const error = await rejection(start({ kind: 'simulator', scenario: { threeDSecure: false } }));
  assert.is(error.message, '3D Secure is not enabled for this merchant.');
});

test("failures.threeDSecure fails setup: '3D Secure failed to set up.'", async () => {
  const error = await rejection(start({ kind: 'simulator', scenario: { failures: { threeDSecure: 'load' } } }));
  assert.is(error.message, '3D Secure failed to set up.');
  assert.is(error.cause.code, 'SIMULATED_LOAD');
});

test("the simulated SDK checks verifyCard's options in the SDK's order", async () => {
  const sdk = await simulatedSdk();
  const next = (_: unknown, go: () => void) => go();
  const message = (options: Record<string, unknown>) => sdk.verifyCard(options).then(() => 'resolved', (e: Error) => e.message);
  assert.is(await message({ nonce: 'n', amount: '1', onLookupComplete: next }), 'verifyCard options must include a BIN.');
  assert.is(await message({ bin: '411111', amount: '1', onLookupComplete: next }), 'verifyCard options must include a nonce.');
  assert.is(await message({ bin: '411111', nonce: 'n', amount: '1' }), 'verifyCard options must include an onLookupComplete function.');
  sdk.on('lookup-complete', next);
  assert.is(await message({ bin: '411111', nonce: 'sim_vaulted_visa_1111', amount: '1' }), 'resolved');
  const first = sdk.verifyCard({ bin: '411111', nonce: 'sim_vaulted_visa_1111', amount: '1' });
  assert.is(await message({ bin: '411111', nonce: 'sim_vaulted_visa_1111', amount: '1' }), 'Cannot call verifyCard while existing authentication is in progress.');
  await first;
  await sdk.teardown();
});

test('the simulated SDK: cancelVerifyCard before a lookup has nothing to return; during a challenge it rejects verifyCard', async () => {
  const sdk = await simulatedSdk();
  assert.is(((await sdk.cancelVerifyCard().catch((e: unknown) => e)) as { code: string }).code, 'THREEDS_NO_VERIFICATION_PAYLOAD');
  let element: HTMLElement | undefined;
  sdk.on('authentication-iframe-available', (event: { element: HTMLElement }, next: () => void) => {
    element = event.element;
    next();
  });
  const verifying = sdk.verifyCard({ bin: '400000', nonce: 'tokencc_sim_9_1091', amount: '1', onLookupComplete: (_: unknown, go: () => void) => go() });
  await settle();
  assert.ok(element?.querySelector('button'));
  const canceled = await sdk.cancelVerifyCard();
  assert.is((canceled as { liabilityShiftPossible: boolean }).liabilityShiftPossible, true);
  assert.is((await verifying.then(() => ({ code: 'resolved' }), (e: { code: string }) => e)).code, 'THREEDS_VERIFY_CARD_CANCELED_BY_MERCHANT');
  assert.is(element!.querySelector('button'), null, 'the ACS page is unmounted');
  await sdk.teardown();
});

test.run();
