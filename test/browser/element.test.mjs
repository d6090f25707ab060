// <featherdrop-drop-in> (issue 31): the widget as a custom element, from the script tag and from featherdrop/element,
// in the page or in its own shadow root; and create() in a merchant's shadow root: styles, the card fields, labels,
// focus, the 3D Secure modal and the dark theme.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../demo/server.mjs';
import { launchChromium, scenario, withShot } from './support.mjs';

let shop;
let browser;
let page;
const pages = {};

test.before(async () => {
  shop = await startServer({ pages });
  browser = await launchChromium();
});
test.after(async () => {
  await browser.close();
  shop.server.close();
});
test.before.each(async () => {
  page = await browser.context.newPage();
  page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
});
test.after.each(async () => {
  await page.close();
});
const it = (name, body) => test(name, withShot(() => page, `element-${name}`, body));

/** A merchant page: `body`, then the script tag or the module entry; the element's events are recorded in window.events (`error`, which does not bubble, in the capture phase). */
async function open(path, body, { module = false } = {}) {
  const load = module ? '<script type="module">import "/dist/element/index.js";</script>' : '<script src="/dist/featherdrop.js"></script>';
  const record = `<script>window.events = []; for (const type of ['ready', 'error', 'paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected', 'changeActiveView'])
    document.addEventListener(type, (e) => window.events.push([type, e.target.id, type === 'ready' ? null : type === 'error' ? e.detail.message : e.detail]), type === 'error');</script>`;
  pages[path] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title>${record}</head><body>${body}${load}</body></html>`;
  await page.goto(`${shop.url}${path}`);
}

const events = () => page.evaluate(() => window.events.map(([type, id]) => `${type} ${id}`));
const ready = (id, count = 1) => page.waitForFunction(([id, count]) => window.events.filter(([type, target]) => type === 'ready' && target === id).length >= count, [id, count]);
const field = (autocomplete) => `#pay input[autocomplete="${autocomplete}"]`;

async function payByCard(selector = '#pay') {
  await page.fill(`${selector} input[autocomplete="cc-number"]`, '4111111111111111');
  await page.fill(`${selector} input[autocomplete="cc-exp"]`, '12/30');
  await page.fill(`${selector} input[autocomplete="cc-csc"]`, '123');
  await page.waitForFunction((s) => document.querySelector(s).isPaymentMethodRequestable(), selector);
  return page.evaluate((s) => document.querySelector(s).requestPaymentMethod(), selector);
}

it('the script tag defines it: attributes make the widget, DOM events mirror the instance\'s, methods forward to it', async () => {
  await open('/script.html', '<featherdrop-drop-in id="pay" authorization="simulator_guest"></featherdrop-drop-in>');
  await ready('pay');
  assert.ok(await page.evaluate(() => document.querySelector('#pay').instance), 'the instance is there');
  const result = await payByCard();
  assert.is(result.type, 'CreditCard');
  assert.match(result.nonce, /^tokencc_sim_/);
  const requestable = await page.evaluate(() => window.events.find(([type]) => type === 'paymentMethodRequestable')[2]);
  assert.equal(requestable, { type: 'CreditCard', paymentMethodIsSelected: false }, 'the payload is the event\'s detail');
  await page.waitForFunction(() => window.events.some(([type, id]) => type === 'changeActiveView' && id === 'pay'));
  assert.ok((await events()).includes('changeActiveView pay'), 'bubbling DOM events');
  await page.evaluate(() => document.querySelector('#pay').clearSelectedPaymentMethod());
  await page.waitForFunction(() => !document.querySelector('#pay').isPaymentMethodRequestable());
});

it('featherdrop/element in its own shadow root: styled there, the card fields work, the page\'s theming reaches it', async () => {
  await open('/shadow.html', `<div style="--fd-accent: rgb(200, 0, 100)">
    <featherdrop-drop-in id="pay" shadow authorization="simulator_guest" data-theme="dark"></featherdrop-drop-in></div>`, { module: true });
  await ready('pay');
  const inside = await page.evaluate(() => {
    const root = document.querySelector('#pay').shadowRoot;
    const wrapper = root.querySelector('[data-braintree-id="wrapper"]');
    return {
      inShadow: !!wrapper && !document.querySelector('[data-braintree-id="wrapper"]'),
      adopted: root.adoptedStyleSheets.length,
      accent: getComputedStyle(wrapper).getPropertyValue('--fd-c-accent').trim(),
      scheme: getComputedStyle(wrapper).colorScheme,
    };
  });
  assert.ok(inside.inShadow, 'the widget is in the shadow root, not in the page');
  assert.ok(inside.adopted > 0, 'its styles are adopted in the shadow root');
  assert.is(inside.accent, 'rgb(200, 0, 100)', 'a --fd-* property on an ancestor reaches it');
  assert.is(inside.scheme, 'dark', 'data-theme on the element themes it');
  await page.click('#pay >> text=Card number');
  assert.is(await page.evaluate(() => document.querySelector('#pay').shadowRoot.activeElement?.autocomplete), 'cc-number', 'a label focuses its field');
  const result = await payByCard();
  assert.is(result.type, 'CreditCard');
});

it('an attribute change recreates it; options update it where updateConfiguration can, else recreate it', async () => {
  await open('/attributes.html', '<featherdrop-drop-in id="pay" authorization="simulator_guest"></featherdrop-drop-in>');
  await ready('pay');
  await page.evaluate(() => document.querySelector('#pay').setAttribute('locale', 'de_DE'));
  await ready('pay', 2);
  await page.waitForSelector('#pay >> text=Kartennummer');
  const first = await page.evaluateHandle(() => document.querySelector('#pay').instance);
  await page.evaluate(() => { document.querySelector('#pay').options = { paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } }; });
  await ready('pay', 3);
  await page.waitForSelector('#pay .braintree-option__paypal');
  const second = await page.evaluateHandle(() => document.querySelector('#pay').instance);
  assert.not.ok(await page.evaluate(([a, b]) => a === b, [first, second]), 'a new option recreates the widget');
  await page.evaluate(() => { const el = document.querySelector('#pay'); el.options = { ...el.options, paypal: { ...el.options.paypal, amount: '12.00' } }; });
  assert.ok(await page.evaluate((b) => document.querySelector('#pay').instance === b, second), 'PayPal\'s amount is updated in place');
  assert.is(await page.evaluate(() => window.events.filter(([type]) => type === 'ready').length), 3);
});

