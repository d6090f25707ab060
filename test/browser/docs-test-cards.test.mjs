// Every row of the test-card table in docs/simulator.md, paid with in the demo page in the scenario and with
// the options the row names: a documented card does what the docs say (scripts/docs-tables.mjs reads it).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codeSpans, markedTablesOf } from '../../scripts/docs-tables.mjs';
import { browserSuite, demoQuery, openDemo, scenario } from './support.mjs';

const { header, rows } = markedTablesOf('docs/simulator.md').get('test-cards');
const MODAL = '[role="dialog"][aria-modal="true"]';
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;

let browser;
let page;
const it = browserSuite(test, 'docs-cards', (b, p) => {
  browser = b;
  page = p;
});

/** A row as the test reads it: `card number | CVV | scenario | options | the shopper | result`. */
function read(row) {
  const cell = Object.fromEntries(header.map((name, i) => [name, row[i]]));
  const auth = codeSpans(cell.scenario)[0];
  const options = codeSpans(cell.options)[0];
  const result = cell.result;
  const expected = result.startsWith('succeeds')
    ? { succeeds: true, fields: codeSpans(result).map((span) => /^([\w.]+): (.+)$/.exec(span)).filter(Boolean).map(([, path, value]) => [path, JSON.parse(value)]) }
    : { succeeds: false, message: /"([^"]+)"/.exec(result)?.[1] };
  if (!result.startsWith('succeeds') && !result.startsWith('fails')) throw new Error(`a result that is neither "succeeds" nor "fails": ${result}`);
  return {
    number: codeSpans(cell['card number'])[0].replace(/\s/g, ''),
    cvv: codeSpans(cell.CVV)[0],
    authorization: auth.startsWith('{') ? scenario(JSON.parse(auth)) : auth,
    options: options ? JSON.parse(options) : {},
    click: /\*\*(\w+)\*\*/.exec(cell['the shopper'])?.[1],
    expected,
  };
}

const valueAt = (object, path) => path.split('.').reduce((value, key) => value?.[key], object);

test('the table has the columns this test reads, and rows that pass and fail', () => {
  assert.equal(header, ['card number', 'CVV', 'scenario', 'options', 'the shopper', 'result']);
  const parsed = rows.map(read);
  assert.ok(parsed.some((r) => r.expected.succeeds) && parsed.some((r) => !r.expected.succeeds));
  for (const r of parsed) {
    if (r.expected.succeeds) assert.ok(r.expected.fields.length > 0, `${r.number}: a success names what the result holds`);
    else assert.ok(r.expected.message, `${r.number}: a failure quotes its message`);
  }
});

for (const row of rows) {
  const card = read(row);
  it(`${row[0]} / CVV ${card.cvv} in ${row[2]}${card.click ? `, ${card.click}` : ''} ${row[3] === '—' ? '' : `with ${row[3]} `}→ ${row[5]}`, async () => {
    await openDemo(browser, page, demoQuery(card.authorization, card.options));
    assert.is(await page.evaluate(() => window.demo.error), undefined, 'create resolved');
    // A customer starts on saved methods: the toggle leads to the card sheet (or the options list).
    if (!(await page.isVisible(field('number')))) {
      await page.click('[data-braintree-id="toggle"]');
      if (await page.isVisible('.braintree-option__card')) await page.click('.braintree-option__card');
    }
    await page.fill(field('number'), card.number);
    await page.fill(field('expiration-date'), '12/30');
    await page.fill(field('cvv'), card.cvv);
    await page.evaluate(() => {
      window.__request = window.demo.dropin.requestPaymentMethod().then(
        (result) => ({ result }),
        (error) => ({ error: { name: error.name, message: error.message, type: error.type } }),
      );
    });
    if (card.click) await page.click(`${MODAL} button:has-text("${card.click}")`);
    const { result, error } = await page.evaluate(() => window.__request);
    if (card.expected.succeeds) {
      assert.is(error, undefined, `rejected: ${error?.message}`);
      for (const [path, value] of card.expected.fields) assert.equal(valueAt(result, path), value, path);
    } else {
      assert.is(result, undefined, 'the request failed');
      await page.waitForFunction((message) => document.querySelector('[data-braintree-id="wrapper"]').textContent.includes(message), card.expected.message);
    }
  });
}

test.run();
