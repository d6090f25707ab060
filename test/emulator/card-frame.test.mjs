// Emulator tier: featherdrop's own card frame page (test/emulator/card-frame/), which the emulator serves for
// braintree's hosted-fields-frame.min.html. Its weight is braintree's (3.136: 130,696 B minified, 33,143 B
// brotli; within 15 %), and it does the frame's jobs for braintree-web's unmodified hosted fields, driven here
// directly on a merchant's page of their own (no featherdrop): formatting as the shopper types, the merchant's
// styles, masking, drop-downs for month and year, autofill across the frames, validation and tokenization.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as esbuild from 'esbuild';
import { brotliCompressSync, constants } from 'node:zlib';
import { BRAINTREE_FRAME, buildCardFramePage } from './card-frame/page.mjs';
import { TOKENIZATION_KEY } from './gateway-fixtures.mjs';
import { bounded, emulatorSuite, eventually } from './tier.mjs';

const HOST = 'hosted-fields.emulator.test';
const SDK = (await esbuild.build({
  stdin: { contents: "import client from 'braintree-web/client'; import hostedFields from 'braintree-web/hosted-fields'; window.braintree = { client, hostedFields };", resolveDir: process.cwd() },
  bundle: true, write: false, format: 'iife', logLevel: 'error',
})).outputFiles[0].text;
const MERCHANT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>hosted fields, the merchant's own</title>
<style>.field{height:40px;border:1px solid #999;margin:4px}</style></head>
<body><form><div class="field" id="number"></div><div class="field" id="month"></div><div class="field" id="year"></div>
<div class="field" id="cvv"></div></form><script src="/sdk.js"></script></body></html>`;

let emulator;
let page;
let pageErrors;
const it = emulatorSuite(test, 'card-frame', (t) => ({ emulator, page, pageErrors } = t), {
  emulatorOptions: { sites: { [HOST]: { '/hf.html': { body: MERCHANT_PAGE, type: 'text/html; charset=utf-8' }, '/sdk.js': { body: SDK, type: 'text/javascript' } } } },
});

const frame = (name) => page.frameLocator(`iframe[name="braintree-hosted-field-${name}"]`);
const field = (name) => frame(name).locator('[data-braintree-name]');

/** braintree-web's hostedFields.create on the merchant's page with these fields' options and styles. */
async function hostedFields({ number = {}, month = { select: true }, year = { select: true }, styles } = {}) {
  await page.goto(`https://${HOST}/hf.html`);
  await bounded('hostedFields.create', page.evaluate(async ({ authorization, options }) => {
    const client = await window.braintree.client.create({ authorization });
    const fields = {
      number: { container: '#number', ...options.number },
      expirationMonth: { container: '#month', ...options.month },
      expirationYear: { container: '#year', ...options.year },
      cvv: { container: '#cvv' },
    };
    window.fields = await window.braintree.hostedFields.create({ client, fields, styles: options.styles });
    window.events = [];
    for (const name of ['validityChange', 'cardTypeChange', 'binAvailable']) window.fields.on(name, (event) => window.events.push({ name, event }));
  }, { authorization: TOKENIZATION_KEY, options: { number, month, year, styles } }));
}
const tokenize = () => bounded('tokenize', page.evaluate(() => window.fields.tokenize().then((payload) => ({ payload }), (e) => ({ error: { code: e.code, details: e.details } }))));
const fieldState = (name) => page.evaluate((n) => window.fields.getState().fields[n], name);

it("weighs what braintree's frame page weighs: minified and brotli within 15 %, its script inline", async () => {
  const { html, script } = await buildCardFramePage();
  const minified = Buffer.byteLength(html);
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  assert.ok(Math.abs(minified / BRAINTREE_FRAME.minified - 1) <= 0.15, `minified ${minified} B`);
  assert.ok(Math.abs(brotli / BRAINTREE_FRAME.brotli - 1) <= 0.15, `brotli ${brotli} B`);
  assert.ok(html.includes(script) && !/<script[^>]+src=/.test(html), 'one page, no script of its own to fetch');
});