it('removal tears it down; putting it back creates it again; a move in one go keeps it', async () => {
  await open('/lifecycle.html', '<div id="a"><featherdrop-drop-in id="pay" authorization="simulator_guest"></featherdrop-drop-in></div><div id="b"></div>');
  await ready('pay');
  const instance = await page.evaluateHandle(() => document.querySelector('#pay').instance);
  // The element's teardown() is recorded: a removal calls it in a microtask after disconnectedCallback.
  await page.evaluate(() => {
    const el = document.querySelector('#pay');
    const teardown = el.teardown;
    window.teardowns = [];
    el.teardown = function () { const done = teardown.call(this); window.teardowns.push(done); return done; };
  });
  const moved = await page.evaluate(async () => {
    document.querySelector('#b').append(document.querySelector('#pay'));
    // A task later every microtask the move queued has run, the one that would tear down among them.
    await new Promise((resolve) => setTimeout(resolve));
    return window.teardowns.length;
  });
  assert.is(moved, 0, 'moved in one go: not torn down');
  assert.ok(await page.evaluate((i) => document.querySelector('#pay').instance === i, instance), 'moved in one go: the same widget');
  const removed = await page.evaluate(async () => {
    const el = document.querySelector('#pay');
    el.remove();
    await new Promise((resolve) => setTimeout(resolve));
    const calls = window.teardowns.length;
    await window.teardowns[0];
    return { calls, children: el.children.length, instance: el.instance, sheets: document.adoptedStyleSheets.length };
  });
  assert.equal(removed, { calls: 1, children: 0, instance: null, sheets: 0 }, 'torn down, the same task later: nothing left');
  await page.evaluate(() => document.querySelector('#a').append(window.detached = document.createElement('featherdrop-drop-in')));
  await page.evaluate(() => { window.detached.id = 'again'; window.detached.setAttribute('authorization', 'simulator_guest'); });
  await ready('again');
  assert.is(await page.locator('#again [data-braintree-id="wrapper"]').count(), 1, 'one widget in the element put back');
  assert.ok(await page.isVisible('#again [data-braintree-id="wrapper"]'), 'the shopper sees it');
  const result = await payByCard('#again');
  assert.match(result.nonce, /^tokencc_sim_/, 'and it pays');
});

