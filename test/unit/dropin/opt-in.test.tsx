// The opt-in slices (docs/architecture.md, "Opt-in slices"): their definitions load only for a merchant who
// passes their key, after the built-in options; their ids are unknown to paymentOptionPriority otherwise.
import { freshContainer, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { withOptIn } from '../../../src/dropin/opt-in.js';
import { DropinError } from '../../../src/errors.js';
import { registry } from '../../../src/flows/registry.js';
import { LABEL_AREAS } from '../../../scripts/string-areas.mjs';
import type { FlowOption } from '../../../src/flows/types.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { importLocaleSource } from '../support/import-locale.js';
import braintreeAdapters from 'featherdrop-adapters:braintree';

/** A registry whose opt-in loaders count their calls and give one stand-in option each. */
function countingRegistry() {
  const calls: string[] = [];
  const option = (id: string) => ({ id }) as unknown as FlowOption;
  const load = (key: string) => async () => {
    calls.push(key);
    return { default: [option(`${key}-a`), option(`${key}-b`)] };
  };
  const index = { first: load('first'), second: load('second') };
  const optIn = async () => {
    calls.push('index');
    return { loadPassed: async (input: Record<string, unknown>) => (await Promise.all(Object.entries(index).filter(([key]) => input[key] !== undefined).map(([, l]) => l()))).flatMap((m) => m.default) };
  };
  return { calls, registry: { options: [option('card')], extras: [], optIn } };
}

test('without an opt-in key nothing is loaded and the registry is the same', async () => {
  const { calls, registry: counting } = countingRegistry();
  const input = { authorization: 'x', card: {}, locale: 'de_DE', openFirst: 'card', layout: 'tabs', expressCheckout: true, sepaa: undefined };
  const [sameInput, same] = await withOptIn(input, counting);
  assert.is(sameInput, input);
  assert.is(same, counting);
  assert.is((await withOptIn(undefined, counting))[1], counting);
  assert.equal(calls, []);
});

test('the passed keys\' definitions load, after the built-in options, in the registry\'s order (not the merchant\'s)', async () => {
  const { calls, registry: counting } = countingRegistry();
  const [, loaded] = await withOptIn({ second: {}, first: false }, counting);
  assert.equal(calls.sort(), ['first', 'index', 'second']);
  assert.equal(loaded.options.map((d) => d.id), ['card', 'first-a', 'first-b', 'second-a', 'second-b']);
  assert.is(loaded.extras, counting.extras);
});

test('a key that is no option (a typo) fetches the opt-in index and changes nothing', async () => {
  const { calls, registry: counting } = countingRegistry();
  const input = { authorization: 'x', sepaa: {} };
  const [sameInput, same] = await withOptIn(input, counting);
  assert.equal(sameInput, input);
  assert.equal(same.options, counting.options);
  assert.equal(calls, ['index']);
});

test('the opt-in options\' names, by slice, are the labels areas the build writes (their values are positional)', async () => {
  const [, loaded] = await withOptIn({ sepa: {}, usBankAccount: {}, localPayment: {}, payLater: {} }, registry);
  const labels = Object.fromEntries(Object.entries(LABEL_AREAS).map(([area, names]) => [area, Object.fromEntries(names.map((name) => [name, name]))]));
  assert.equal(loaded.labels, labels);
});

test('an opt-in slice\'s adapters come with its definitions, one module per gateway, as the gateways\' own tables leave them out', async () => {
  const [, loaded] = await withOptIn({ sepa: {}, usBankAccount: {}, localPayment: {}, payLater: {} }, registry);
  const optIn = loaded.options.filter((d) => !registry.options.includes(d));
  assert.ok(optIn.length >= 4);
  for (const { id, adapters } of optIn) assert.equal(Object.keys(adapters ?? {}).sort(), ['braintree', 'simulator'], id);
  const payLater = optIn.find((d) => d.id === 'payLater')!;
  assert.type((await payLater.adapters!.simulator()).default, 'function', 'its simulated adapter loads');
  assert.not.ok('payLater' in braintreeAdapters || 'sepa' in braintreeAdapters, 'the braintree gateway\'s table names no opt-in slice');
});

test('an opt-in slice\'s definitions that cannot be fetched: create() rejects with its DropinError (network), the container untouched', async () => {
  const container = freshContainer();
  const failing = { ...registry, optIn: async () => ({ loadPassed: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) }) };
  const error = await createDropin({ container, authorization: 'simulator_guest', sepa: {} } as never, {
    registry: failing, createGateway, mount: mountShell, importLocale: importLocaleSource,
  }).then(() => undefined, (e: DropinError) => e);
  assert.ok(error instanceof DropinError);
  assert.is(error.message, 'There was an error creating Drop-in.');
  assert.is(error.type, 'network');
  assert.instance(error.cause, TypeError);
  assert.is(container.innerHTML, '');
});

const start = (options: Record<string, unknown>) => createDropin({ container: freshContainer(), authorization: 'simulator_guest', ...options } as never, {
  registry, createGateway, mount: mountShell, importLocale: importLocaleSource,
});

test('create(): an opt-in option is offered with its key, and its id is unknown to paymentOptionPriority without it', async () => {
  const sepa = { customerId: 'customer-7', merchantAccountId: 'eur-account' };
  const dropin = await start({ sepa, paymentOptionPriority: ['sepa', 'card'] });
  await settle(5);
  assert.equal(dropin.getAvailablePaymentOptions(), ['sepa', 'card']);
  await dropin.teardown();
  const error = await start({ paymentOptionPriority: ['sepa', 'card'] }).then(() => undefined, (e: Error) => e);
  assert.is(error?.message, 'paymentOptionPriority: Invalid payment option specified.');
  const plain = await start({});
  assert.equal(plain.getAvailablePaymentOptions(), ['card']);
  await plain.teardown();
});

test.run();
