// The demo merchant page: options come from the query string so every scenario has a URL. The picker
// shows the scenario in effect, and "Copy this configuration" shows the create() call for the picked one.
const form = document.getElementById('scenario');
const pay = document.getElementById('pay');
const status = document.getElementById('status');
const result = document.getElementById('result');
const config = document.getElementById('config');
const configNote = document.getElementById('config-note');
const copy = document.getElementById('copy');

const DEFAULT_AUTH = 'simulator_customer';

/** The widget's 34 locales (docs/options.md, "Locales"; demo.test.mjs compares them with the translations). */
const LOCALES = [
  'ar_EG', 'cs_CZ', 'da_DK', 'de_DE', 'el_GR', 'en_AU', 'en_GB', 'en_IN', 'en_US', 'es_ES', 'es_XC', 'fi_FI',
  'fr_CA', 'fr_FR', 'fr_XC', 'he_IL', 'hu_HU', 'id_ID', 'it_IT', 'ja_JP', 'ko_KR', 'nl_NL', 'no_NO', 'pl_PL',
  'pt_BR', 'pt_PT', 'ru_RU', 'sk_SK', 'sv_SE', 'th_TH', 'zh_CN', 'zh_HK', 'zh_TW', 'zh_XC',
];

/** A locale's name in its own language, from the browser (Intl.DisplayNames), and its id. */
function localeLabel(id) {
  const tag = id.replace('_', '-');
  try {
    return `${new Intl.DisplayNames([tag], { type: 'language' }).of(tag)} — ${id}`;
  } catch {
    return id;
  }
}
const localeSelect = form.elements.namedItem('locale');
for (const id of LOCALES.filter((l) => l !== 'en_US')) localeSelect.add(new Option(localeLabel(id), id));
localeSelect.options[0].textContent = `${localeLabel('en_US')} (default)`;

/** The create() options a query string (or the picker's fields) stands for. */
function optionsFrom(params) {
  const options = {
    authorization: params.get('auth') || DEFAULT_AUTH,
    container: '#dropin-container',
  };
  if (params.get('locale')) options.locale = params.get('locale');
  if (params.get('vaultManager') === '1') options.vaultManager = true;
  if (params.get('nopreselect') === '1') options.preselectVaultedPaymentMethod = false;
  if (params.get('threeDSecure') === '1') options.threeDSecure = { amount: '10.00' };
  if (params.get('dataCollector') === '1') options.dataCollector = true;
  if (params.get('wallets') === '1') {
    Object.assign(options, {
      paypal: { flow: 'checkout', amount: '10.00', currency: 'USD' },
      paypalCredit: { flow: 'checkout', amount: '10.00', currency: 'USD' },
      venmo: true,
      applePay: { displayName: 'Feather shop', paymentRequest: { total: { label: 'Feather shop', amount: '10.00' } } },
      googlePay: { transactionInfo: { currencyCode: 'USD', totalPriceStatus: 'FINAL', totalPrice: '10.00' } },
    });
  }
  // SEPA Direct Debit needs your customer id and EUR merchant account, ACH your mandate text (docs/options.md).
  // The bank's SEPA mandate names the merchant by the account's name the gateway knows (the simulator's
  // merchantName, "Feather shop"), not by merchantAccountId.
  if (params.get('banks') === '1') {
    Object.assign(options, {
      sepa: { customerId: 'demo-customer', merchantAccountId: 'demo-eur-account' },
      usBankAccount: { mandateText: 'By paying, I authorize Feather shop to debit the bank account above for this order.' },
    });
  }
  // Local payment methods pay in their own currency: the euro ones here (BLIK is PLN, Swish SEK: docs/options.md).
  if (params.get('local') === '1') {
    options.localPayment = {
      methods: ['ideal', 'bancontact', 'eps'], amount: '10.00', currencyCode: 'EUR', givenName: 'Jan', surname: 'Jansen',
      displayName: 'Feather shop', fallback: { url: `${location.origin}/`, buttonText: 'Back to Feather shop' },
    };
  }
  if (params.get('options')) Object.assign(options, JSON.parse(params.get('options')));
  return options;
}

/**
 * The picker shows the query's scenario, defaults included. A value it does not list (a custom
 * simulator_… scenario, another locale) is added to it, so a select is never blank; `options` (any other
 * create option) rides along in a hidden field, so Apply keeps it.
 */
function showInPicker(params) {
  for (const field of form.elements) {
    if (!field.name) continue;
    const value = params.get(field.name);
    if (field.type === 'checkbox') field.checked = value === '1';
    else if (field.type === 'hidden') {
      field.value = value ?? '';
      field.disabled = !field.value;
    } else if (field.tagName === 'SELECT') {
      const wanted = value || field.options[0].value;
      if (![...field.options].some((option) => option.value === wanted)) {
        field.add(new Option(field.name === 'auth' ? 'Custom scenario (from the URL)' : wanted, wanted));
      }
      field.value = wanted;
    }
  }
}

const isIdentifier = (key) => /^[A-Za-z_$][\w$]*$/.test(key);

