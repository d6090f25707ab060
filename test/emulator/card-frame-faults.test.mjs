// Emulator tier: faults on the card frames' page (issue 30; docs/errors.md, "Gateway faults"): the
// hosted-fields frame page braintree-web loads from assets.braintreegateway.com (the emulator's stand-in)
// answered in turn with a 500, a 401, garbage HTML and a connection reset, for a guest whose first view is the
// card sheet. braintree-web waits 60 s for its frames; the tests fast-forward Chromium's clock through it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FAULTS } from './faults.mjs';
import { clientToken } from './gateway-fixtures.mjs';
import { createOk, emulatorSuite, eventually, installClock, requestPaymentMethod, sheetError, typeCard } from './tier.mjs';

let emulator;
let page;
let pageErrors;
let consoleErrors;
const it = emulatorSuite(test, 'card-frame-faults', (t) => ({ emulator, page, pageErrors, consoleErrors } = t));

const DEVELOPER_ERROR = 'Developer Error: Something went wrong. Check the console for details.';
/** A frame page's faults: the table's, but malformed is a 200 of garbage HTML (no script, never says ready). */
const FRAME_FAULTS = {
  ...FAULTS,
  'malformed JSON': undefined,
  'garbage HTML': [200, '<!doctype html><html><head><titl>hosted fi</head><body><p>\u0000\u00ff<<div', { type: 'text/html; charset=utf-8' }],
};

for (const [fault, answer] of Object.entries(FRAME_FAULTS).filter(([, a]) => a)) {
  const [status, body, options] = answer;
  it(`the card frames' page, ${fault}: create() resolves with the card sheet, its frames never come up; after braintree-web's 60 s the sheet shows the developer message, requestPaymentMethod() rejects, and a create() once it is back pays`, async () => {
    await installClock(page);
    emulator.fail('hosted_fields_frame', status, body, options);
    const created = await createOk(page, { authorization: clientToken({ customer: false }) });
    assert.equal(created.value.options, ['card']);
    await page.locator('[data-braintree-id="card"].braintree-sheet--active').waitFor();
    assert.ok(await eventually(() => emulator.seen('hosted_fields_frame').length >= 4), 'the four frames were asked for');
    assert.is(await page.locator('[data-braintree-id="sheet-error-text"]').isVisible(), false, 'no message while braintree-web waits');

    await page.clock.fastForward(60_000);
    await page.locator('[data-braintree-id="sheet-error-text"]').waitFor();
    assert.is(await sheetError(page), DEVELOPER_ERROR);
    assert.is(await page.locator('iframe[name^="braintree-hosted-field-"]').count(), 0, 'the dead frames are gone');
    assert.ok(await eventually(() => consoleErrors.some((e) => e.code === 'HOSTED_FIELDS_TIMEOUT')), "braintree-web's timeout is in the console");
    const failed = await requestPaymentMethod(page);
    assert.equal(failed.error && { name: failed.error.name, message: failed.error.message }, { name: 'DropinError', message: 'No payment method is available.' });
    assert.is(emulator.seen('credit_cards').length, 0, 'nothing was tokenized');

    emulator.reset();
    assert.equal(await page.evaluate(() => window.tier.teardown()), { value: true });
    await createOk(page, { authorization: clientToken({ customer: false }) });
    await typeCard(page);
    const paid = await requestPaymentMethod(page);
    assert.equal(paid.error, undefined, JSON.stringify(paid.error));
    assert.match(paid.value.nonce, /^emu-card-nonce-/);
    assert.equal(pageErrors, []);
  });
}

test.run();
