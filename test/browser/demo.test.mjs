// The demo page (docs/development.md, "The demo"): the scenario picker shows the scenario in effect from
// the first load, and "Copy this configuration" is the create() call the page made — read from the page,
// evaluated, and compared with the options featherdrop.create actually received.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import vm from 'node:vm';
import { LOCALE_IDS } from '../../scripts/string-areas.mjs';
import { browserSuite, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'demo', (b, p) => {
  browser = b;
  page = p;
});

/** Records the options of every featherdrop.create call the page makes (the loader assigns window.featherdrop). */
async function recordCreate() {
  await page.addInitScript(() => {
    let api;
    window.__created = [];
    Object.defineProperty(window, 'featherdrop', {
      configurable: true,
      get: () => api,
      set(value) {
        const create = value.create;
        value.create = (options, ...rest) => {
          window.__created.push(JSON.parse(JSON.stringify(options)));
          return create.call(value, options, ...rest);
        };
        api = value;
      },
    });
  });
}

async function open(query = '') {
  await recordCreate();
  await page.goto(`${browser.url}/${query}`);
  await page.waitForFunction(() => window.demo && (window.demo.dropin || window.demo.error));
}

/** The snippet's create() argument, evaluated as the JavaScript a developer would paste. */
async function snippetOptions() {
  const text = await page.textContent('#config');
  const match = /^const dropin = await featherdrop\.create\(([\s\S]*)\);$/.exec(text);
  assert.ok(match, `a create() call: ${text}`);
  // Through JSON: objects from another realm have another Object constructor, which deep equality compares.
  return JSON.parse(JSON.stringify(vm.runInNewContext(`(${match[1]})`)));
}
const created = () => page.evaluate(() => window.__created);
const picker = () => page.evaluate(() => {
  const form = document.getElementById('scenario');
  const select = (name) => ({ value: form.elements[name].value, shown: form.elements[name].selectedOptions[0]?.textContent ?? '' });
  const checked = [...form.querySelectorAll('input[type=checkbox]:checked')].map((box) => box.name);
  return { auth: select('auth'), locale: select('locale'), checked };
});
const noteShown = () => page.isVisible('#config-note');

it('on first load the picker shows the scenario in effect, and the snippet is what create received', async () => {
  await open();
  assert.equal(await picker(), {
    auth: { value: 'simulator_customer', shown: 'Customer with saved methods' },
    locale: { value: '', shown: 'American English — en_US (default)' },
    checked: [],
  });
  assert.ok(await page.isVisible('#config'));
  assert.ok(await page.isVisible('#copy'));
  const calls = await created();
  assert.is(calls.length, 1);
  assert.equal(await snippetOptions(), calls[0]);
  assert.equal(calls[0], { authorization: 'simulator_customer', container: '#dropin-container' });
  assert.is(await noteShown(), false);
});

it('a scenario URL the picker does not list: "Custom scenario", its locale, its boxes; the snippet is create\'s options', async () => {
  const auth = scenario({ customer: true, failOnDuplicatePaymentMethod: true });
  await open(`?auth=${auth}&locale=fr_CA&threeDSecure=1&options=${encodeURIComponent(JSON.stringify({ card: { cardholderName: true } }))}`);
  assert.equal(await picker(), {
    auth: { value: auth, shown: 'Custom scenario (from the URL)' },
    locale: { value: 'fr_CA', shown: 'français canadien — fr_CA' },
    checked: ['threeDSecure'],
  });
  const [options] = await created();
  assert.equal(options, { authorization: auth, container: '#dropin-container', locale: 'fr_CA', threeDSecure: { amount: '10.00' }, card: { cardholderName: true } });
  assert.equal(await snippetOptions(), options);
  assert.match(await page.textContent('#config'), "authorization: 'simulator_eyJ", 'readable code: single quotes, bare keys');
});

it('the snippet follows the picker, says it is not applied yet, and Apply creates exactly what it shows', async () => {
  await open(`?options=${encodeURIComponent(JSON.stringify({ paymentOptionPriority: ['card'] }))}`);
  await page.selectOption('select[name=auth]', 'simulator_guest');
  await page.check('input[name=dataCollector]');
  const shown = await snippetOptions();
  assert.equal(shown, { authorization: 'simulator_guest', container: '#dropin-container', dataCollector: true, paymentOptionPriority: ['card'] });
  assert.is(await noteShown(), true, 'not applied yet');
  await Promise.all([page.waitForNavigation(), page.click('#scenario button[type=submit]')]);
  await page.waitForFunction(() => window.demo && (window.demo.dropin || window.demo.error));
  assert.equal(await created(), [shown]);
  assert.equal(await snippetOptions(), shown);
  assert.is(await noteShown(), false);
  assert.equal((await picker()).auth, { value: 'simulator_guest', shown: 'Guest checkout' });
});

it('Copy puts the snippet on the clipboard', async () => {
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open('?threeDSecure=1');
  await page.click('#copy');
  await page.waitForFunction(() => document.getElementById('copy').textContent === 'Copied');
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), await page.textContent('#config'));
});

it('the locale picker offers every locale the widget has, each named in its own language', async () => {
  await open();
  const offered = await page.$$eval('select[name=locale] option', (options) => options.map((o) => [o.value, o.textContent]));
  // LOCALE_IDS: the translated locales, besides English.
  assert.equal(offered.map(([value]) => value || 'en_US').sort(), [...LOCALE_IDS, 'en_US'].sort());
  assert.is(offered.length, 34);
  for (const [value, text] of offered) assert.ok(text.endsWith(value || 'en_US (default)') && text.length > 10, text);
  assert.ok(offered.some(([, text]) => text === 'Deutsch (Deutschland) — de_DE'));
  assert.ok(offered.some(([, text]) => text === '日本語 (日本) — ja_JP'));
});

