// Issue 16: what a shopper sees and a merchant styles — other ways to pay below the saved methods, brand
// marks, aligned card fields, the theming API, dark and forced-colours modes, focus, loading and layout.
// Runs alone: focus must be back in the widget within 300 ms of a cancelled challenge.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payChallengeCard, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'design', (b, p) => {
  browser = b;
  page = p;
});

const WRAPPER = '[data-braintree-id="wrapper"]';
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;
const active = () => page.evaluate(() => document.activeElement?.dataset.braintreeId || document.activeElement?.id || document.activeElement?.textContent);
const style = (selector, prop) => page.$eval(selector, (el, p) => getComputedStyle(el)[p], prop);
const rect = (selector) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON());

/** Holds the page's requests for `pattern` until the returned function is called. */
async function hold(pattern) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

it('"Choose another way to pay" keeps the saved methods and adds the other ways to pay below them; the keyboard gets back', async () => {
  await openDemo(browser, page, '?auth=simulator_customer&wallets=1');
  await page.focus('[data-braintree-id="toggle"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="other-ways-to-pay"]');
  const classes = await page.getAttribute(WRAPPER, 'class');
  assert.ok(classes.includes('braintree-show-methods') && classes.includes('braintree-show-options'), classes);
  assert.is(await page.locator('.braintree-method').count(), 4, 'the saved methods stay');
  assert.ok((await rect('[data-braintree-id="options"]')).top > (await rect('[data-braintree-id="methods"]')).bottom, 'the options are below');
  assert.is(await active(), 'other-ways-to-pay', 'focus moves to "Other ways to pay"');
  assert.is(await page.$('[data-braintree-id="toggle"]'), null);
  // Back: Shift+Tab reaches the saved methods, Enter picks one.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  assert.match(await page.textContent('.braintree-method--active'), 'American Express');
  assert.equal(await axe(page), []);
});

it('saved methods and option tiles show the brands\' marks; only the marks shown are fetched; the card sheet brings its brand row', async () => {
  const requested = [];
  page.on('request', (r) => requested.push(r.url()));
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForFunction(() => document.querySelectorAll('.braintree-method__logo svg').length === 3);
  const marks = requested.map((u) => /\/esm\/marks\/([\w-]+)\.js$/.exec(u)?.[1]).filter((id) => id && id !== 'index').sort();
  assert.equal(marks, ['american-express', 'master-card', 'visa']);
  assert.not.ok(requested.some((u) => u.includes('mark-card-brands')));
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector('[data-braintree-id="jcb-card-icon"] svg path');
  assert.ok(requested.some((u) => u.includes('mark-card-brands')));
  // The CVV hint: the back for most cards, the front (a different drawing) for American Express.
  const hint = () => page.innerHTML('[data-braintree-id="cvv-icon"]');
  const back = await hint();
  await page.fill(field('number'), '378282246310005');
  await page.waitForFunction((before) => document.querySelector('[data-braintree-id="cvv-icon"]').innerHTML !== before, back);
  await openDemo(browser, page, '?auth=simulator_guest&wallets=1');
  for (const id of ['paypal', 'venmo', 'applePay', 'googlePay']) await page.waitForSelector(`.braintree-option__${id} .braintree-option__logo svg path`);
  assert.ok(await page.$('.braintree-option__card .braintree-option__logo svg'), 'the card tile draws a card');
});

for (const [name, width, query] of [
  ['desktop with postal code', 1280, `?auth=${scenario({ challenges: ['cvv', 'postal_code'] })}`],
  ['375 px', 375, '?auth=simulator_guest'],
  ['375 px with postal code', 375, `?auth=${scenario({ challenges: ['cvv', 'postal_code'] })}`],
  ['320 px', 320, '?auth=simulator_guest'],
  ['de_DE', 375, `?auth=${scenario({ challenges: ['cvv', 'postal_code'] })}&locale=de_DE`],
  ['ar_EG', 375, `?auth=${scenario({ challenges: ['cvv', 'postal_code'] })}&locale=ar_EG`],
]) {
  it(`the card fields in a row line up when a label wraps (${name})`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await openDemo(browser, page, query);
    await page.waitForSelector(field('expiration-date'));
    const boxes = await page.$$eval('.braintree-form__flexible-fields .braintree-form__field', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
    // Fields in one row (same label row) share their top edge.
    for (const a of boxes) for (const b of boxes) if (Math.abs(a.top - b.top) < 30) assert.ok(Math.abs(a.top - b.top) < 1, `${a.top} vs ${b.top}`);
    // Nothing sticks out of the sheet.
    const sheet = await rect('[data-braintree-id="card"]');
    for (const box of boxes) assert.ok(box.right <= sheet.right + 0.5 && box.left >= sheet.left - 0.5);
  });
}

