// Stand-in for PayPal's v6 SDK core (www.paypal.com/web-sdk/v6/core, www.sandbox.paypal.com for sandbox), which
// braintree-web's paypal-checkout-v6 loads for featherdrop's Pay Later. Our own code, written from PayPal's
// documented interface (https://developer.paypal.com/sdk/js/reference/), not PayPal's: `window.paypal` with
// `version` and `createInstance({ clientId, components, pageType, … })`, whose instance has
// `findEligibleMethods({ currencyCode, amount })` → `{ isEligible(method), getDetails(method) }` (Pay Later:
// USD, GBP, EUR, AUD; PayPal: any), the one-time payment sessions (`createPayPalOneTimePaymentSession`,
// `createPayLaterOneTimePaymentSession`, `createPayPalCreditOneTimePaymentSession`), whose
// `start(presentationOptions, orderPromise)` waits for the order, then shows PayPal's window (here an in-page
// dialog "PayPal (emulator stand-in)" with the order id): Approve calls onApprove({ orderId, payerId,
// fundingSource }), Cancel calls onCancel({ orderId }); a rejected order rejects start. The billing agreement
// sessions (`createPayPalBillingAgreementWithoutPurchase`, `createPayPalCreditBillingAgreementWithoutPurchase`) do
// the same with `start(presentationOptions, billingTokenPromise)`, approving with onApprove({ billingToken, payerId }).
// `createPayPalMessages({ currencyCode })` has `fetchContent({ amount, onReady })`, which hands onReady the message's
// content for <paypal-message>'s `setContent(content)`. The SDK's buttons are web components: <paypal-button>,
// <paypal-pay-later-button>, <paypal-credit-button>.
(function () {
  var PAYER = 'EMU-PAYPAL-PAYER';
  var PAY_LATER_CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD'];

  var approval = emulatorPayPalApproval; // stand-ins/paypal-approval.js, served before this script

  function session(fundingSource, options, agreement) {
    return {
      start: function (presentation, tokenPromise) {
        return Promise.resolve(tokenPromise).then(function (answer) {
          var token = answer && (agreement ? answer.billingToken : answer.orderId);
          if (!token) throw new Error(agreement ? 'Expected a billing token to be passed' : 'Expected an order id to be passed');
          var key = agreement ? 'billingToken' : 'orderId';
          return new Promise(function (resolve) {
            approval(token, function (approved) {
              var data = {};
              data[key] = token;
              if (!approved) {
                if (options.onCancel) options.onCancel(data);
                resolve();
                return;
              }
              data.payerId = PAYER;
              if (!agreement) data.fundingSource = fundingSource;
              Promise.resolve().then(function () { return options.onApprove(data); })
                .catch(function (error) { if (options.onError) options.onError(error); })
                .then(resolve);
            });
          });
        });
      },
    };
  }

  function button(label) {
    return class extends HTMLElement {
      connectedCallback() {
        if (this.shadowRoot) return;
        var inner = document.createElement('button');
        inner.type = 'button';
        inner.textContent = label;
        this.attachShadow({ mode: 'open' }).append(inner);
      }
    };
  }
  if (!customElements.get('paypal-message')) {
    customElements.define('paypal-message', class extends HTMLElement {
      setContent(content) { this.textContent = content && content.text; }
    });
  }
  [['paypal-button', 'PayPal'], ['paypal-pay-later-button', 'Pay Later'], ['paypal-credit-button', 'PayPal Credit']].forEach(function (pair) {
    if (!customElements.get(pair[0])) customElements.define(pair[0], button(pair[1]));
  });

  window.paypal = {
    version: '6.0.0-emulator',
    createInstance: function (options) {
      if (!options || !(options.clientId || options.clientToken)) return Promise.reject(new Error('clientId or clientToken is required'));
      return Promise.resolve({
        findEligibleMethods: function (eligibility) {
          var currency = String((eligibility && eligibility.currencyCode) || 'USD').toUpperCase();
          var eligible = { paypal: true, paylater: PAY_LATER_CURRENCIES.indexOf(currency) > -1, credit: currency === 'USD' };
          return Promise.resolve({
            isEligible: function (method) { return Boolean(eligible[method]); },
            getDetails: function (method) { return method === 'paylater' ? { productCode: 'PAYLATER', countryCode: 'US' } : { countryCode: 'US' }; },
          });
        },
        createPayPalOneTimePaymentSession: function (o) { return session('paypal', o); },
        createPayLaterOneTimePaymentSession: function (o) { return session('paylater', o); },
        createPayPalCreditOneTimePaymentSession: function (o) { return session('credit', o); },
        createPayPalBillingAgreementWithoutPurchase: function (o) { return session('paypal', o, true); },
        createPayPalCreditBillingAgreementWithoutPurchase: function (o) { return session('credit', o, true); },
        createPayPalMessages: function (messages) {
          return {
            fetchContent: function (o) {
              var content = { text: 'Pay in 4 payments of ' + (Number(o.amount) / 4).toFixed(2) + ' ' + messages.currencyCode + ' with PayPal (emulator stand-in)' };
              if (o.onReady) o.onReady(content);
              return Promise.resolve(content);
            },
          };
        },
      });
    },
  };
})();
