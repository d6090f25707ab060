// Stand-in for Cardinal's songbird.js (served at the configuration's cardinalSongbirdUrl): the part of
// window.Cardinal braintree-web's 3D Secure uses. setup() completes with a session id; continue()
// hands the SDK's inline framework a challenge frame (the bank page at the lookup's acsUrl) and
// validates once that page says the shopper confirmed. Each call is reported to the emulator.
(function () {
  var handlers = {};
  var log = function (entry) {
    navigator.sendBeacon('https://songbirdstag.cardinalcommerce.com/stand-in/log', JSON.stringify(entry));
  };
  var emit = function (name) {
    var args = Array.prototype.slice.call(arguments, 1);
    (handlers[name] || []).forEach(function (handler) { handler.apply(null, args); });
  };

  window.Cardinal = {
    configure: function (configuration) { log({ call: 'configure', configuration: configuration }); },
    on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); },
    off: function (name) { delete handlers[name]; },
    setup: function (kind, data) {
      log({ call: 'setup', kind: kind, jwt: data && data.jwt });
      setTimeout(function () { emit('payments.setupComplete', { sessionId: 'emu-df-reference-id', modules: [] }); }, 0);
    },
    trigger: function (name, value) {
      log({ call: 'trigger', name: name, value: value });
      return Promise.resolve({ Status: true });
    },
    continue: function (paymentType, payment, order) {
      log({ call: 'continue', paymentType: paymentType, acsUrl: payment.AcsUrl, payload: payment.Payload, transactionId: order.OrderDetails.TransactionId });
      var acs = new URL(payment.AcsUrl);
      acs.searchParams.set('transactionId', order.OrderDetails.TransactionId);
      function onMessage(event) {
        if (event.origin !== acs.origin || !event.data || !event.data.emulatorChallenge) return;
        window.removeEventListener('message', onMessage);
        var confirmed = event.data.emulatorChallenge === 'confirm';
        emit('payments.validated', {
          ActionCode: confirmed ? 'SUCCESS' : 'FAILURE',
          Validated: confirmed,
          ErrorNumber: 0,
          Payment: { ExtendedData: confirmed ? {} : { ChallengeCancel: '01' } },
        }, confirmed ? 'emu-validated-jwt' : 'emu-failed-jwt');
      }
      window.addEventListener('message', onMessage);
      var html = '<iframe name="emu-challenge" title="Bank verification" width="400" height="400" style="border:0" src="' + acs.href + '"></iframe>';
      emit('ui.inline.setup', html, { paymentType: 'CCA', data: { mode: 'static' } }, function () {}, function () {});
    },
  };
})();
