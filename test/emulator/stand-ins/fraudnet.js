// Stand-in for PayPal's fraudnet fb.js: reads the parameter block braintree-web's data collector
// put on the page and reports it to the emulator, as the real script reports device data.
(function () {
  var block = document.querySelector('script[fncls="fnparams-dede7cc5-15fd-4c75-a9f4-36c430ee3a99"]');
  navigator.sendBeacon('https://c.paypal.com/stand-in/log', JSON.stringify({ call: 'fraudnet', parameters: block ? JSON.parse(block.text) : null }));
})();