/** A value as readable JavaScript source: single quotes, bare keys, short objects on one line. */
function source(value, indent = '') {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  const entries = Array.isArray(value)
    ? value.map((item) => source(item, inner))
    : Object.entries(value).map(([key, item]) => `${isIdentifier(key) ? key : `'${key}'`}: ${source(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (!entries.length) return `${open}${close}`;
  const line = Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
  if (line.length + indent.length <= 90 && !line.includes('\n')) return line;
  return `${open}\n${entries.map((entry) => `${inner}${entry},`).join('\n')}\n${indent}${close}`;
}

/** The create() call for `options`, to paste into a page that loads featherdrop.js. */
function snippet(options) {
  const lines = source(options).split('\n');
  // Always one option per line at the top level, the authorization with its production note.
  const body = lines.length > 1 ? lines.slice(1, -1) : Object.entries(options).map(([key, item]) => `  ${key}: ${source(item, '  ')},`);
  const noted = body.map((line) => (line.startsWith('  authorization: ') ? `${line} // in production: a client token from your server` : line));
  return `const dropin = await featherdrop.create({\n${noted.join('\n')}\n});`;
}

const params = new URLSearchParams(location.search);
const options = optionsFrom(params);
showInPicker(params);

// Themes (docs/theming.md): data-theme on an ancestor of the container; "brand" sets --fd-* properties.
// Not a create() option, so the picker applies it at once.
const applyTheme = (theme) => {
  if (theme) document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
};
applyTheme(params.get('theme'));
form.elements.namedItem('theme')?.addEventListener('change', (event) => applyTheme(event.target.value));

/** The snippet follows the picker; until Apply it says the widget still runs the applied configuration. */
/**
 * 3D Secure needs a client token, which a guest's simulated authorization (a tokenization key) is not: the
 * box is disabled for a guest, and the note says why, rather than letting create() fail.
 */
function guardThreeDSecure() {
  const box = form.elements.namedItem('threeDSecure');
  const guest = form.elements.namedItem('auth').value === 'simulator_guest';
  if (guest) box.checked = false;
  box.disabled = guest;
  document.getElementById('three-d-secure-note').hidden = !guest;
}

function showConfiguration() {
  guardThreeDSecure();
  const picked = optionsFrom(new URLSearchParams(new FormData(form)));
  config.textContent = snippet(picked);
  configNote.hidden = JSON.stringify(picked) === JSON.stringify(options);
}
form.addEventListener('change', showConfiguration);
showConfiguration();

copy.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(config.textContent);
    copy.textContent = 'Copied';
  } catch {
    getSelection().selectAllChildren(config); // no clipboard access: selected, for Ctrl+C
    copy.textContent = 'Selected: press Ctrl+C';
  }
  setTimeout(() => { copy.textContent = 'Copy'; }, 2000);
});

/**
 * The order's price in what the chosen way to pay charges: the local payment methods their own amount and
 * currency (a saved or new LocalPayment too), SEPA Direct Debit €10.00 into the EUR merchant account (a saved
 * SEPA account too), everything else $10.00. By the view shown (an option's sheet), else the selected method's type.
 */
const LOCAL = new Set(['ideal', 'bancontact', 'blik', 'eps', 'swish', 'LocalPayment']);
const charged = (chosen) => {
  if (LOCAL.has(chosen) && options.localPayment) return [options.localPayment.amount, options.localPayment.currencyCode];
  return chosen === 'sepa' || chosen === 'SEPADebitAccount' ? ['10.00', 'EUR'] : ['10.00', 'USD'];
};
const showPrice = (chosen) => {
  const [amount, currency] = charged(chosen);
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
  document.getElementById('price').textContent = price;
  pay.textContent = `Pay ${price}`;
};

window.demo = { options, ready: null };
window.demo.ready = featherdrop.create(options).then((dropin) => {
  window.demo.dropin = dropin;
  pay.disabled = !dropin.isPaymentMethodRequestable();
  // The first view and selected method are read from the widget's classes (the original's hooks: the wrapper's
  // braintree-show-<view>, the active method's data-type); later ones come as events.
  let view = /braintree-show-(\S+)/.exec(document.querySelector('.braintree-dropin-wrapper').className)[1];
  let selected = document.querySelector('.braintree-method--active')?.dataset.type;
  const followView = () => showPrice(view === 'methods' || view === 'options' ? selected : view);
  followView();
  dropin.on('changeActiveView', ({ newViewId }) => {
    view = newViewId;
    followView();
  });
  dropin.on('paymentMethodRequestable', ({ type, paymentMethodIsSelected }) => {
    if (paymentMethodIsSelected) selected = type;
    followView();
  });
  dropin.on('paymentMethodRequestable', () => { pay.disabled = false; });
  dropin.on('noPaymentMethodRequestable', () => { pay.disabled = true; });
  pay.addEventListener('click', async () => {
    status.textContent = 'Requesting payment method…';
    try {
      const payload = await dropin.requestPaymentMethod();
      status.textContent = `Got a ${payload.type} nonce — your server would now create the transaction.`;
      result.textContent = JSON.stringify(payload, null, 2);
    } catch (error) {
      // docs/errors.md, rule 2: the widget already shows the shopper what to fix; no second message.
      status.textContent = error.type === 'customer' ? '' : `${error.name}: ${error.message}`;
    }
  });
  return dropin;
}, (error) => {
  // Handled here (shown, and kept for the tests), so the page has no uncaught rejection.
  status.textContent = `${error.name}: ${error.message}`;
  window.demo.error = { name: error.name, message: error.message, type: error.type };
});