it('formats as the shopper types: an Amex number in its groups and a four-digit CVV; brand, BIN and validity reach the merchant', async () => {
  await hostedFields();
  await field('number').pressSequentially('378282246310005');
  assert.is(await field('number').inputValue(), '3782 822463 10005');
  await field('cvv').pressSequentially('12345');
  assert.is(await field('cvv').inputValue(), '1234', "the card's CVV length");
  assert.ok((await fieldState('number')).isValid);
  assert.ok((await fieldState('cvv')).isValid);
  const events = await page.evaluate(() => window.events);
  assert.ok(events.some((e) => e.name === 'cardTypeChange' && e.event.cards.length === 1 && e.event.cards[0].type === 'american-express'));
  assert.ok(events.some((e) => e.name === 'binAvailable' && e.event.bin === '378282'));
  assert.equal(emulator.seen('hosted_fields_frame').length, 4, "each field's frame page, nothing else");
  assert.equal(pageErrors, []);
});

it("applies the merchant's styles inside the frame, the allowed properties only; invalid numbers get their class", async () => {
  await hostedFields({ styles: { input: { color: 'rgb(1, 2, 3)', 'background-color': 'rgb(255, 0, 0)' }, '.invalid': { color: 'rgb(200, 0, 0)' } } });
  const look = () => field('number').evaluate((input) => ({ color: getComputedStyle(input).color, background: getComputedStyle(input).backgroundColor }));
  assert.equal(await look(), { color: 'rgb(1, 2, 3)', background: 'rgba(0, 0, 0, 0)' }, 'background-color is not an allowed style');
  await field('number').pressSequentially('5555555555554445'); // a Mastercard's one length, its check digit wrong
  assert.ok(await eventually(async () => (await look()).color === 'rgb(200, 0, 0)'), 'the .invalid rule applies');
  assert.is(await field('number').getAttribute('aria-invalid'), 'true');
});

it('masks the number away from focus (its last four kept) and still tokenizes what was typed; month and year come from drop-downs', async () => {
  await hostedFields({ number: { maskInput: { showLastFour: true } }, month: { select: { options: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] } } });
  await field('number').pressSequentially('4111111111111111');
  await field('expirationMonth').selectOption('12');
  assert.is(await field('expirationMonth').locator('option:checked').textContent(), 'Dec');
  const year = String(new Date().getFullYear() + 3);
  await field('expirationYear').selectOption(year);
  await field('cvv').pressSequentially('123');
  assert.is(await field('number').inputValue(), '•••• •••• •••• 1111', 'masked once the shopper moved on');
  const { payload, error } = await tokenize();
  assert.equal(error, undefined, JSON.stringify(error));
  assert.match(payload.nonce, /^emu-card-nonce-/);
  const [card] = emulator.seen('credit_cards');
  assert.equal(card.body.creditCard, { number: '4111111111111111', cvv: '123', expirationMonth: '12', expirationYear: year, options: { validate: false } });
  await page.evaluate(() => window.fields.setMonthOptions(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']));
  assert.is(await field('expirationMonth').locator('option:checked').textContent(), '12');
  assert.equal(pageErrors, []);
});

it("a browser's autofill into the number frame's hidden inputs fills the other frames", async () => {
  await hostedFields();
  const year = String(new Date().getFullYear() + 2);
  await frame('number').locator('input[name="cvv"].autofill-field').fill('321');
  await frame('number').locator('input[name="expiration-month"].autofill-field').fill('7');
  await frame('number').locator('input[name="expiration-year"].autofill-field').fill(year.slice(2));
  assert.ok(await eventually(async () => (await field('cvv').inputValue()) === '321'), 'the CVV frame filled');
  assert.is(await field('expirationMonth').inputValue(), '07');
  assert.is(await field('expirationYear').inputValue(), year);
  await field('number').pressSequentially('5555555555554444');
  const { payload } = await tokenize();
  assert.ok(payload?.nonce);
  assert.is(emulator.seen('credit_cards')[0].body.creditCard.cvv, '321');
});

it('refuses invalid or empty fields with braintree-web\'s errors before anything reaches the gateway', async () => {
  await hostedFields();
  assert.is((await tokenize()).error?.code, 'HOSTED_FIELDS_FIELDS_EMPTY');
  await field('number').pressSequentially('4111111111111111');
  const { error } = await tokenize();
  assert.is(error?.code, 'HOSTED_FIELDS_FIELDS_INVALID');
  assert.equal(error.details.invalidFieldKeys.sort(), ['cvv', 'expirationMonth', 'expirationYear']);
  assert.is(emulator.seen('credit_cards').length, 0);
  assert.ok(await eventually(() => emulator.seen('analytics').some((r) => JSON.stringify(r.body).includes('custom.hosted-fields.load.succeeded'))), "the frame's load analytics");
});

test.run();
