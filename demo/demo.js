// The demo merchant page: options come from the query string so every scenario has a URL.
const params = new URLSearchParams(location.search);
const form = document.getElementById('scenario');
for (const [name, value] of params) {
  const field = form.elements.namedItem(name);
  if (field?.type === 'checkbox') field.checked = value === '1';
  else if (field) field.value = value;
}

// Themes (README, "Theming"): data-theme on an ancestor of the container; "brand" sets --fd-* properties.
if (params.get('theme')) document.documentElement.dataset.theme = params.get('theme');

const pay = document.getElementById('pay');
const status = document.getElementById('status');
const result = document.getElementById('result');

const options = {
  authorization: params.get('auth') || 'simulator_customer',
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
if (params.get('options')) Object.assign(options, JSON.parse(params.get('options')));

window.demo = { options, ready: null };
window.demo.ready = featherdrop.create(options).then((dropin) => {
  window.demo.dropin = dropin;
  pay.disabled = !dropin.isPaymentMethodRequestable();
  dropin.on('paymentMethodRequestable', () => { pay.disabled = false; });
  dropin.on('noPaymentMethodRequestable', () => { pay.disabled = true; });
  pay.addEventListener('click', async () => {
    status.textContent = 'Requesting payment method…';
    try {
      const payload = await dropin.requestPaymentMethod();
      status.textContent = `Got a ${payload.type} nonce — your server would now create the transaction.`;
      result.textContent = JSON.stringify(payload, null, 2);
    } catch (error) {
      status.textContent = `${error.name}: ${error.message}`;
    }
  });
  return dropin;
}, (error) => {
  status.textContent = `${error.name}: ${error.message}`;
  window.demo.error = { name: error.name, message: error.message, type: error.type };
  throw error;
});
