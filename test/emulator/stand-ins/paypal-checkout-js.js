// Stand-in for checkout.js v4 (www.paypalobjects.com/api/checkout.min.js), which
// braintree-web-drop-in 1.31.2 loads for PayPal: `paypal.FUNDING` and `paypal.Button.render(config,
// selector)` resolving once a plain button is in the page. The real script renders its button in a
// paypal.com frame, which no figure here includes.
(function () {
  var FUNDING = { PAYPAL: 'paypal', CREDIT: 'credit', CARD: 'card', VENMO: 'venmo', ELV: 'elv', IDEAL: 'ideal' };
  window.paypal = {
    FUNDING: FUNDING,
    Button: {
      render: function (config, selector) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = config.style && config.style.label === 'credit' ? 'PayPal Credit' : 'PayPal';
        document.querySelector(selector).appendChild(button);
        return Promise.resolve();
      },
    },
  };
})();