it('theming: --fd-* set on an ancestor or the container reach Edit, the toggle, the selected method and the spinner', async () => {
  await openDemo(browser, page, `?auth=simulator_customer&vaultManager=1`);
  await page.addStyleTag({ content: 'body { --fd-accent: rgb(200, 0, 100); --fd-radius: 3px; } #dropin-container { --fd-text: rgb(10, 20, 30); }' });
  const accent = 'rgb(200, 0, 100)';
  assert.is(await style('[data-braintree-id="methods-edit"]', 'color'), accent);
  assert.is(await style('[data-braintree-id="toggle"]', 'color'), accent);
  assert.is(await style('.braintree-method--active', 'borderColor'), accent);
  assert.is(await style('.braintree-method--active', 'borderRadius'), '3px');
  assert.is(await style('[data-braintree-id="methods-label"]', 'color'), 'rgb(10, 20, 30)');
  assert.is(await style('[data-braintree-id="loading-indicator"]', 'borderTopColor'), accent);
  // A merchant rule wins over the widget's whatever its specificity: the widget's styles are a cascade layer.
  await page.addStyleTag({ content: '.braintree-method { border-color: rgb(0, 128, 0); } button { border-radius: 0; }' });
  assert.is(await style('.braintree-method--active', 'borderColor'), 'rgb(0, 128, 0)');
  assert.is(await style('.braintree-method--active', 'borderRadius'), '0px');
});

it('the 3D Secure challenge takes the widget\'s theme', async () => {
  await openDemo(browser, page, `${demoQuery(scenario({ authorizationType: 'clientToken' }), { threeDSecure: { amount: '10.00' } })}&theme=dark`);
  await page.fill(field('number'), '4000000000001091');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
  page.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); }).catch(() => {});
  await page.waitForSelector('.featherdrop-3ds__modal');
  assert.is(await style('.featherdrop-3ds__modal', 'backgroundColor'), await style('[data-braintree-id="card"]', 'backgroundColor'));
  assert.is(await style('.featherdrop-3ds__modal', 'color'), await style('.braintree-sheet__text', 'color'));
});

