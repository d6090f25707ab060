// Stands in for @braintree/browser-detection/is-incognito, which braintree-web's Venmo asks in
// venmo.create (detectincognitojs: in Chromium a storage quota query, about 40 ms of waiting on the browser
// on a fresh profile). A private window stays private for the page's life, so the first answer serves every
// call; the Venmo adapter asks as soon as its module arrives, while the configuration is on its way.
var detectIncognito = require('@braintree/browser-detection/dist/is-incognito');
var answer;

module.exports = function isIncognito() {
  if (!answer) answer = detectIncognito();
  return answer;
};
