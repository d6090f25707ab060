// Emulator tier: gateway faults on the production path (issue 30; docs/errors.md, "Gateway faults"). Every
// gateway call featherdrop makes is answered in turn with a 500, a 401, malformed JSON and a connection reset.
// For each: what the shopper sees, the DropinError the merchant gets, nothing typed lost, no page error, and
// the next try succeeding once the gateway is back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { cardField, create, createOk, emulatorSuite, eventually, requestPaymentMethod, sheetError as sheetErrorOf, typeCard as typeCardInto } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'faults', (t) => ({ emulator, page, pageErrors } = t));

const CREATE_FAILED = 'There was an error creating Drop-in.';
const field = (name) => cardField(page, name);
const sheetError = () => sheetErrorOf(page);
const listed = () => page.locator('[data-braintree-id="methods-container"] .braintree-method__label').allInnerTexts()
  .then((labels) => labels.map((l) => l.replace(/\s+/g, ' ').trim()));

/** Every answer on `route` is the fault until `heal()`. */
function breakRoute(route, [status, body]) {
  emulator.fail(route, status, body);
}
const heal = () => emulator.reset();

const typeCard = () => typeCardInto(page);

/**
 * A client token's configuration fails: its REST GET answers `answer` (`retired`: that endpoint answers 404, and
 * braintree-web's GraphQL request featherdrop then asks answers `answer`).
 */
async function configurationFails(answer, { retired = false, message = CREATE_FAILED } = {}) {
  if (retired) emulator.restConfigurationRetired = 404;
  breakRoute(retired ? 'graphql:ClientConfiguration' : 'configuration', answer);
  const failed = await create(page, { authorization: clientToken() });
  assert.is(failed.error?.message, message);
  assert.is(failed.error.name, 'DropinError');
  if (retired) assert.ok(emulator.seen('graphql:ClientConfiguration').length >= 1, 'the GraphQL fallback');
  else assert.is(emulator.seen('graphql').length, 0, 'no GraphQL configuration');
  assert.is(await page.locator('#dropin').innerHTML(), '');
  assert.equal(pageErrors, [], 'nothing thrown in the page');
  heal();
  await createOk(page, { authorization: clientToken() });
  await page.locator('.braintree-method--active').waitFor();
  assert.equal(pageErrors, []);
}

// braintree-web 3.144 reads a GraphQL answer of status 200 as holding `data` or `errors`; the build makes one with
// neither fail as a 500 does (build.mjs, unreadableAnswersFail) instead of throwing in its XHR handler.
it('configuration by GraphQL (REST retired), a 200 with neither data nor errors: create() rejects with the original message, nothing is left, a second create() works', async () => {
  await configurationFails([200, {}], { retired: true });
});

// Over REST an empty object is a configuration braintree-web takes as it is: one that enables nothing.
it('configuration, a 200 with an empty object: a configuration enabling nothing, create() rejects with no valid options, nothing is left, a second create() works', async () => {
  await configurationFails([200, {}], { message: 'No valid payment options available.' });
});

for (const [fault, answer] of Object.entries(FAULTS)) {
  it(`configuration, ${fault}: create() rejects with the original message (no GraphQL asked), nothing is left in the container, a second create() works`, async () => {
    await configurationFails(answer);
  });

  it(`configuration by GraphQL (REST retired), ${fault}: create() rejects with the original message, nothing is left in the container, a second create() works`, async () => {
    await configurationFails(answer, { retired: true });
  });

  it(`saved methods, ${fault}: the early GET and braintree-web's both fail: the widget opens without them (as the original), a new card pays, and a later create() lists them`, async () => {
    breakRoute('payment_methods', answer);
    await createOk(page, { authorization: clientToken() });
    assert.ok(emulator.seen('payment_methods').length >= 1);
    assert.is(await page.locator('.braintree-method').count(), 0, 'no saved method shown');
    await typeCard();
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    heal();
    await page.evaluate(() => window.dropin.teardown());
    await createOk(page, { authorization: clientToken() });
    assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
    assert.equal(pageErrors, []);
  });

  it(`card tokenization, ${fault}: the request rejects, the shopper reads why and keeps the card, Pay again works`, async () => {
    await createOk(page, { authorization: clientToken({ customer: false }) });
    await typeCard();
    breakRoute('credit_cards', answer);
    const failed = await requestPaymentMethod(page);
    assert.is(failed.error?.name, 'DropinError');
    assert.ok((await sheetError()).length > 10, 'a message in the sheet');
    assert.is(await field('number').inputValue(), '4111 1111 1111 1111', 'the card is kept');
    heal();
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-card-nonce-/);
    assert.equal(pageErrors, []);
  });

  it(`3D Secure lookup, ${fault}: the request rejects with the 3D Secure message; once it is back the saved card is verified through the bank's challenge`, async () => {
    await createOk(page, { authorization: clientToken(), threeDSecure: { amount: '10.00' } });
    await page.locator('.braintree-method--active').waitFor();
    breakRoute('lookup', answer);
    const failed = await requestPaymentMethod(page);
    assert.is(failed.error?.message, 'Something went wrong during 3D Secure authentication. Please try again.');
    assert.is(failed.error.name, 'DropinError');
    assert.is(await page.locator('.braintree-method--active').count(), 0, 'the unverified card is no longer selected');
    heal();
    await page.click('.braintree-method[data-type="Visa"]');
    const pending = requestPaymentMethod(page);
    await page.frameLocator('iframe[name="emu-challenge"]').getByRole('button', { name: 'Confirm' }).click();
    const paid = await pending;
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.liabilityShifted, true);
    assert.equal(pageErrors, []);
  });

  it(`vault deletion, ${fault}: ${fault === 'malformed JSON' ? 'braintree-web takes the 200 for success; the list, asked again, still shows the method' : 'the shopper reads the deletion error, both methods stay'}; Yes again deletes once it is back`, async () => {
    await createOk(page, { authorization: clientToken(), vaultManager: true });
    await page.click('[data-braintree-id="methods-edit"]');
    await page.click('.braintree-method[data-type="MasterCard"]');
    breakRoute('graphql', answer);
    await page.click('[data-braintree-id="delete-confirmation__yes"]');
    if (fault === 'malformed JSON') {
      await eventually(() => emulator.seen('payment_methods').length === 2);
      await page.locator('[data-braintree-id="delete-confirmation"]').waitFor({ state: 'detached' });
    } else {
      await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
      assert.is(await sheetError(), 'Unable to delete payment method, please try again.');
    }
    assert.equal(await listed(), ['Visa Ending in 1111', 'Mastercard Ending in 4444']);
    heal();
    if (!(await page.locator('.braintree-methods--edit').count())) await page.click('[data-braintree-id="methods-edit"]');
    await page.click('.braintree-method[data-type="MasterCard"]');
    await page.click('[data-braintree-id="delete-confirmation__yes"]');
    await eventually(async () => (await listed()).join() === 'Visa Ending in 1111');
    assert.equal(pageErrors, []);
  });

  it(`analytics, ${fault}: nothing shows, the card is paid`, async () => {
    breakRoute('analytics', answer);
    await createOk(page, { authorization: clientToken({ customer: false }) });
    await typeCard();
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').count(), 0);
    assert.equal(pageErrors, []);
  });
}

test.run();