/** Relative luminance contrast of two computed rgb() colours. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const [name, setup] of [
  ['data-theme="dark" on an ancestor', async () => openDemo(browser, page, '?auth=simulator_customer&vaultManager=1&theme=dark')],
  ['data-theme="auto" with a dark system preference', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openDemo(browser, page, '?auth=simulator_customer&vaultManager=1&theme=auto');
  }],
]) {
  it(`dark theme (${name}): light text on dark surfaces, nothing dark on dark, axe finds nothing`, async () => {
    await setup();
    await page.waitForSelector('.braintree-method--active');
    const surface = await style('.braintree-method--active', 'backgroundColor');
    for (const selector of ['[data-braintree-id="methods-label"]', '[data-braintree-id="methods-edit"]', '[data-braintree-id="toggle"]', '.braintree-method__label--small']) {
      assert.ok(contrast(await style(selector, 'color'), surface) >= 4.5, `${selector} on ${surface}`);
    }
    assert.ok(contrast(surface, 'rgb(0, 0, 0)') < 2, 'the surfaces are dark');
    assert.equal(await axe(page), []);
    await page.click('[data-braintree-id="methods-edit"]');
    assert.equal(await axe(page, WRAPPER, { disabled: true }), []);
  });
}

it('data-theme="auto" stays light with a light system preference', async () => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openDemo(browser, page, '?auth=simulator_customer&theme=auto');
  await page.waitForSelector('.braintree-method--active');
  assert.is(await style('.braintree-method--active', 'backgroundColor'), 'rgb(255, 255, 255)');
});

it('forced colours: the selected method, a focused card field and an error field each keep a visible mark', async () => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  assert.is.not(await style('.braintree-method--active', 'outlineStyle'), 'none');
  assert.is(await style('.braintree-method:not(.braintree-method--active)', 'outlineStyle'), 'none');
  await page.click('[data-braintree-id="toggle"]');
  await page.focus(field('number'));
  await page.waitForSelector('.braintree-form__field-group--is-focused');
  assert.is.not(await style('.braintree-form__field-group--is-focused .braintree-form__field', 'outlineStyle'), 'none');
  await page.fill(field('expiration-date'), '01/20');
  await page.focus(field('cvv'));
  await page.waitForSelector('[data-braintree-id="expiration-date-field-group"].braintree-form__field-group--has-error');
  assert.is(await style('[data-braintree-id="expiration-date-field-group"] .braintree-form__field', 'borderTopWidth'), '3px');
  assert.is(await style('[data-braintree-id="cvv-field-group"] .braintree-form__field', 'borderTopWidth'), '1px');
});

const THREE_DS = demoQuery(scenario({ authorizationType: 'clientToken' }), { threeDSecure: { amount: '10.00' } });

/** A card that needs a challenge, paid with Enter on the Pay button; resolves once the challenge shows. */
async function challengeFromPay() {
  await payChallengeCard(page);
  await page.waitForSelector('[role="dialog"] [title="3D Secure Authorization Frame"]');
}
for (const [how, cancel] of [
  ['Escape', () => page.keyboard.press('Escape')],
  ['the backdrop', () => page.mouse.click(5, 5)],
  ['Fail', () => page.click('[role="dialog"] button:has-text("Fail")')],
]) {
  it(`cancelling 3D Secure with ${how} puts focus into the widget at once, where the message is, though Pay stays enabled`, async () => {
    await page.clock.install();
    await openDemo(browser, page, THREE_DS);
    // This merchant's Pay button stays enabled (the demo's disables it while nothing is requestable).
    await page.evaluate(() => {
      const pay = document.getElementById('pay');
      pay.removeAttribute('disabled');
      Object.defineProperty(pay, 'disabled', { get: () => false, set() {} });
    });
    await challengeFromPay();
    await cancel();
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    await page.waitForFunction(() => document.querySelector('[data-braintree-id="wrapper"]').contains(document.activeElement), null, { timeout: 300 });
    await page.waitForFunction(() => !document.getElementById('status').textContent.startsWith('Requesting')); // the request settled
    await page.clock.fastForward(2_000); // past the widget's 1 s wait for a disabled Pay button to come back
    assert.ok(await page.evaluate(() => document.querySelector('[data-braintree-id="wrapper"]').contains(document.activeElement)), 'and it stays there');
  });
}

it('when the Pay button stays disabled after a cancelled challenge, focus goes into the widget at once, not to <body>', async () => {
  await page.clock.install();
  await openDemo(browser, page, THREE_DS);
  await challengeFromPay();
  // This merchant disables Pay while the request runs and keeps it so.
  await page.evaluate(() => {
    const pay = document.getElementById('pay');
    pay.setAttribute('disabled', '');
    Object.defineProperty(pay, 'disabled', { get: () => true, set() {} });
  });
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('[data-braintree-id="wrapper"]').contains(document.activeElement), null, { timeout: 300 });
  await page.waitForFunction(() => !document.getElementById('status').textContent.startsWith('Requesting')); // the request settled
  await page.clock.fastForward(2_000); // past the widget's 1 s wait for a disabled Pay button to come back
  assert.ok(await page.evaluate(() => document.querySelector('[data-braintree-id="wrapper"]').contains(document.activeElement)), 'and it stays there');
});

it('the delete confirmation starts on Cancel; Escape returns focus to the method it asked about', async () => {
  await openDemo(browser, page, '?auth=simulator_customer&vaultManager=1');
  await page.click('[data-braintree-id="methods-edit"]');
  await page.focus('.braintree-method:has-text("4444")');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-braintree-id="delete-confirmation"]');
  assert.is(await active(), 'delete-confirmation__no');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-braintree-id="delete-confirmation"]', { state: 'detached' });
  assert.match(await page.evaluate(() => document.activeElement.textContent), 'Ending in 4444');
  assert.is(await page.locator('.braintree-method').count(), 3);
});

