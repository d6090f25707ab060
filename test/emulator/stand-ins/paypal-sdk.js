// Stand-in for the PayPal JS SDK (www.paypal.com/sdk/js?client-id=…), which braintree-web's
// paypal-checkout loads for featherdrop: the SDK's global under the script's data-namespace (else
// `paypal`) with FUNDING, Buttons (isEligible, render, close) and Messages. Our own code, not PayPal's.
// The button is a plain button in the page (the real SDK renders it in a paypal.com frame). A click does
// what the real button does with the merchant's callbacks (https://developer.paypal.com/sdk/js/reference/):
// createOrder (checkout) or createBillingAgreement (vault) for the token, then PayPal's window, here an
// in-page dialog "PayPal (emulator stand-in)" showing the token: Approve calls onApprove with the data a
// real approval gives (orderID, payerID, paymentID, billingToken, facilitatorAccessToken, paymentSource),
// Cancel calls onCancel({ orderID }); a rejected or failing callback goes to onError, as in the real SDK.
(function () {
  var script = document.currentScript;
  var name = (script && script.getAttribute('data-namespace')) || 'paypal';
  var FUNDING = { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo', CARD: 'card' };
  var PAYER = 'EMU-PAYPAL-PAYER';

  function fail(options, error) {
    if (options.onError) options.onError(error);
  }

  /** PayPal's window (stand-ins/paypal-approval.js, served before this script): approves or cancels `token`. */
  function approval(options, token) {
    emulatorPayPalApproval(token, function (approved) {
      if (!approved) {
        if (options.onCancel) options.onCancel({ orderID: token });
        return;
      }
      var data = options.createBillingAgreement
        ? { orderID: null, billingToken: token, payerID: PAYER, paymentID: null, facilitatorAccessToken: 'emu-facilitator-token', paymentSource: options.fundingSource || 'paypal' }
        : { orderID: token, billingToken: null, payerID: PAYER, paymentID: null, facilitatorAccessToken: 'emu-facilitator-token', paymentSource: options.fundingSource || 'paypal' };
      Promise.resolve().then(function () { return options.onApprove(data); }).catch(function (error) { fail(options, error); });
    });
  }

  function renderButton(options, container, label) {
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.onclick = function () {
      var create = options.createBillingAgreement || options.createOrder;
      Promise.resolve().then(function () { return create(); }).then(function (token) {
        if (typeof token !== 'string' || !token) throw new Error('Expected an order id to be passed');
        approval(options, token);
      }).catch(function (error) { fail(options, error); });
    };
    target.appendChild(button);
    return Promise.resolve();
  }

  window[name] = {
    FUNDING: FUNDING,
    Buttons: function (options) {
      var button;
      return {
        isEligible: function () { return true; },
        render: function (container) {
          return renderButton(options, container, options.fundingSource === 'credit' ? 'PayPal Credit' : 'PayPal').then(function () {
            button = (typeof container === 'string' ? document.querySelector(container) : container).lastElementChild;
          });
        },
        close: function () {
          if (button) button.remove();
          return Promise.resolve();
        },
      };
    },
    Messages: function () {
      return { render: function () { return Promise.resolve(); } };
    },
  };
})();
