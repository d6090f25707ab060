// Emulator tier: a guest whose first view is the card sheet gets braintree-web's card fields as create()
// starts, waiting hidden on the page's client (handed over once created), and the sheet takes them in
// without reloading them (src/gateway/braintree/early-card-fields.ts, issue 13); where a frame cannot be
// moved, a hidden copy of their page warms the cache instead (warm-card-frame.ts). Static files are
// cacheable here, as on the CDN.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const suite = emulatorSuite(test, 'early-fields', (t) => ({ emulator, page, pageErrors } = t), { emulatorOptions: { cacheStatic: true } });
/** Each test starts with an empty HTTP cache (the tests share one browser), counting each card field's frames' loads. */
const it = (name, body) => suite(name, async () => {
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.evaluate(() => {
    window.frameLoads = {};
    addEventListener('message', ({ data, source }) => {
      if (typeof data !== 'string' || !data.startsWith('/*framebus*/')) return;
      const { event, eventData } = JSON.parse(data.slice('/*framebus*/'.length));
      if (!event.endsWith('hosted-fields:FRAME_READY')) return;
      window.frameLoads[eventData.field] = (window.frameLoads[eventData.field] ?? 0) + 1;
      window.frameSources[eventData.field] = source;
    });
    window.frameSources = {};
    window.frameNodes = [];
    window.frameSteps = [];
    new MutationObserver((records) => {
      const field = (node) => node.nodeName === 'IFRAME' && node.name.replace(/^braintree-hosted-field-/, '');
      for (const record of records) {
        if (record.type === 'attributes' && field(record.target)) window.frameSteps.push(`page ${field(record.target)}`);
        for (const node of record.addedNodes) {
          if (!field(node)) continue;
          window.frameSteps.push(`in ${field(node)}`);
          window.frameNodes.push(node);
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  await body();
});
/** Each field's frame asks for its page as it is inserted, before the next field's frame goes in. */
const insertedAndAsked = (...fields) => fields.flatMap((name) => [`in ${name}`, `page ${name}`]);

/**
 * Each field's frame, once all said ready: 1 when it said so once, is the very frame (the same window) that did,
 * and was asked for its page once; else what differs. A frame loaded again shows at once, without waiting for
 * it to say ready again: taken in without moveBefore it is a new window, and its page asked again is a second
 * `page` step.
 */
async function frameLoads(fields = 4) {
  await eventually(async () => (await page.evaluate(() => Object.keys(window.frameLoads).length)) === fields);
  return page.evaluate(() => Object.entries(window.frameLoads).map(([field, loads]) => {
    const frame = document.querySelector(`iframe[name="braintree-hosted-field-${field}"]`);
    const sameWindow = frame?.contentWindow === window.frameSources[field];
    const pageAsked = window.frameSteps.filter((step) => step === `page ${field}`).length;
    return loads === 1 && sameWindow && pageAsked === 1 ? 1 : { field, loads, sameWindow, pageAsked };
  }));
}

const GUEST = clientToken({ customer: false });
const order = (record) => emulator.requests.indexOf(record);
const FIELDS = 'iframe[name^="braintree-hosted-field-"]';
const field = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');
/** The card fields' frames, by field, each with whether it sits in its own field group of a shown sheet. */
const placed = () => page.locator(FIELDS).evaluateAll((frames) => frames.map((frame) => {
  const name = frame.name.replace('braintree-hosted-field-', '');
  const hook = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return [name, !!frame.closest(`[data-braintree-id="${hook}-field-group"] .braintree-form__hosted-field`) && frame.checkVisibility()];
}));
/** The iframes in the container other than the card fields' own, and elements hidden beside the widget. */
const leftovers = () => page.locator('#dropin').evaluate((container) => [...container.children].filter((child) => child.hidden).length
  + container.querySelectorAll('iframe:not([name^="braintree-hosted-field-"])').length);

/** Runs `body` with the configuration held for `ms` (its CORS preflight, where it has one, or its request). */
async function withConfigurationHeld(ms, body) {
  emulator.preflightDelayMs = ms;
  emulator.configurationDelayMs = ms;
  try {
    return await body();
  } finally {
    emulator.preflightDelayMs = 0;
    emulator.configurationDelayMs = 0;
  }
}

async function pay() {
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  // The fields the sheet shows (an early one the gateway did not ask for waits hidden).
  const shown = async (name) => (await page.locator(`iframe[name="braintree-hosted-field-${name}"]`).count()) > 0
    && page.locator(`iframe[name="braintree-hosted-field-${name}"]`).evaluate((frame) => frame.checkVisibility());
  if (await shown('cvv')) await field('cvv').fill('123');
  if (await shown('postalCode')) await field('postalCode').fill('12345');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  return requestPaymentMethod(page);
}

it('a guest on the card sheet: the four fields load while the configuration is held, and the sheet takes them in without reloading them', async () => {
  const created = withConfigurationHeld(800, () => createOk(page, { authorization: GUEST }));
  await eventually(async () => (await page.locator(FIELDS).count()) === 4);
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 0, 'the frames are in before the configuration');
  assert.ok((await placed()).every(([, shown]) => !shown), 'hidden until the sheet takes them');
  await created;
  const [configuration] = emulator.seen('graphql:ClientConfiguration');
  const pages = emulator.seen('hosted_fields_frame');
  assert.is(pages.length, 1, 'one fetch of the page (its script inline) for the four fields');
  assert.ok(order(pages[0]) < order(configuration), 'while the configuration was held');
  await eventually(async () => (await placed()).length === 4 && (await placed()).every(([, shown]) => shown));
  assert.equal((await placed()).map(([name]) => name).sort(), ['cvv', 'expirationDate', 'number', 'postalCode']);
  assert.equal(await frameLoads(), [1, 1, 1, 1], 'each frame loaded once');
  assert.is(await leftovers(), 0, 'nothing waits hidden any more');
  // Their placeholders came once shown; braintree-web was handed the page's client (the frames tokenize with it).
  await eventually(async () => (await field('expirationDate').getAttribute('placeholder')) === 'MM/YY');
  assert.is(await field('number').getAttribute('placeholder'), '•••• •••• •••• ••••');
  const paid = await pay();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-card-nonce-1');
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 1, 'no second client');
  assert.equal(pageErrors, []);
});

it("each field's frame asks for its page as it goes in; the sheet creates none of its own when the gateway asks fewer fields", async () => {
  emulator.state.merchant.challenges = ['CVV'];
  await createOk(page, { authorization: GUEST });
  await eventually(async () => (await placed()).filter(([, shown]) => shown).length === 3);
  // A frame of the sheet's own would be in before its fields can pay.
  const paid = await pay();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal(await page.evaluate(() => window.frameSteps), insertedAndAsked('number', 'expirationDate', 'cvv', 'postalCode'), 'the early fields, and nothing after');
});

it('taken-in fields: a click on a label focuses its field, and the container carries braintree-web\'s state classes', async () => {
  await createOk(page, { authorization: GUEST });
  await eventually(async () => (await placed()).every(([, shown]) => shown));
  assert.equal(await frameLoads(), [1, 1, 1, 1]);
  const container = page.locator('[data-braintree-id="number-field-group"] .braintree-form__hosted-field');
  await page.locator('[data-braintree-id="number-field-group"] label').click();
  await eventually(() => field('number').evaluate((input) => document.activeElement === input && document.hasFocus()));
  await eventually(async () => (await container.getAttribute('class')).includes('braintree-hosted-fields-focused'));
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').focus();
  await eventually(async () => {
    const classes = await container.getAttribute('class');
    return classes.includes('braintree-hosted-fields-valid') && !classes.includes('braintree-hosted-fields-focused');
  });
  await field('number').fill('4111 1111 1111 1112');
  await field('cvv').focus();
  await eventually(async () => (await container.getAttribute('class')).includes('braintree-hosted-fields-invalid'));
});

/** The fields shown, sorted, and whether any other waits hidden in the container. */
const shownFields = async () => (await placed()).filter(([, shown]) => shown).map(([name]) => name).sort();

// Issue 27: every set of challenges a gateway can set gets its fields from the early four, each frame loaded once;
// one the gateway does not ask for waits hidden, is neither validated nor sent, and leaves with the rest.
const CHALLENGE_SETS = [
  [[], ['expirationDate', 'number']],
  [['CVV'], ['cvv', 'expirationDate', 'number']],
  [['POSTAL_CODE'], ['expirationDate', 'number', 'postalCode']],
  [['CVV', 'POSTAL_CODE'], ['cvv', 'expirationDate', 'number', 'postalCode']],
];
for (const [challenges, expected] of CHALLENGE_SETS) {
  it(`the gateway asks ${challenges.join(' + ') || 'neither CVV nor postal code'}: the sheet shows ${expected.length} of the early fields, no frame is loaded twice, and the card tokenizes`, async () => {
    emulator.state.merchant.challenges = challenges;
    await createOk(page, { authorization: GUEST });
    await eventually(async () => (await shownFields()).length === expected.length);
    assert.equal(await shownFields(), expected);
    assert.equal(await frameLoads(), [1, 1, 1, 1], 'the four early frames, each loaded once; none made again');
    assert.is(emulator.seen('hosted_fields_frame').length, 1, 'one fetch of the frames\' page');
    assert.is(await leftovers(), expected.length === 4 ? 0 : 1, 'a field not asked for waits hidden');
    const paid = await pay();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    const [{ body }] = emulator.seen('credit_cards');
    assert.is(body.creditCard.cvv, expected.includes('cvv') ? '123' : undefined, 'the CVV sent only when asked');
    assert.is(body.creditCard.billingAddress?.postalCode, expected.includes('postalCode') ? '12345' : undefined, 'the postal code sent only when asked');
    await page.evaluate(() => window.dropin.teardown());
    assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0, 'the hidden field left with the rest');
    assert.equal(pageErrors, []);
  });
}

it('a field not asked for stays out of the form: empty, it does not block Pay, and Tab never reaches it', async () => {
  emulator.state.merchant.challenges = ['CVV'];
  await createOk(page, { authorization: GUEST });
  await eventually(async () => (await shownFields()).length === 3);
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const hidden = page.locator('iframe[name="braintree-hosted-field-postalCode"]');
  assert.is(await hidden.evaluate((frame) => frame.checkVisibility()), false);
  assert.is(await page.locator('[data-braintree-id="postal-code-field-group"]').count(), 0, 'no field group for it');
  await field('cvv').focus();
  await page.keyboard.press('Tab');
  assert.not.equal(await page.evaluate(() => document.activeElement?.name), 'braintree-hosted-field-postalCode', 'Tab from the CVV passes it by');
});

it("the merchant's field options and a removed postal code: the early fields fit and are taken in, with the merchant's placeholder", async () => {
  emulator.state.merchant.challenges = ['CVV', 'POSTAL_CODE'];
  await createOk(page, {
    authorization: GUEST,
    card: { cardholderName: true, overrides: { fields: { postalCode: null, number: { placeholder: 'Card number', maxlength: 19 } } } },
  });
  await eventually(async () => (await placed()).length === 4 && (await placed()).every(([, shown]) => shown));
  assert.equal((await placed()).map(([name]) => name).sort(), ['cardholderName', 'cvv', 'expirationDate', 'number']);
  assert.equal(await frameLoads(), [1, 1, 1, 1], 'taken in, not made again');
  await eventually(async () => (await field('number').getAttribute('placeholder')) === 'Card number');
  assert.is(await field('number').getAttribute('maxlength'), '19');
  assert.is(await leftovers(), 0);
});

it('a browser without Element.moveBefore: a hidden copy of the frames\' page warms the cache, then leaves', async () => {
  await page.addInitScript(() => { delete Element.prototype.moveBefore; });
  await page.reload();
  await page.waitForFunction(() => window.tier);
  await withConfigurationHeld(600, () => createOk(page, { authorization: GUEST }));
  await page.locator('iframe[name="braintree-hosted-field-number"]').waitFor();
  await eventually(async () => (await leftovers()) === 0);
  const [configuration] = emulator.seen('graphql:ClientConfiguration');
  const pages = emulator.seen('hosted_fields_frame');
  assert.is(pages.length, 1, 'one fetch of the page (its script inline) for the copy and the four fields');
  assert.ok(order(pages[0]) < order(configuration), 'while the configuration was held');
  assert.ok((await placed()).every(([, shown]) => shown));
  const paid = await pay();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
});

it('a guest with a wallet too starts on the options list: no early fields, the page is fetched only for the card sheet', async () => {
  await createOk(page, { authorization: GUEST, venmo: { allowDesktop: true } }); // the gateway has Venmo off: the card sheet after all
  await page.locator('iframe[name="braintree-hosted-field-number"]').waitFor();
  const [configuration] = emulator.seen('graphql:ClientConfiguration');
  const pages = emulator.seen('hosted_fields_frame');
  assert.ok(pages.length >= 1);
  assert.ok(pages.every((record) => order(record) > order(configuration)));
});

it('a customer starts on saved methods: no early fields', async () => {
  await createOk(page, { authorization: clientToken() });
  await page.locator('[data-braintree-id="methods-container"]').waitFor();
  assert.is(emulator.seen('hosted_fields_frame').length, 0);
  assert.is(await page.locator('#dropin iframe').count(), 0);
});

it('create() fails (the configuration is refused): the early fields leave with the rest, the container is empty', async () => {
  emulator.fail('graphql:ClientConfiguration', 401, { error: { message: 'Authorization failed' } });
  const result = await create(page, { authorization: GUEST });
  assert.is(result.error?.message, 'There was an error creating Drop-in.');
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
  // The early fields start once their module is in, maybe after the failure: each of the four frames goes in
  // once, and is discarded; none is kept anywhere in the page.
  await eventually(async () => (await page.evaluate(() => window.frameNodes.length)) === 4);
  await eventually(() => page.evaluate(() => window.frameNodes.every((frame) => !frame.isConnected)));
  assert.equal(await page.evaluate(() => window.frameNodes.map((frame) => frame.isConnected)), [false, false, false, false]);
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
  assert.equal(pageErrors, []);
});

it('create() aborted while the configuration is held: the early fields leave with the rest', async () => {
  // A client token's configuration is a simple GET (no preflight): held until the page goes, never answered.
  emulator.configurationDelayMs = Infinity;
  try {
    const outcome = await page.evaluate(async (authorization) => {
      const abort = new AbortController();
      const created = window.featherdrop.create({ container: '#dropin', authorization, signal: abort.signal });
      const frames = () => document.querySelectorAll('#dropin iframe[name^="braintree-hosted-field-"]').length;
      await new Promise((resolve, reject) => {
        const observer = new MutationObserver(() => frames() === 4 && (observer.disconnect(), resolve()));
        observer.observe(document.querySelector('#dropin'), { subtree: true, childList: true });
        setTimeout(() => reject(new Error(`${frames()} of the 4 early fields came in 10 s`)), 10_000);
      });
      const framesBefore = frames();
      abort.abort();
      return created.then(() => 'resolved', (error) => ({ error: error.message, framesBefore }));
    }, GUEST);
    assert.is(outcome.error, 'Drop-in creation was aborted.');
    assert.is(outcome.framesBefore, 4, 'the early fields were there');
    assert.is(emulator.seen('configuration').length, 0, 'aborted while the configuration was held');
  } finally {
    emulator.configurationDelayMs = 0;
  }
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
  assert.equal(pageErrors, []);
});

test.run();
