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
    // The card fields' frames that went into the document in each task (an observer's call).
    window.frameTasks = [];
    new MutationObserver((records) => {
      const field = (node) => node.nodeName === 'IFRAME' && node.name.replace(/^braintree-hosted-field-/, '');
      const inTask = [];
      for (const record of records) {
        if (record.type === 'attributes' && field(record.target)) window.frameSteps.push(`page ${field(record.target)}`);
        for (const added of record.addedNodes) {
          // A frame goes in alone, or in a holder of ours with its page already set (it asks for it as it goes in);
          // a holder moved into the sheet later keeps its frame's document (checked by frameLoads).
          const frames = (field(added) ? [added] : [...(added.querySelectorAll?.('iframe') ?? [])].filter(field))
            .filter((node) => !window.frameNodes.includes(node));
          for (const node of frames) {
            window.frameSteps.push(`in ${field(node)}`);
            if (node.getAttribute('src')) window.frameSteps.push(`page ${field(node)}`);
            window.frameNodes.push(node);
            inTask.push(field(node));
          }
        }
      }
      if (inTask.length) window.frameTasks.push(inTask);
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

it('a guest on the card sheet: number and expiry load while the configuration is held, CVV and postal code once it asks them, and the sheet takes them in without reloading them', async () => {
  const created = withConfigurationHeld(800, () => createOk(page, { authorization: GUEST }));
  await eventually(async () => (await page.locator(FIELDS).count()) === 2);
  assert.is(emulator.seen('graphql:ClientConfiguration').length, 0, 'the frames are in before the configuration');
  assert.equal((await placed()).map(([name]) => name), ['number', 'expirationDate'], 'the fields every gateway asks for');
  assert.ok((await placed()).every(([, shown]) => !shown), 'hidden until the sheet takes them');
  await page.waitForTimeout(300);
  assert.is(await page.locator(FIELDS).count(), 2, 'no CVV or postal code before the configuration says');
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

it("each field's frame asks for its page as it goes in, one frame per task; the sheet creates none of its own when the gateway asks fewer fields", async () => {
  emulator.state.merchant.challenges = ['CVV'];
  await createOk(page, { authorization: GUEST });
  await eventually(async () => (await placed()).filter(([, shown]) => shown).length === 3);
  // A frame of the sheet's own would be in before its fields can pay.
  const paid = await pay();
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.equal(await page.evaluate(() => window.frameSteps), insertedAndAsked('number', 'expirationDate', 'cvv'), 'the early fields, and nothing after');
  // braintree-web inserts every frame in one task, which held back the configuration's answer behind them all.
  assert.equal(await page.evaluate(() => window.frameTasks), [['number'], ['expirationDate'], ['cvv']], 'each frame in a task of its own');
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

// Issue 27: every set of challenges a gateway can set gets its fields from the early ones, each frame loaded once.
// Issue 40: a field the gateway does not ask for is never loaded (no frame of it ever goes into the page).
const CHALLENGE_SETS = [
  [[], ['expirationDate', 'number']],
  [['CVV'], ['cvv', 'expirationDate', 'number']],
  [['POSTAL_CODE'], ['expirationDate', 'number', 'postalCode']],
  [['CVV', 'POSTAL_CODE'], ['cvv', 'expirationDate', 'number', 'postalCode']],
];
for (const [challenges, expected] of CHALLENGE_SETS) {
  it(`the gateway asks ${challenges.join(' + ') || 'neither CVV nor postal code'}: the sheet shows ${expected.length} early fields, no other frame is loaded, none twice, and the card tokenizes`, async () => {
    emulator.state.merchant.challenges = challenges;
    await createOk(page, { authorization: GUEST });
    await eventually(async () => (await shownFields()).length === expected.length);
    assert.equal(await shownFields(), expected);
    assert.equal(await frameLoads(expected.length), expected.map(() => 1), 'each early frame loaded once; none made again');
    assert.equal(await page.evaluate(() => window.frameNodes.map((frame) => frame.name.replace('braintree-hosted-field-', '')).sort()), expected, 'only the fields asked for ever went in');
    assert.is(emulator.seen('hosted_fields_frame').length, 1, 'one fetch of the frames\' page');
    assert.is(await leftovers(), 0, 'nothing waits hidden');
    const paid = await pay();
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    const [{ body }] = emulator.seen('credit_cards');
    assert.is(body.creditCard.cvv, expected.includes('cvv') ? '123' : undefined, 'the CVV sent only when asked');
    assert.is(body.creditCard.billingAddress?.postalCode, expected.includes('postalCode') ? '12345' : undefined, 'the postal code sent only when asked');
    await page.evaluate(() => window.dropin.teardown());
    assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0, 'the fields left');
    assert.equal(pageErrors, []);
  });
}

it('a field not asked for stays out of the page: it does not block Pay, and Tab from the last field leaves the fields', async () => {
  emulator.state.merchant.challenges = ['CVV'];
  await createOk(page, { authorization: GUEST });
  await eventually(async () => (await shownFields()).length === 3);
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  assert.is(await page.locator('iframe[name="braintree-hosted-field-postalCode"]').count(), 0, 'no frame for it');
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
  // The early fields start once their module is in, maybe after the failure: a frame that went in is
  // discarded, the CVV and postal code never go in (no configuration said so); none is kept in the page.
  await page.waitForTimeout(500);
  assert.ok(await page.evaluate(() => window.frameNodes.every((frame) => !frame.isConnected && /-(number|expirationDate)$/.test(frame.name))));
  assert.is(await page.locator(FIELDS).count(), 0);
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
        const observer = new MutationObserver(() => frames() === 2 && (observer.disconnect(), resolve()));
        observer.observe(document.querySelector('#dropin'), { subtree: true, childList: true });
        setTimeout(() => reject(new Error(`${frames()} of the 2 early fields came in 10 s`)), 10_000);
      });
      const framesBefore = frames();
      abort.abort();
      return created.then(() => 'resolved', (error) => ({ error: error.message, framesBefore }));
    }, GUEST);
    assert.is(outcome.error, 'Drop-in creation was aborted.');
    assert.is(outcome.framesBefore, 2, 'the early number and expiry were there');
    assert.is(emulator.seen('configuration').length, 0, 'aborted while the configuration was held');
  } finally {
    emulator.configurationDelayMs = 0;
  }
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
  assert.equal(pageErrors, []);
});

test.run();
