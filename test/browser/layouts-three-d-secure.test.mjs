// 3D Secure in the accordion and tabs layouts (issue 43): a card payment through the simulator's challenge completes
// with liability shifted; a cancelled challenge leaves the card's row or tab open with the card as typed, the message
// shown and focus on that row or tab, and paying again goes through.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payChallengeCard, scenario } from './support.mjs';

const AUTH_FAILED = 'Something went wrong during 3D Secure authentication. Please try again.';
const GUEST = scenario({ authorizationType: 'clientToken' });
const MODAL = '[role="dialog"][aria-modal="true"]';
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;
// PayPal first: a layout that fell back to its first row or tab after a failure would leave the card.
const OPTIONS = { threeDSecure: { amount: '10.00' }, paymentOptionPriority: ['paypal', 'card'], paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' } };
/** Each layout's control for the card: the accordion's row button, the tab. */
const CARD = { accordion: '.featherdrop-accordion button.braintree-option__card', tabs: '[role="tab"].braintree-option__card' };
const OPEN = { accordion: 'aria-expanded', tabs: 'aria-selected' };

let browser;
let page;
const it = browserSuite(test, 'layouts-3ds', (b, p) => {
  browser = b;
  page = p;
});

/** Opens the card's row or tab by keyboard, types the challenge card and presses the demo's Pay button by keyboard. */
async function payWithChallengeCard(layout) {
  await openDemo(browser, page, demoQuery(GUEST, { ...OPTIONS, layout }));
  await page.waitForSelector(`${CARD[layout]}:not([disabled]):not([aria-disabled])`);
  await page.focus(CARD[layout]);
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${field('number')}:visible`);
  await payChallengeCard(page);
  await page.waitForSelector(`${MODAL} .featherdrop-3ds-acs button`);
}

const result = async () => {
  await page.waitForFunction(() => document.getElementById('result').textContent.length > 0);
  return JSON.parse(await page.textContent('#result'));
};

for (const layout of ['accordion', 'tabs']) {
  it(`${layout}: the challenge opens over the layout, focus inside; Complete pays with liability shifted; axe 0`, async () => {
    await payWithChallengeCard(layout);
    assert.is(await page.evaluate(() => document.activeElement.textContent), 'Complete', 'focus moved into the challenge');
    assert.is(await page.evaluate(() => window.demo.dropin.isPaymentMethodRequestable()), false, 'held back while the challenge is open');
    assert.equal(await axe(page, '.featherdrop-3ds'), []);
    await page.keyboard.press('Enter');
    const paid = await result();
    assert.is(paid.liabilityShifted, true);
    assert.is(paid.liabilityShiftPossible, true);
    assert.match(paid.nonce, /^sim_3ds_/);
    assert.is(await page.$(MODAL), null);
    assert.match(await page.textContent('.featherdrop-layout__saved .braintree-method--active'), '1091', 'the verified card is the one paying');
  });

  it(`${layout}: Escape on the challenge keeps the card's ${layout === 'tabs' ? 'tab' : 'row'} open as typed, focus on it, the message shown; paying again goes through`, async () => {
    await payWithChallengeCard(layout);
    // A shopper slower than the change-method transition: behind the challenge the methods view shows meanwhile.
    await page.waitForSelector(`${CARD[layout]}[${OPEN[layout]}="false"]`, { state: 'attached' });
    await page.keyboard.press('Escape');
    await page.waitForSelector(MODAL, { state: 'detached' });
    await page.waitForFunction((card) => document.activeElement?.matches(card), CARD[layout]);
    assert.is(await page.getAttribute(CARD[layout], OPEN[layout]), 'true');
    assert.is(await page.inputValue(field('number')), '4000 0000 0000 1091', 'nothing to type again');
    assert.ok(await page.isVisible(field('number')));
    assert.match(await page.textContent('[data-braintree-id="sheet-error"]'), AUTH_FAILED);
    assert.equal(await axe(page), []);
    await page.waitForFunction(() => !document.getElementById('pay').disabled);
    await page.click('#pay');
    await page.click(`${MODAL} button:has-text("Complete")`);
    assert.is((await result()).liabilityShifted, true);
  });
}

test.run();