it('a failed submit moves focus to the first invalid field', async () => {
  await openDemo(browser, page, '?auth=simulator_guest');
  await page.fill(field('number'), '4111111111111111');
  await page.focus('#pay');
  await page.evaluate(() => window.demo.dropin.requestPaymentMethod().catch(() => {}));
  await page.waitForSelector('[data-braintree-id="sheet-error-text"]');
  assert.is(await page.evaluate(() => document.activeElement.autocomplete), 'cc-exp');
  // The error reads close to the fields: right below the sheet.
  const gap = (await rect('[data-braintree-id="sheet-error-text"]')).top - (await rect('[data-braintree-id="card"]')).bottom;
  assert.ok(gap >= 0 && gap <= 12, `${gap} px`);
});

it('edit mode shows why a subscribed card cannot be deleted; a failed option\'s message reads at 4.5:1 (axe, disabled included)', async () => {
  await openDemo(browser, page, `?auth=${scenario({ customer: true, failures: { paypal: 'load' } })}&vaultManager=1&wallets=1`);
  await page.click('[data-braintree-id="methods-edit"]');
  const note = page.locator('.braintree-method:has-text("0005") .braintree-method__note');
  assert.ok(await note.isVisible());
  assert.is(await note.textContent(), 'This payment method has a subscription and cannot be deleted.');
  assert.equal(await axe(page, WRAPPER, { disabled: true }), []);
  await page.click('[data-braintree-id="methods-edit"]');
  await page.click('[data-braintree-id="toggle"]');
  await page.waitForSelector('.braintree-option__paypal.braintree-disabled');
  assert.equal(await axe(page, WRAPPER, { disabled: true }), []);
});

it('while the configuration loads the widget shows its loading state (never a 0 px container)', async () => {
  // The simulated gateway's chunk is held: the configuration cannot arrive before it.
  const release = await hold('**/simulated-gateway-*.js');
  await page.goto(`${browser.url}/demo/index.html?auth=simulator_customer`);
  await page.waitForSelector('[data-braintree-id="loading-indicator"]');
  assert.ok((await rect('#dropin-container')).height >= 48);
  assert.is(await page.getAttribute('[data-braintree-id="loading-indicator"]', 'role'), 'status');
  release();
  await page.waitForSelector('.braintree-method--active');
});

/** Layout shifts (Layout Instability API) of the page from now on, read later with `shifts()`. */
async function watchShifts() {
  await page.evaluate(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__shifts.push({ value: entry.value, at: entry.startTime });
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__shifts)))));
}
const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const width of [1280, 375]) {
  it(`the card sheet reserves its height while it loads: no layout shift once it painted (${width} px)`, async () => {
    await page.setViewportSize({ width, height: 900 });
    const release = await hold('**/card-*.js');
    await openDemo(browser, page, '?auth=simulator_customer');
    await page.waitForSelector('.braintree-method--active');
    await page.click('[data-braintree-id="toggle"]');
    await page.waitForSelector('.braintree-sheet--loading');
    await frames();
    const shifts = await watchShifts();
    release();
    await page.waitForSelector(field('number'));
    await page.waitForSelector('[data-braintree-id="visa-card-icon"] svg path');
    assert.equal(await shifts(), []);
  });
}

it('saved methods\' marks arriving after the first paint move nothing; stacked methods never overlap (no notches)', async () => {
  const release = await hold('**/esm/marks/*.js');
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.waitForSelector('.braintree-method--active');
  await frames();
  const shifts = await watchShifts();
  release();
  await page.waitForFunction(() => document.querySelectorAll('.braintree-method__logo svg').length === 3);
  assert.equal(await shifts(), []);
  const boxes = await page.$$eval('.braintree-method', (els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  for (let i = 1; i < boxes.length; i++) assert.ok(boxes[i].top >= boxes[i - 1].bottom, 'each method has its own whole border');
});

it('the selected method\'s focus ring stands apart from its border', async () => {
  await openDemo(browser, page, '?auth=simulator_customer');
  await page.focus('.braintree-method:not(.braintree-method--active)');
  await page.keyboard.press('Shift+Tab');
  assert.ok(await page.$eval('.braintree-method--active', (el) => el === document.activeElement && el.matches(':focus-visible')));
  assert.is(await style('.braintree-method--active', 'outlineStyle'), 'solid');
  assert.ok(parseFloat(await style('.braintree-method--active', 'outlineOffset')) >= 2, 'a gap between border and ring');
});

test.run();