it('3D Secure cannot be picked for a guest, and the picker says why; a customer can', async () => {
  await open('?auth=simulator_customer');
  assert.is(await page.isEnabled('input[name=threeDSecure]'), true);
  assert.is(await page.isVisible('#three-d-secure-note'), false);
  await page.check('input[name=threeDSecure]');
  await page.selectOption('select[name=auth]', 'simulator_guest');
  assert.is(await page.isEnabled('input[name=threeDSecure]'), false);
  assert.is(await page.isChecked('input[name=threeDSecure]'), false);
  assert.match(await page.textContent('#three-d-secure-note'), '3D Secure needs a client token');
  assert.is(await page.getAttribute('input[name=threeDSecure]', 'aria-describedby'), 'three-d-secure-note');
  assert.equal((await snippetOptions()).threeDSecure, undefined, 'the snippet has no 3D Secure either');
});

it('a declined card: the widget says so, the page adds no second error line (docs/errors.md, rule 2)', async () => {
  await open('?auth=simulator_guest');
  await page.fill('input[autocomplete="cc-number"]', '4000111111111115');
  await page.fill('input[autocomplete="cc-exp"]', '12/30');
  await page.fill('input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]:not(:empty)');
  await page.waitForFunction(() => !document.getElementById('status').textContent.startsWith('Requesting'));
  assert.is(await page.textContent('#status'), '');
});

it('every demo page loads without a failed request (no favicon 404) or an uncaught error, even when create fails', async () => {
  const failing = scenario({ failures: { configuration: 'network' } });
  for (const path of ['/', '/demo/index.html?auth=simulator_guest', `/demo/index.html?auth=${failing}`, '/demo/script-tag.html', '/demo/script-tag-guest.html']) {
    const problems = [];
    page.on('response', (response) => response.status() >= 400 && problems.push(`${response.status()} ${response.url()}`));
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.goto(`${browser.url}${path}`);
    await page.waitForSelector('.braintree-dropin.braintree-loaded, #status:not(:empty)');
    await page.waitForLoadState('networkidle'); // the late ones too: the favicon, a chunk asked for after create()
    assert.equal(problems, [], path);
    page.removeAllListeners('response');
    page.removeAllListeners('pageerror');
  }
  assert.match(await page.evaluate(() => document.title), 'script-tag');
});

it('the configuration snippet wraps on a phone: nothing is cut off or needs a sideways scroll', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(`?auth=${scenario({ customer: true, failOnDuplicatePaymentMethod: true })}&threeDSecure=1`);
  const [scrollWidth, clientWidth, right] = await page.$eval('.config pre', (pre) => [pre.scrollWidth, pre.clientWidth, pre.getBoundingClientRect().right]);
  assert.ok(scrollWidth <= clientWidth, `${scrollWidth} > ${clientWidth}`);
  assert.ok(right <= 375);
});

it('the Pay button and the order show what the chosen way to pay charges; the SEPA mandate names the shop, not an account id', async () => {
  const price = async () => [await page.textContent('#pay'), await page.textContent('#price')];
  const usd = ['Pay $10.00', '$10.00'];
  const eur = ['Pay €10.00', '€10.00'];
  await open('?auth=simulator_guest&banks=1&local=1');
  assert.equal(await price(), usd, 'nothing chosen yet: the order\'s own currency');
  for (const [option, charged] of [['sepa', eur], ['card', usd], ['ideal', eur], ['usBankAccount', usd], ['bancontact', eur], ['eps', eur]]) {
    await page.click(`.braintree-option__${option}`);
    await page.waitForFunction(([wanted]) => document.getElementById('pay').textContent === wanted, charged);
    assert.equal(await price(), charged, option);
    await page.click('[data-braintree-id="toggle"]');
  }
  await page.click('.braintree-option__sepa');
  await page.fill('[data-braintree-id="sepa-account-holder-input"]', 'Anna Schmidt');
  await page.fill('[data-braintree-id="sepa-iban-input"]', 'DE89 3704 0044 0532 0130 00');
  await page.waitForFunction(() => !document.getElementById('pay').disabled);
  await page.click('#pay');
  const mandate = await page.textContent('[role="dialog"]');
  assert.match(mandate, 'authorises Feather shop to send instructions');
  assert.not.match(mandate, 'demo-eur-account');
  await page.click('[role="dialog"] [data-featherdrop-id="simulator-approve"]');
  await page.waitForFunction(() => document.getElementById('result').textContent.includes('SEPADebitAccount'));
  assert.equal(await price(), eur, 'the new SEPA account, selected in the methods');

  const savedSepa = { nonce: 'sim_vaulted_sepa', type: 'SEPADebitAccount', default: true, details: { ibanLastFour: '3000', mandateType: 'RECURRENT' } };
  const visa = { nonce: 'sim_vaulted_visa', type: 'CreditCard', details: { cardType: 'Visa', lastFour: '1111', lastTwo: '11' } };
  await open(`?auth=${scenario({ customer: true, paymentMethods: [savedSepa, visa] })}&banks=1`);
  assert.equal(await price(), eur, 'the saved SEPA account, selected by default');
  await page.click('.braintree-method:has-text("Visa")');
  await page.waitForFunction(() => document.getElementById('pay').textContent === 'Pay $10.00');
  assert.equal(await price(), usd);
});

test.run();
