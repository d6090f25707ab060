// The simulator's scenario keys (docs/simulator.md, "Scenario keys"): each validated, a scenario that does
// not fit rejected whole.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeScenario, parseScenario } from '../../../src/gateway/simulator/scenario.js';

const parse = (scenario: Record<string, unknown>) => parseScenario(encodeScenario(scenario as never));

test('failOnDuplicatePaymentMethod is off unless the scenario asks for it, as the gateway setting is', () => {
  assert.is(parseScenario('simulator_customer').failOnDuplicatePaymentMethod, false);
  assert.is(parseScenario('simulator_guest').failOnDuplicatePaymentMethod, false);
  assert.is(parse({ customer: true }).failOnDuplicatePaymentMethod, false);
  assert.is(parse({ customer: true, failOnDuplicatePaymentMethod: true }).failOnDuplicatePaymentMethod, true);
});

test('failOnDuplicatePaymentMethod must be a boolean', () => {
  assert.throws(() => parse({ failOnDuplicatePaymentMethod: 'yes' }), /Invalid simulator scenario values: failOnDuplicatePaymentMethod/);
  assert.throws(() => parse({ failOnDuplicatePaymentMethod: 1 }), /Invalid simulator scenario values: failOnDuplicatePaymentMethod/);
});

test('an unknown key is rejected by name', () => {
  assert.throws(() => parse({ failOnDuplicate: true }), /Unknown simulator scenario keys: failOnDuplicate/);
});

test('merchantName names the simulated merchant account (the SEPA mandate\'s creditor): Feather shop unless the scenario gives a name', () => {
  assert.is(parseScenario('simulator_guest').merchantName, 'Feather shop');
  assert.is(parse({ merchantName: 'Quill & Co' }).merchantName, 'Quill & Co');
  for (const bad of ['', ' ', 7]) assert.throws(() => parse({ merchantName: bad }), /Invalid simulator scenario values: merchantName/);
});

test.run();
