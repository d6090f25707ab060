// Emulator tier: a lazily loaded chunk of featherdrop itself that fails (issue 30; docs/errors.md, "Gateway
// faults"), answered in the browser (page.route) with a 500, a connection reset and malformed JavaScript: the
// options list and the sheets' views, the card flow, requestPaymentMethod's code and a locale file. The chunks
// are found by the source file they hold (the build's metafile), never by their hash.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { chunkOf } from '../../scripts/metafile.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually, requestPaymentMethod, sheetError, typeCard } from './tier.mjs';

let page;
let pageErrors;
const it = emulatorSuite(test, 'chunk-faults', (t) => ({ page, pageErrors } = t));

const build = (file) => JSON.parse(readFileSync(new URL(`../../.build/${file}`, import.meta.url), 'utf8'));
const metafile = build('metafile.json');
const scriptChunks = build('script-chunks.json');
/** The route glob of the script's copy of the chunk holding `source` (build.mjs lists the copies in .build/script-chunks.json). */
const chunk = (source) => `**/${scriptChunks[chunkOf(metafile, source)]}`;
const VIEWS = chunk('src/ui/option-views.ts');
const CARD = chunk('src/flows/card/index.ts');
const REQUESTER = chunk('src/dropin/request-payment-method.ts');
const LOCALE = '**/locales/de_DE.js';

const CHUNK_FAULTS = {
  'a 500': (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  'a connection reset': (route) => route.abort('connectionreset'),
  'malformed JavaScript': (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'export const = ;{' }),
};
/** A module that failed to evaluate stays in the page's module map: importing its URL again fails at once. */
const cached = (fault) => fault === 'malformed JavaScript';

/** Answers `glob` with the fault until `heal()`; counts the fetches. */
async function breakChunk(glob, answer) {
  const fetched = { count: 0 };
  await page.route(glob, (route) => { fetched.count += 1; return answer(route); });
  return { fetched, heal: () => page.unroute(glob) };
}
const freshPage = async () => {
  await page.reload();
  await page.waitForFunction(() => window.tier);
};

for (const [fault, answer] of Object.entries(CHUNK_FAULTS)) {
  it(`the options list and sheets' views, ${fault}, a guest: create() rejects with the original message, nothing is left in the container; once it is back create() works ${cached(fault) ? 'after a reload (the failed module is cached)' : 'again'}`, async () => {
    const { fetched, heal } = await breakChunk(VIEWS, answer);
    const failed = await create(page, { authorization: clientToken({ customer: false }) });
    assert.equal(failed.error && { message: failed.error.message, name: failed.error.name, type: failed.error.type },
      { message: 'There was an error creating Drop-in.', name: 'DropinError', type: 'network' });
    assert.ok(fetched.count >= 1);
    assert.is(await page.locator('#dropin').innerHTML(), '');
    await heal();
    if (cached(fault)) {
      const again = await create(page, { authorization: clientToken({ customer: false }) });
      assert.is(again.error?.message, 'There was an error creating Drop-in.', 'the same page keeps the failed module');
      await freshPage();
    }
    await createOk(page, { authorization: clientToken({ customer: false }) });
    await page.locator('[data-braintree-id="card"].braintree-sheet--active').waitFor();
    assert.equal(pageErrors, []);
  });

  it(`the options list and sheets' views, ${fault}, a customer: the saved cards show and pay; the toggle brings the shopper back to them with a message instead of a spinner; ${cached(fault) ? 'after a reload' : 'once it is back'} the card sheet opens`, async () => {
    const { heal } = await breakChunk(VIEWS, answer);
    await createOk(page, { authorization: clientToken() });
    await page.click('[data-braintree-id="toggle"]');
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(page), 'Something went wrong on our end.');
    assert.is(await page.locator('[data-braintree-id="loading-indicator"]').isVisible(), false, 'no spinner left');
    assert.ok(await page.isVisible('.braintree-method'), 'the saved methods show');
    await page.click('.braintree-method[data-type="Visa"]');
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    await heal();
    if (cached(fault)) {
      await freshPage();
      await createOk(page, { authorization: clientToken() });
    }
    await page.click('[data-braintree-id="toggle"]');
    await page.locator('[data-braintree-id="card"].braintree-sheet--active').waitFor();
    assert.equal(pageErrors, []);
  });

  it(`the card flow, ${fault}, a guest whose only option is the card: create() rejects with 'All payment options failed to load.', nothing is left; ${cached(fault) ? 'after a reload' : 'once it is back'} a create() pays`, async () => {
    const { fetched, heal } = await breakChunk(CARD, answer);
    const failed = await create(page, { authorization: clientToken({ customer: false }) });
    assert.equal(failed.error && { message: failed.error.message, name: failed.error.name }, { message: 'All payment options failed to load.', name: 'DropinError' });
    assert.ok(fetched.count >= 1);
    assert.is(await page.locator('#dropin').innerHTML(), '');
    await heal();
    if (cached(fault)) await freshPage();
    await createOk(page, { authorization: clientToken({ customer: false }) });
    await typeCard(page);
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.equal(pageErrors, []);
  });

  it(`requestPaymentMethod's code, ${fault}: the request rejects as a network DropinError; ${cached(fault) ? 'after a reload' : 'the next request'} pays`, async () => {
    const { heal } = await breakChunk(REQUESTER, answer);
    await createOk(page, { authorization: clientToken() });
    const failed = await requestPaymentMethod(page);
    assert.equal(failed.error && { name: failed.error.name, type: failed.error.type, message: failed.error.message },
      { name: 'DropinError', type: 'network', message: 'No payment method is available.' });
    await heal();
    if (cached(fault)) {
      const again = await requestPaymentMethod(page);
      assert.is(again.error?.type, 'network', 'the same page keeps the failed module');
      await freshPage();
      await createOk(page, { authorization: clientToken() });
    }
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.is(paid.value.nonce, 'emu-vaulted-visa-nonce');
    assert.equal(pageErrors, []);
  });

  it(`a locale file (de_DE), ${fault}: the widget shows English with a console warning and pays`, async () => {
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await breakChunk(LOCALE, answer);
    await createOk(page, { authorization: clientToken(), locale: 'de_DE' });
    assert.ok(await eventually(() => warnings.some((w) => w.includes('featherdrop: the de_DE strings could not be loaded; showing English.'))), JSON.stringify(warnings));
    assert.match(await page.locator('[data-braintree-id="toggle"]').innerText(), /Choose another way to pay/);
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.equal(pageErrors, []);
  });
}

test.run();
