// Stand-in for the PayPal JS SDK (www.paypal.com/sdk/js?client-id=…), which braintree-web's
// paypal-checkout loads for featherdrop: the SDK's global under the script's data-namespace (else
// `paypal`) with FUNDING, Buttons (isEligible, render, close) and Messages. The button is a plain
// button in the page; the real SDK renders it in a paypal.com frame, which no figure here includes.
(function () {
  var script = document.currentScript;
  var name = (script && script.getAttribute('data-namespace')) || 'paypal';
  var FUNDING = { PAYPAL: 'paypal', CREDIT: 'credit', PAYLATER: 'paylater', VENMO: 'venmo', CARD: 'card' };
  function renderButton(container, label) {
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    target.appendChild(button);
    return Promise.resolve();
  }
  window[name] = {
    FUNDING: FUNDING,
    Buttons: function (options) {
      return {
        isEligible: function () { return true; },
        render: function (container) { return renderButton(container, options.fundingSource === 'credit' ? 'PayPal Credit' : 'PayPal'); },
        close: function () { return Promise.resolve(); },
      };
    },
    Messages: function () {
      return { render: function () { return Promise.resolve(); } };
    },
  };
})();
