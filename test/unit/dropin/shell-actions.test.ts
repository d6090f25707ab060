// What the shopper does in the shell (the original toggle, the original edit mode), without a DOM.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shellActions } from '../../../src/dropin/shell-actions.js';
import { createCatalog } from '../../../src/catalog.js';
import { options } from '../../../src/flows/registry.js';
import type { Gateway } from '../../../src/gateway/types.js';
import { readyModel } from '../support/ready-model.js';
import type { FlowId, PaymentMethod } from '../../../src/types.js';

const visa: PaymentMethod = { nonce: 'v', type: 'CreditCard', vaulted: true, details: { cardType: 'Visa', lastFour: '1111' } };
const subscribed: PaymentMethod = { ...visa, nonce: 's', hasSubscription: true };

function setup(enabled: FlowId[], methods: PaymentMethod[]) {
  const model = readyModel(enabled, methods);
  const opened: FlowId[] = [];
  const analytics: string[] = [];
  const emitted: Array<[string, unknown]> = [];
  const actions = shellActions({
    model, gateway: { analytics: (kind: string) => analytics.push(kind) } as unknown as Gateway, catalog: createCatalog(options),
    navigation: { openSheet: (id) => { opened.push(id); model.show(id); } },
    emit: (event, payload) => emitted.push([event, payload]),
  });
  return { model, actions, opened, analytics, emitted };
}

test('the toggle: the other ways to pay show below the methods (from a sheet too), or the only sheet opens', () => {
  // Issue 16: as the original, "Choose another way to pay" keeps the saved methods and adds the options below them.
  const many = setup(['card', 'paypal'], [visa]);
  many.model.show('card');
  many.actions.toggle();
  assert.is(many.model.view.value, 'methods');
  assert.is(many.model.optionsBelow.value, true);
  many.model.show('methods');
  assert.is(many.model.optionsBelow.value, false);
  many.actions.toggle();
  assert.is(many.model.view.value, 'methods');
  assert.is(many.model.optionsBelow.value, true);
  many.model.setEditing(true);
  assert.is(many.model.optionsBelow.value, false, 'edit mode shows the methods alone');
  const one = setup(['card'], [visa]);
  one.model.show('methods');
  one.actions.toggle();
  assert.equal(one.opened, ['card']);
});

test('picking a saved method selects it and reports it; in edit mode it asks to delete, unless it has a subscription', () => {
  const { model, actions, analytics } = setup(['card'], [visa, subscribed]);
  actions.selectMethod(visa);
  assert.is(model.selected.value, visa);
  assert.equal(analytics, ['vaulted-card.select']);
  model.setEditing(true);
  actions.selectMethod(subscribed);
  assert.is(model.view.value, 'methods');
  actions.selectMethod(visa);
  assert.is(model.view.value, 'delete-confirmation');
  assert.is(model.deleteTarget.value, visa);
});

test('choosing an option opens its sheet and emits paymentOptionSelected', () => {
  const { actions, opened, emitted, analytics } = setup(['card', 'paypal'], []);
  actions.chooseOption('paypal');
  assert.equal(opened, ['paypal']);
  assert.equal(emitted, [['paymentOptionSelected', { paymentOption: 'paypal' }]]);
  assert.equal(analytics, ['selected.paypal']);
});

test.run();
