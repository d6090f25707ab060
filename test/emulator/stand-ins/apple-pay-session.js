// Stand-in for Safari's ApplePaySession, ours, not Apple's code, installed with the emulator tier's
// `initScripts` (Chromium has no Apple Pay). It keeps the session's state machine as WebKit does: begin()
// opens the sheet (a small dialog in the page) and asks the page to validate the merchant
// (onvalidatemerchant); completeMerchantValidation takes only an object that is a merchant session
// (a TypeError otherwise, as WebKit's) and lets the shopper press Pay, which hands the page a payment with
// its token (onpaymentauthorized); completePayment closes the sheet; abort() closes it without an event;
// the sheet's Cancel fires oncancel; a call out of turn throws InvalidAccessError. Every step is logged in
// `window.emulatorApplePay.log` for the tests.
(function () {
  var record = { log: [], sessions: 0 };
  window.emulatorApplePay = record;

  function invalidAccess(what) {
    return new DOMException(what + ' is not allowed in this state', 'InvalidAccessError');
  }

  function ApplePaySession(version, request) {
    if (!ApplePaySession.supportsVersion(version)) throw new DOMException('version ' + version + ' is not supported', 'InvalidAccessError');
    ['countryCode', 'currencyCode', 'supportedNetworks', 'merchantCapabilities', 'total'].forEach(function (key) {
      if (!request || request[key] == null) throw new TypeError('Member ApplePayPaymentRequest.' + key + ' is required');
    });
    record.sessions += 1;
    record.request = request;
    this.state = 'idle';
    this.onvalidatemerchant = null;
    this.onpaymentauthorized = null;
    this.oncancel = null;
  }
  ApplePaySession.STATUS_SUCCESS = 0;
  ApplePaySession.STATUS_FAILURE = 1;
  ApplePaySession.supportsVersion = function (version) { return version >= 1 && version <= 14; };
  ApplePaySession.canMakePayments = function () { return true; };
  ApplePaySession.canMakePaymentsWithActiveCard = function () { return Promise.resolve(true); };

  ApplePaySession.prototype.begin = function () {
    if (this.state !== 'idle') throw invalidAccess('begin');
    var session = this;
    record.log.push('begin');
    this.state = 'validating';
    this.sheet = document.createElement('div');
    this.sheet.setAttribute('role', 'dialog');
    this.sheet.setAttribute('aria-label', 'Apple Pay');
    this.sheet.setAttribute('data-emulator', 'apple-pay-sheet');
    this.sheet.style.cssText = 'position:fixed;inset:20% 25% auto;padding:16px;background:#fff;border:1px solid #888;z-index:2147483647;font:16px sans-serif';
    this.sheet.innerHTML = '<p>Apple Pay (emulator stand-in): Visa 1111</p>';
    this.pay = this.button('Pay', function () {
      if (session.state !== 'ready') return;
      session.state = 'authorizing';
      record.log.push('paymentauthorized');
      session.pay.disabled = true;
      if (session.onpaymentauthorized) {
        session.onpaymentauthorized({
          payment: {
            token: {
              paymentData: { version: 'EC_v1', data: 'emu-encrypted-payment-data', signature: 'emu-signature', header: { ephemeralPublicKey: 'emu-key', publicKeyHash: 'emu-hash', transactionId: 'emu-apple-transaction' } },
              paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
              transactionIdentifier: 'emu-apple-transaction',
            },
          },
        });
      }
    });
    this.pay.disabled = true;
    this.button('Cancel', function () {
      if (session.state === 'done') return;
      record.log.push('cancel');
      session.close();
      if (session.oncancel) session.oncancel({});
    });
    document.body.appendChild(this.sheet);
    setTimeout(function () {
      record.log.push('validatemerchant');
      if (session.onvalidatemerchant) session.onvalidatemerchant({ validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession' });
    });
  };
  ApplePaySession.prototype.button = function (label, then) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.addEventListener('click', then);
    this.sheet.appendChild(b);
    return b;
  };
  ApplePaySession.prototype.close = function () {
    this.state = 'done';
    if (this.sheet) this.sheet.remove();
  };
  ApplePaySession.prototype.completeMerchantValidation = function (merchantSession) {
    if (this.state !== 'validating') throw invalidAccess('completeMerchantValidation');
    if (!merchantSession || typeof merchantSession !== 'object' || typeof merchantSession.merchantSessionIdentifier !== 'string') {
      record.log.push('completeMerchantValidation:invalid');
      throw new TypeError('Type error');
    }
    record.log.push('completeMerchantValidation');
    this.state = 'ready';
    this.pay.disabled = false;
  };
  ApplePaySession.prototype.completePayment = function (status) {
    if (this.state !== 'authorizing') throw invalidAccess('completePayment');
    record.log.push('completePayment:' + (status === ApplePaySession.STATUS_SUCCESS ? 'success' : 'failure'));
    this.close();
  };
  ApplePaySession.prototype.abort = function () {
    if (this.state === 'done' || this.state === 'idle') throw invalidAccess('abort');
    record.log.push('abort');
    this.close();
  };

  window.ApplePaySession = ApplePaySession;
})();