it('a bad authorization is an error event with create()\'s DropinError; requests reject with it', async () => {
  await open('/bad.html', '<featherdrop-drop-in id="pay" authorization="simulator_nope"></featherdrop-drop-in>');
  await page.waitForFunction(() => window.events.some(([type]) => type === 'error'));
  const error = await page.evaluate(() => window.events.find(([type]) => type === 'error')[2]);
  assert.is(error, 'There was an error creating Drop-in.');
  const rejected = await page.evaluate(() => document.querySelector('#pay').requestPaymentMethod().then(() => null, (e) => e.message));
  assert.is(rejected, error);
  assert.is(await page.evaluate(() => document.querySelector('#pay').children.length), 0, 'no half-built widget');
});

it('create() in a merchant\'s shadow root: styles, the card fields and labels, focus moves, the dark theme, the 3D Secure modal', async () => {
  const customer = scenario({ customer: true, paymentMethods: [] });
  pages['/merchant-shadow.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title><script src="/dist/featherdrop.js"></script></head>
    <body><button id="pay-button">Pay</button><div id="host"></div><script>
      const root = document.querySelector('#host').attachShadow({ mode: 'open' });
      root.innerHTML = '<section data-theme="dark"><div id="dropin"></div></section>';
      featherdrop.create({ authorization: ${JSON.stringify(customer)}, container: root.querySelector('#dropin'), threeDSecure: { amount: '10.00' } })
        .then((d) => { window.dropin = d; }, (e) => { window.failed = e.message; });
    </script></body></html>`;
  await page.goto(`${shop.url}/merchant-shadow.html`);
  await page.waitForFunction(() => window.dropin || window.failed);
  assert.is(await page.evaluate(() => window.failed), undefined);
  const styled = await page.evaluate(() => {
    const root = document.querySelector('#host').shadowRoot;
    return { adopted: root.adoptedStyleSheets.length > 0, scheme: getComputedStyle(root.querySelector('[data-braintree-id="wrapper"]')).colorScheme };
  });
  assert.equal(styled, { adopted: true, scheme: 'dark' });
  await page.click('#host >> text=Card number');
  assert.is(await page.evaluate(() => document.querySelector('#host').shadowRoot.activeElement?.autocomplete), 'cc-number', 'a label focuses its field');
  await page.fill('#host input[autocomplete="cc-number"]', '4000000000001091');
  await page.fill('#host input[autocomplete="cc-exp"]', '12/30');
  await page.fill('#host input[autocomplete="cc-csc"]', '123');
  await page.waitForFunction(() => window.dropin.isPaymentMethodRequestable());
  await page.focus('#pay-button');
  const paid = page.evaluate(() => window.dropin.requestPaymentMethod());
  await page.waitForSelector('[data-braintree-id="three-d-secure-modal"]');
  await page.click('[data-featherdrop-id="simulator-complete"]');
  const result = await paid;
  assert.is(result.liabilityShifted, true, 'the challenge, at the end of the page, completed');
  await page.waitForSelector('[data-braintree-id="three-d-secure-modal"]', { state: 'detached' });
  assert.is(await page.evaluate(() => document.activeElement?.id), 'pay-button', 'focus back on the merchant\'s button');
});

it('its error event stays on the element: window.onerror and window\'s error listeners see nothing', async () => {
  pages['/handled.html'] = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shop</title><script>
    window.seen = { onerror: [], listener: [], document: [], element: [] };
    window.onerror = (message) => { window.seen.onerror.push(String(message)); };
    window.addEventListener('error', (e) => window.seen.listener.push(e.type));
    document.addEventListener('error', (e) => window.seen.document.push(e.type));
  </script></head><body><featherdrop-drop-in id="pay"></featherdrop-drop-in><script src="/dist/featherdrop.js"></script><script>
    const element = document.querySelector('#pay');
    element.addEventListener('error', (e) => window.seen.element.push(e.detail.message));
    element.setAttribute('authorization', 'simulator_nope');
  </script></body></html>`;
  await page.goto(`${shop.url}/handled.html`);
  await page.waitForFunction(() => window.seen.element.length);
  await page.evaluate(() => document.querySelector('#pay').setAttribute('authorization', 'simulator_guest'));
  await page.waitForSelector('#pay [data-braintree-id="wrapper"]');
  // Read once a whole creation came after the failure: anything the failure sent `window`'s way has arrived.
  assert.equal(await page.evaluate(() => window.seen), {
    onerror: [], listener: [], document: [], element: ['There was an error creating Drop-in.'],
  }, 'only the element\'s own listener heard the failure, and the next creation succeeded without another error');
});

test.run();
