// The simulated gateway's bank page and wallet dialogs speak the widget's language and direction (issue 32),
// as the real ones do for the shopper, and the bank page is laid out as an issuer's page that fills its frame.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axe, browserSuite, demoQuery, openDemo, payResult, scenario } from './support.mjs';

let browser;
let page;
const it = browserSuite(test, 'simulator-locales', (b, p) => {
  browser = b;
  page = p;
});

const WALLETS = {
  paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' },
  venmo: true,
  applePay: { displayName: 'Feather', paymentRequest: { total: { label: 'Feather', amount: '10.00' } } },
  googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' }, button: { buttonType: 'buy' } },
};
const DIALOG = '[data-featherdrop-dialog]';
const ACS = '.featherdrop-3ds-acs';
const field = (name) => `[data-braintree-id="${name}-field-group"] input`;

/** The open dialog's language, direction, heading and buttons, as a shopper's screen reader gets them. */
const dialog = () => page.locator(DIALOG).first().evaluate((element) => {
  const root = element.closest('[lang]');
  return {
    lang: root?.getAttribute('lang'),
    dir: getComputedStyle(element.querySelector('h2')).direction,
    title: element.querySelector('h2').textContent,
    text: element.querySelector('p').textContent,
    buttons: [...element.querySelectorAll('button')].map((b) => b.textContent),
  };
});

async function openWallet(locale, option) {
  await openDemo(browser, page, demoQuery('simulator_guest', { locale, ...WALLETS }));
  await page.click(`.braintree-option__${option}`);
  await page.locator('.braintree-sheet--active button').first().click();
  await page.waitForSelector(`${DIALOG} button`);
}

it('de_DE: the PayPal window, the Apple Pay and Google Pay sheets speak German, amounts in German format; approving still pays', async () => {
  await openWallet('de_DE', 'paypal');
  assert.equal(await dialog(), {
    lang: 'de-DE', dir: 'ltr', title: 'PayPal (simuliert)',
    text: 'Testmodus: Es wird kein PayPal-Konto verwendet. Zahlung als shopper@example.com genehmigen?', buttons: ['Genehmigen', 'Abbrechen'],
  });
  assert.equal(await axe(page, DIALOG), []);
  await page.keyboard.press('Escape');

  await openWallet('de_DE', 'applePay');
  const apple = await dialog();
  assert.equal([apple.lang, apple.title, apple.buttons], ['de-DE', 'Apple Pay (simuliert)', ['Genehmigen', 'Abbrechen']]);
  assert.is(apple.text, 'Testmodus: Es wird nichts belastet. 10,00\u00a0$ mit Visa •••• 1111 bezahlen?');

  await openWallet('de_DE', 'googlePay');
  assert.is(await page.textContent('[data-braintree-id="google-pay-button"] button'), 'Mit Google Pay kaufen');
  const google = await dialog();
  assert.equal([google.title, google.text], ['Google Pay (simuliert)', 'Testmodus: Es wird nichts belastet. 10,00\u00a0$ mit Visa •••• 1111 bezahlen?']);
  await page.click(`${DIALOG} button:has-text("Genehmigen")`);
  assert.is((await payResult(page)).type, 'AndroidPayCard');
});

it('ar_EG: a wallet dialog is right to left in Arabic, the card number kept left to right inside it', async () => {
  await openWallet('ar_EG', 'applePay');
  const apple = await dialog();
  assert.equal([apple.lang, apple.dir, apple.buttons], ['ar-EG', 'rtl', ['موافقة', 'إلغاء']]);
  assert.ok(apple.text.includes('\u2068Visa •••• 1111\u2069'), apple.text);
  assert.equal(await axe(page, DIALOG), []);
});

it('Venmo\'s overlay stays English, as braintree-web\'s does, and says so (lang="en") for a German screen reader', async () => {
  await openWallet('de_DE', 'venmo');
  const venmo = await page.locator(DIALOG).first().evaluate((element) => ({ lang: element.getAttribute('lang'), dir: element.getAttribute('dir'), title: element.querySelector('h2').textContent }));
  assert.equal(venmo, { lang: 'en', dir: 'ltr', title: 'Venmo (simulated)' });
});

/** A client-token guest with 3D Secure on; the challenge card; the bank page once shown. */
async function openChallenge(locale) {
  await openDemo(browser, page, demoQuery(scenario({ authorizationType: 'clientToken' }), { locale, threeDSecure: { amount: '10.00' } }));
  await page.fill(field('number'), '4000000000001091');
  await page.fill(field('expiration-date'), '12/30');
  await page.fill(field('cvv'), '123');
  await page.evaluate(() => { window.demo.dropin.requestPaymentMethod().catch(() => {}); });
  await page.waitForSelector(`${ACS} button`);
  return page.locator(ACS).evaluate((element) => ({
    lang: element.getAttribute('lang'),
    dir: getComputedStyle(element).direction,
    bank: element.querySelector('.featherdrop-3ds-acs__bank').textContent,
    title: element.querySelector('h2').textContent,
    details: [...element.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt').textContent, row.querySelector('dd').textContent]),
    buttons: [...element.querySelectorAll('button')].map((b) => b.textContent),
  }));
}

it('the bank\'s page, in he_IL: Hebrew, right to left, with the shop, the amount and the card as an issuer shows them; axe-clean', async () => {
  const acs = await openChallenge('he_IL');
  assert.equal([acs.lang, acs.dir, acs.bank, acs.title, acs.buttons], ['he-IL', 'rtl', 'בנק מדומה', 'אשרו את הרכישה', ['השלמה', 'כישלון']]);
  assert.equal(acs.details.map(([name]) => name), ['בית עסק', 'סכום', 'כרטיס']);
  assert.is(acs.details[0][1], '127.0.0.1');
  assert.match(acs.details[1][1], /10\.00/);
  assert.is(acs.details[2][1], '•••• 1091');
  const modal = await page.locator('.featherdrop-3ds').evaluate((element) => [element.lang, element.dir]);
  assert.equal(modal, ['he-IL', 'rtl'], 'the modal around it (its close button translated) says its language, outside the widget');
  assert.equal(await axe(page, '[data-braintree-id="three-d-secure-modal"]'), []);
});

it('the bank\'s page fills its 400×400 frame: its parts reach from the top to the bottom, the buttons at the foot', async () => {
  const acs = await openChallenge('en_US');
  assert.equal([acs.title, acs.buttons], ['Confirm your purchase', ['Complete', 'Fail']]);
  const layout = await page.locator(ACS).evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const last = element.lastElementChild.getBoundingClientRect();
    const buttons = element.querySelector('button').getBoundingClientRect();
    return { frame: frame.height, emptyBelow: frame.bottom - last.bottom, buttonsFromBottom: frame.bottom - buttons.bottom };
  });
  assert.ok(layout.frame >= 398, `frame height ${layout.frame}`);
  assert.ok(layout.emptyBelow <= 30, `${layout.emptyBelow}px left empty below the page's last part`);
  assert.ok(layout.buttonsFromBottom <= 80, `buttons ${layout.buttonsFromBottom}px from the bottom`);
  await page.click(`${ACS} button:has-text("Complete")`);
  await page.waitForSelector('[data-braintree-id="three-d-secure-modal"]', { state: 'detached' });
});

test.run();
