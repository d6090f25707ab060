// The merchant's instance (the original behaviour, compat notes) without a DOM: a model, fake parts, recorded calls.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { signal } from '@preact/signals-core';
import { createEmitter } from '../../../src/dropin/emitter.js';
import { createPublicApi } from '../../../src/dropin/public-api.js';
import { createCatalog } from '../../../src/catalog.js';
import { options } from '../../../src/flows/registry.js';
import { createSetupGuard } from '../../../src/dropin/setup-guard.js';
import { readyModel } from '../support/ready-model.js';
import type { PaymentMethod } from '../../../src/types.js';
import { rejection } from '../support/rejection.js';

const saved: PaymentMethod = { nonce: 'saved', type: 'CreditCard', vaulted: true, details: { cardType: 'Visa', lastFour: '1111' } };
const paypal: PaymentMethod = { nonce: 'pp', type: 'PayPalAccount', details: { email: 'a@b.c' } };

function setup() {
  const model = readyModel(['card', 'paypal'], [saved]);
  model.addMethod(paypal, false);
  model.show('methods');
  const calls: string[] = [];
  const updates: Array<[string, unknown]> = [];
  const input: Record<string, unknown> = { paypal: { flow: 'checkout', amount: '1.00' } };
  const threeDSecureOptions: Record<string, unknown> = { amount: '1.00' };
  const extras = { optionsOf: (id: string) => (id === 'threeDSecure' ? threeDSecureOptions : undefined) };
  let ended = 0;
  const api = createPublicApi({
    model, emitter: createEmitter(), input, extras, catalog: createCatalog(options),
    host: { instances: signal({ paypal: { Sheet: () => null, teardown: async () => {}, updateConfiguration: (key, value) => updates.push([key, value]) } }) },
    navigation: { reset: () => calls.push('reset view'), leaveEmptyMethodsView: () => calls.push('leave empty'), showDefaultView: () => calls.push('default view') },
    request: async () => ({ nonce: 'n', type: 'CreditCard', details: {} }),
    refreshSaved: async () => { calls.push('refresh'); },
    end: async () => { ended++; },
  });
  return { model, api, calls, updates, input, threeDSecureOptions, ended: () => ended };
}

test('requestable follows the model, and is false while 3D Secure verifies (1.42)', () => {
  const { model, api } = setup();
  model.select(saved);
  assert.is(api.isPaymentMethodRequestable(), true);
  model.setVerifying(true);
  assert.is(api.isPaymentMethodRequestable(), false);
});

test('updateConfiguration edits the wallet option in place, tells its sheet, and drops its unsaved methods', () => {
  const { model, api, calls, updates, input } = setup();
  api.updateConfiguration('paypal', 'amount', '2.00');
  assert.is((input.paypal as Record<string, unknown>).amount, '2.00');
  assert.equal(updates, [['amount', '2.00']]);
  assert.equal(model.methods.value.map((m) => m.nonce), ['saved']);
  assert.equal(calls, ['leave empty']);
});

test("updateConfiguration('threeDSecure', …) edits the 3D Secure options; other properties are ignored", () => {
  const { model, api, threeDSecureOptions, input } = setup();
  api.updateConfiguration('threeDSecure', 'amount', '5.00');
  assert.is(threeDSecureOptions.amount, '5.00');
  api.updateConfiguration('card', 'vault', false);
  api.updateConfiguration('constructor', 'x', 1);
  assert.is(model.methods.value.length, 2);
  assert.equal(Object.keys(input), ['paypal']);
});

test('clearSelectedPaymentMethod drops unsaved methods, selects nothing, resets the view (also from a sheet, 1.38.1) and refreshes the saved ones', () => {
  const { model, api, calls } = setup();
  model.show('card');
  api.clearSelectedPaymentMethod();
  assert.is(model.selected.value, null);
  assert.equal(model.methods.value.map((m) => m.nonce), ['saved']);
  assert.equal(calls, ['reset view', 'refresh']);
});

test('getAvailablePaymentOptions is a copy; teardown runs once; a request after it rejects', async () => {
  const { api, ended } = setup();
  const available = api.getAvailablePaymentOptions();
  available.pop();
  assert.equal(api.getAvailablePaymentOptions(), ['card', 'paypal']);
  await Promise.all([api.teardown(), api.teardown()]);
  assert.is(ended(), 1);
  const error = await rejection(api.requestPaymentMethod());
  assert.is(error.message, 'Drop-in has been torn down.');
});

test('the setup guard: an abort during setup rejects every wait; after release the signal is ignored', async () => {
  const controller = new AbortController();
  const guard = createSetupGuard(controller.signal);
  const waiting = guard.race(new Promise(() => {}));
  controller.abort();
  assert.is((await rejection(waiting)).message, 'Drop-in creation was aborted.');
  assert.ok(guard.life.signal.aborted);
  const late = new AbortController();
  const released = createSetupGuard(late.signal);
  released.release();
  late.abort();
  assert.not.ok(released.life.signal.aborted, 'the widget lives on');
});

test.run();
