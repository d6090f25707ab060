// Stands in for @braintree/wrap-promise, which lets each braintree-web function take a Node-style
// callback as its last argument as well as return its promise. featherdrop only ever uses the promises
// and never hands braintree-web a callback, so every function stays as it is.
function wrapPromise(fn) {
  return fn;
}
wrapPromise.wrapPrototype = (target) => target;
module.exports = wrapPromise;
