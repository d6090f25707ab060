// Emulator tier (issue 31): create() with its container in a merchant's shadow root, on the wire with braintree-web's
// hosted fields (the emulator's card frame page): the frames go into the shadow root, take the card, and tokenize it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { emulatorSuite, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'shadow-dom', (t) => ({ emulator, page, pageErrors } = t));

const field = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');

it('a guest pays by card with the hosted fields in a shadow root', async () => {
  const created = await page.evaluate((o) => window.tier.createInShadow(o), { authorization: clientToken({ customer: false }) });
  assert.equal(created.error, undefined, JSON.stringify(created.error));
  await field('number').waitFor();
  // braintree-web slots each frame into the shadow root from the host's light DOM (lib/shadow.js): each frame
  // is a slotted child of the host, shown in its field, as tall as the field.
  const frames = await page.evaluate(() => [...document.querySelectorAll('iframe[name^="braintree-hosted-field-"]')].map((frame) => {
    const slot = frame.parentElement.assignedSlot;
    const box = slot?.closest('.braintree-form__hosted-field');
    return {
      slotted: frame.parentElement.parentElement.id === 'shadow-host' && !!box,
      fills: !!box && Math.abs(frame.getBoundingClientRect().height - box.getBoundingClientRect().height) < 1,
    };
  }));
  assert.ok(frames.length >= 3, `the card fields' frames (${frames.length})`);
  assert.ok(frames.every((f) => f.slotted), 'each slotted into its field in the shadow root');
  assert.ok(frames.every((f) => f.fills), 'each as tall as its field');
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  if (await page.locator('iframe[name="braintree-hosted-field-postalCode"]').count()) await field('postalCode').fill('12345');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(emulator.seen('credit_cards')[0].body.creditCard.number, '4111111111111111');
  assert.is(paid.value.type, 'CreditCard');
  assert.equal(pageErrors, []);
});

it('a label in the shadow root focuses its hosted field', async () => {
  await page.evaluate((o) => window.tier.createInShadow(o), { authorization: clientToken({ customer: false }) });
  await field('number').waitFor();
  await page.click('#shadow-host [data-braintree-id="number-field-group"] label');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'braintree-hosted-field-number');
});

test.run();
