// Emulator tier: the card frames' page, asked for as create() starts (issue 40; docs/performance.md, "Off the
// chain"). A guest whose first view is the card sheet gets a hidden copy of that page at once, on the channel
// the early fields are then given: the page comes from the HTTP cache for the fields, and V8, which caches a
// compiled script by its source and URL, compiles their script once, in the copy (src/gateway/braintree/
// warm-frame-page.ts). Served from the emulator's https site so the card's braintree chunk can be held.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { chunkOf } from '../../scripts/metafile.mjs';
import { TOKENIZATION_KEY } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, requestPaymentMethod } from './tier.mjs';

let emulator;
let page;
let pageErrors;
const suite = emulatorSuite(test, 'card-frame-warm', (t) => ({ emulator, page, pageErrors } = t), { https: true, emulatorOptions: { cacheStatic: true } });
/** Each test starts with an empty HTTP cache, recording every iframe that goes into the page and every framebus FRAME_READY. */
const it = (name, body) => suite(name, async () => {
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.evaluate(() => {
    window.frames_ = [];
    window.ready = [];
    const fieldWindows = () => [...document.querySelectorAll('iframe[name^="braintree-hosted-field-"]')].map((frame) => frame.contentWindow);
    addEventListener('message', ({ data, source }) => {
      if (typeof data !== 'string' || !data.startsWith('/*framebus*/')) return;
      const { event, eventData } = JSON.parse(data.slice('/*framebus*/'.length));
      if (event.endsWith('hosted-fields:FRAME_READY')) window.ready.push({ field: eventData.field, fromAField: fieldWindows().includes(source) });
    });
    const seen = (frame) => window.frames_.push({ name: frame.name, src: frame.getAttribute('src'), nested: frame.ownerDocument !== document });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const added of record.addedNodes) {
          const frames = added.nodeName === 'IFRAME' ? [added] : [...(added.querySelectorAll?.('iframe') ?? [])];
          for (const frame of frames) {
            // The copy sits in a blank frame of its own: its frame goes in there in the same task.
            if (!frame.name) queueMicrotask(() => { for (const inner of frame.contentDocument?.querySelectorAll('iframe') ?? []) seen(inner); });
            seen(frame);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await body();
});

const build = (file) => JSON.parse(readFileSync(new URL(`../../.build/${file}`, import.meta.url), 'utf8'));
/** The script's copy of the chunk with braintree-web's hosted fields (the card's braintree adapter). */
const CARD_BRAINTREE = `/${build('script-chunks.json')[chunkOf(build('metafile.json'), 'src/flows/card/braintree/hosted-fields.ts')]}`;
const FIELDS = 'iframe[name^="braintree-hosted-field-"]';
const field = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`).locator('input[data-braintree-name]');
const shown = () => page.locator(FIELDS).evaluateAll((frames) => frames.filter((frame) => frame.checkVisibility()).map((frame) => frame.name.replace('braintree-hosted-field-', '')).sort());
const order = (record) => emulator.requests.indexOf(record);

it("a guest on the card sheet: the frames' page is asked for before braintree-web's card module is in, at the very URL the fields load, once; the copy leaves once they are ready", async () => {
  emulator.delays.site = (record) => (record.path === CARD_BRAINTREE ? 1_000 : 0);
  const created = createOk(page, { authorization: TOKENIZATION_KEY });
  created.catch(() => {}); // awaited below, after the checks made while the module is held
  await eventually(() => emulator.seen('hosted_fields_frame').length === 1, 900);
  assert.is(emulator.seen('hosted_fields_frame').length, 1, 'the page asked for while the card module is held');
  assert.is(emulator.requests.filter((record) => record.path === CARD_BRAINTREE).length, 0, 'the card module not in yet');
  await created;
  await eventually(async () => (await shown()).length === 4);
  assert.equal(await shown(), ['cvv', 'expirationDate', 'number', 'postalCode']);
  const [copy, ...more] = (await page.evaluate(() => window.frames_)).filter((frame) => frame.src?.includes('hosted-fields-frame') && !frame.name);
  assert.is(more.length, 0, 'one copy');
  assert.ok(copy.nested, 'in a blank frame of its own, out of the fields\' siblings');
  assert.match(copy.src, /#[0-9a-f-]{36}$/, 'on a channel of its own');
  const others = await page.locator(FIELDS).evaluateAll((frames) => frames.map((frame) => ({ name: frame.name, src: frame.getAttribute('src') })));
  assert.equal(others.map((frame) => frame.name.replace('braintree-hosted-field-', '')), ['number', 'expirationDate', 'cvv', 'postalCode']);
  assert.ok(others.every((frame) => frame.src === copy.src), 'every field at the copy\'s URL, fragment included (one compilation of their script)');
  const [pageRequest] = emulator.seen('hosted_fields_frame');
  assert.ok(order(pageRequest) < order(emulator.requests.find((record) => record.path === CARD_BRAINTREE)), 'before the card module');
  assert.is(emulator.seen('hosted_fields_frame').length, 1, 'one fetch of the page for the copy and the four fields');
  // The copy's FRAME_READY goes unanswered; each field's frame said it once.
  await eventually(async () => (await page.evaluate(() => window.ready.filter((r) => r.fromAField).length)) === 4);
  assert.equal(await page.evaluate(() => window.ready.filter((r) => r.fromAField).map((r) => r.field).sort()), ['cvv', 'expirationDate', 'number', 'postalCode']);
  await eventually(async () => (await page.locator('#dropin > iframe').count()) === 0);
  assert.is(await page.locator('#dropin > iframe').count(), 0, 'the copy left once the fields were ready');
  await field('number').fill('4111 1111 1111 1111');
  await field('expirationDate').fill('12/30');
  await field('cvv').fill('123');
  await field('postalCode').fill('12345');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  const paid = await requestPaymentMethod(page);
  assert.equal(paid.error, undefined, JSON.stringify(paid.error));
  assert.is(paid.value.nonce, 'emu-card-nonce-1');
  const [{ body }] = emulator.seen('credit_cards');
  assert.is(body.creditCard.number, '4111111111111111', 'the copy is no sibling of the fields: the number frame tokenizes their card');
  assert.equal(pageErrors, []);
});

it('torn down before the fields are ready: the copy leaves with them', async () => {
  emulator.delays.site = (record) => (record.path === CARD_BRAINTREE ? 500 : 0);
  await createOk(page, { authorization: TOKENIZATION_KEY });
  await page.evaluate(() => window.dropin.teardown());
  assert.is(await page.locator('#dropin').evaluate((container) => container.childElementCount), 0);
  assert.equal(pageErrors, []);
});

test.run();
