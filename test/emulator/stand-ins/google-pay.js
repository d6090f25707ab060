// Stand-in for Google's pay.js (https://pay.google.com/gp/p/js/pay.js), ours, not Google's code: the
// `google.payments.api.PaymentsClient` featherdrop's Google Pay slice uses. isReadyToPay says yes;
// createButton gives a plain button; loadPaymentData opens a small dialog in the page (Google's sheet is
// a popup) whose Continue makes the gateway call Google's servers make with the request's tokenization
// parameters (here to the emulator, POST https://pay.google.com/emulator/tokenize) and resolves the
// paymentData whose token is the gateway's answer as it came, the JSON braintree-web's parseResponse reads;
// when no answer comes, it rejects as Google does on an internal error (statusCode INTERNAL_ERROR). Cancel
// rejects with statusCode CANCELED.
(function () {
  function tokenizationParameters(request) {
    if (request.apiVersion === 2) {
      var card = (request.allowedPaymentMethods || []).filter(function (m) { return m.type === 'CARD'; })[0];
      return card && card.tokenizationSpecification && card.tokenizationSpecification.parameters;
    }
    return request.paymentMethodTokenizationParameters && request.paymentMethodTokenizationParameters.parameters;
  }

  function paymentData(request, token) {
    var info = { cardNetwork: 'VISA', cardDetails: '1111' };
    if (request.apiVersion === 2) {
      return {
        apiVersion: 2,
        apiVersionMinor: 0,
        paymentMethodData: { type: 'CARD', description: 'Visa •••• 1111', info: info, tokenizationData: { type: 'PAYMENT_GATEWAY', token: token } },
      };
    }
    return { cardInfo: Object.assign({ cardDescription: 'Visa •••• 1111', cardClass: 'CREDIT' }, info), paymentMethodToken: { tokenizationType: 'PAYMENT_GATEWAY', token: token } };
  }

  function sheet(onContinue, onCancel) {
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Google Pay');
    dialog.setAttribute('data-emulator', 'google-pay-sheet');
    dialog.style.cssText = 'position:fixed;inset:20% 25% auto;padding:16px;background:#fff;border:1px solid #888;z-index:2147483647;font:16px sans-serif';
    dialog.innerHTML = '<p>Google Pay (emulator stand-in): Visa •••• 1111</p>';
    function button(label, then) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.addEventListener('click', function () { dialog.remove(); then(); });
      dialog.appendChild(b);
    }
    button('Continue', onContinue);
    button('Cancel', onCancel);
    document.body.appendChild(dialog);
  }

  function PaymentsClient(options) {
    this.environment = (options && options.environment) || 'TEST';
  }
  PaymentsClient.prototype.isReadyToPay = function () {
    return Promise.resolve({ result: true });
  };
  PaymentsClient.prototype.createButton = function (options) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Buy with Google Pay';
    button.addEventListener('click', function (event) { options.onClick(event); });
    return button;
  };
  PaymentsClient.prototype.prefetchPaymentData = function () {};
  PaymentsClient.prototype.loadPaymentData = function (request) {
    return new Promise(function (resolve, reject) {
      sheet(function () {
        fetch('https://pay.google.com/emulator/tokenize', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(tokenizationParameters(request) || {}) })
          .then(function (response) { return response.text(); })
          .then(function (token) { resolve(paymentData(request, token)); }, function () {
            reject({ statusCode: 'INTERNAL_ERROR', statusMessage: 'emulator stand-in: the gateway did not answer' });
          });
      }, function () {
        reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
      });
    });
  };

  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient: PaymentsClient } };
})();
