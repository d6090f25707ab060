// The view rules (the original screens and behaviour) without a DOM: the model, a fake flow host and a fake clock.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createNavigation } from '../../../src/dropin/navigation.js';
import { readyModel } from '../support/ready-model.js';
import type { FlowId, PaymentMethod } from '../../../src/types.js';
import { installClock } from '../support/clock.js';
import { captureConsoleError } from '../support/console.js';

const card = (lastFour: string, vaulted = true): PaymentMethod => ({ nonce: `n${lastFour}`, type: 'CreditCard', vaulted, details: { cardType: 'Visa', lastFour } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ enabled = ['card'] as FlowId[], methods = [] as PaymentMethod[], guest = false, failing = [] as FlowId[] } = {}) {
  const model = readyModel(enabled, methods);
  const started: FlowId[] = [];
  const shown: FlowId[] = [];
  const life = new AbortController();
  const navigation = createNavigation({
    model, guest, signal: life.signal,
    start: async (id) => {
      started.push(id);
      if (failing.includes(id)) throw new Error(`${id} failed`);
      return { shown: () => shown.push(id) };
    },
  });
  return { model, navigation, started, shown, life };
}

test('the default view: saved methods, else the options list, else the only sheet (set up, not focused on first paint)', async () => {
  const withSaved = setup({ methods: [card('1111')] });
  withSaved.navigation.showDefaultView(false);
  assert.is(withSaved.model.view.value, 'methods');
  const several = setup({ enabled: ['card', 'paypal'] });
  several.navigation.showDefaultView(false);
  assert.is(several.model.view.value, 'options');
  const one = setup();
  one.navigation.showDefaultView(false);
  await flush();
  assert.is(one.model.view.value, 'card');
  assert.equal(one.started, ['card']);
  assert.equal(one.shown, [], 'the first paint never takes focus');
});

test('a sheet the shopper opens takes focus once set up', async () => {
  const { navigation, shown } = setup({ enabled: ['card', 'paypal'] });
  navigation.openSheet('paypal');
  await flush();
  assert.equal(shown, ['paypal']);
});

test('a failed 3D Secure verification sends a guest back to the only sheet without taking focus into it', async () => {
  const { model, navigation, shown } = setup({ guest: true });
  navigation.openSheet('card');
  await flush();
  shown.length = 0;
  navigation.addMethod('card', card('1091', false));
  model.setVerifying(true);
  // The verification failed: its method goes and the change-method transition ends at once (request-payment-method.ts).
  model.removeMethods(() => true);
  navigation.settleTransition();
  navigation.leaveEmptyMethodsView();
  await flush();
  model.setVerifying(false);
  assert.is(model.view.value, 'card');
  assert.equal(shown, [], "focus stays where the challenge's close put it, by the message");
  navigation.openSheet('card');
  await flush();
  assert.equal(shown, ['card'], 'the shopper opening it again: focus moves in');
});

test('a sheet that fails to set up is shown failed, with the developer message, and the default view returns', async () => {
  const { model, navigation } = setup({ enabled: ['card', 'paypal'], failing: ['paypal'] });
  const log = captureConsoleError();
  navigation.openSheet('paypal');
  await flush();
  log.restore();
  assert.is(model.status.value.paypal, 'failed');
  assert.is(model.error.value, 'developerError');
  assert.equal(model.available.value, ['card']);
  // The failed option is still one of two tiles (as the original): the options list, not the card's sheet.
  assert.is(model.view.value, 'options');
  assert.is(log.logged.length, 1);
});

test('a new method goes on top and active; after the 200 ms transition the methods list shows', () => {
  const clock = installClock();
  try {
    const { model, navigation } = setup({ methods: [card('1111')] });
    model.show('card');
    const added = card('4242', false);
    navigation.addMethod('card', added);
    assert.is(model.selected.value, added);
    assert.is(model.methods.value[0], added);
    assert.is(model.tokenized.value, 'card');
    clock.tick(199);
    assert.is(model.view.value, 'card');
    clock.tick(1);
    assert.is(model.view.value, 'methods');
    assert.is(model.tokenized.value, null);
  } finally {
    clock.restore();
  }
});

test('reset (clearSelectedPaymentMethod) during the transition ends it: the initial view, no timer, nothing tokenized', () => {
  const clock = installClock();
  try {
    const { model, navigation } = setup({ enabled: ['card', 'paypal'] });
    model.show('card');
    navigation.addMethod('card', card('4242', false));
    model.removeMethods((m) => !m.vaulted);
    navigation.reset();
    assert.is(model.tokenized.value, null);
    assert.is(model.view.value, 'options');
    assert.is(clock.pending(), 0, 'no timer left');
  } finally {
    clock.restore();
  }
});

test('guest checkout keeps only the newest method', () => {
  const { model, navigation } = setup({ guest: true });
  navigation.addMethod('card', card('1111', false));
  navigation.addMethod('card', card('4242', false));
  assert.equal(model.methods.value.map((m) => m.details.lastFour), ['4242']);
  navigation.stop();
});

test('settleTransition ends the transition at once; nothing moves after teardown', () => {
  const clock = installClock();
  try {
    const { model, navigation, life } = setup();
    model.show('card');
    navigation.addMethod('card', card('4242', false));
    navigation.settleTransition();
    assert.is(model.view.value, 'methods');
    assert.is(clock.pending(), 0, 'no timer left');
    life.abort();
    navigation.addMethod('card', card('5555', false));
    assert.is(model.methods.value.length, 1);
  } finally {
    clock.restore();
  }
});

test('when every method is gone the initial view returns', async () => {
  const { model, navigation } = setup({ methods: [card('1111')] });
  model.show('methods');
  model.setSavedMethods([]);
  navigation.leaveEmptyMethodsView();
  await flush();
  assert.is(model.view.value, 'card');
});

test.run();
