// Our stand-in for braintree-web's frame-service pages (not in the npm package), bundled at test start with
// framebus: the protocol of lib/frame-service/external, as the SDK's SEPA and local payment popups use it.
// - dispatch-frame.html, the hidden iframe the SDK adds to the merchant's page (named `dispatch_<service id>`):
//   joins the service's framebus channel, says DISPATCH_FRAME_READY, and reports for the popup.
// - sepa-landing-frame.html and local-payment-landing-frame.html, the popup's first page (the SDK then sends
//   the popup to the approval URL).
// - redirect-frame.html and local-payment-redirect-frame.html, where the bank's page returns (`?success=1` or `?cancel=1`): hands the query to the
//   dispatch frame beside the opener's page (a named child of the opener, reachable from another origin), which
//   reports it on the bus as DISPATCH_FRAME_REPORT; the SDK then closes the popup.
// - paypal-landing-frame.html, the popup's first page for PayPal's one-click repeat (startVaultInitiatedCheckout), and
//   cancel-frame.html, where PayPal's Cancel returns: reports FRAME_SERVICE_FRAME_CLOSED to the dispatch frame, as
//   braintree-web's own does, and closes the popup.
// - venmo-desktop-frame.html, braintree-web venmo's desktop QR code overlay (external/venmo-desktop.js adds it
//   to the merchant's page as `#<environment>_<channel>`): joins the channel, says VENMO_DESKTOP_IFRAME_READY, shows
//   the QR code for the payment context the SDK names (DISPLAY_QR_CODE), the app's progress (AUTHORIZING, AUTHORIZE)
//   and errors (DISPLAY_ERROR, with Try again: REQUEST_NEW_QR_CODE); Cancel says VENMO_DESKTOP_CUSTOMER_CANCELED.
import Framebus from 'framebus';

const page = location.pathname.split('/').pop().replace(/(\.min)?\.html$/, '');
const params = Object.fromEntries(new URLSearchParams(location.search));

function venmoDesktop() {
  const bus = new Framebus({ channel: location.hash.slice(1).split('_').slice(1).join('_') });
  document.title = 'Venmo (emulator stand-in)';
  document.body.style.cssText = 'margin:0;height:100vh;display:grid;place-items:center;background:rgba(0,0,0,.6);font:16px sans-serif';
  const panel = document.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Venmo (emulator stand-in)');
  panel.style.cssText = 'background:#fff;padding:24px;min-width:280px';
  const status = Object.assign(document.createElement('p'), { textContent: 'Generating a QR code' });
  status.setAttribute('role', 'status');
  const code = document.createElement('div');
  code.setAttribute('aria-label', 'QR code');
  const retry = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Try again', hidden: true });
  const cancel = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Cancel' });
  panel.append(status, code, retry, cancel);
  document.body.append(panel);
  retry.onclick = () => {
    retry.hidden = true;
    status.textContent = 'Generating a QR code';
    bus.emit('VENMO_DESKTOP_REQUEST_NEW_QR_CODE');
  };
  cancel.onclick = () => bus.emit('VENMO_DESKTOP_CUSTOMER_CANCELED');
  bus.on('VENMO_DESKTOP_DISPLAY_QR_CODE', ({ id, merchantId }) => {
    retry.hidden = true;
    code.dataset.contextId = id;
    code.textContent = `QR code: ${merchantId} ${id}`;
    status.textContent = 'To scan the QR code, open your Venmo app';
  });
  bus.on('VENMO_DESKTOP_AUTHORIZING', () => { status.textContent = 'Authorize on your Venmo app'; });
  bus.on('VENMO_DESKTOP_AUTHORIZE', () => { status.textContent = 'Venmo account authorized'; });
  bus.on('VENMO_DESKTOP_DISPLAY_ERROR', ({ message }) => {
    status.textContent = message;
    retry.hidden = false;
  });
  bus.on('VENMO_DESKTOP_CLOSED_FROM_PARENT', () => {
    delete code.dataset.contextId;
    code.textContent = '';
    status.textContent = '';
  });
  bus.emit('VENMO_DESKTOP_IFRAME_READY');
}

if (page === 'venmo-desktop-frame') {
  venmoDesktop();
} else if (page === 'dispatch-frame') {
  const bus = new Framebus({ channel: window.name.split('_')[1] });
  window.report = (payload, err = null) => bus.emit('frameService:DISPATCH_FRAME_REPORT', { err, payload });
  bus.emit('frameService:DISPATCH_FRAME_READY');
} else if (page.endsWith('redirect-frame')) {
  const serviceId = window.name.split('_').pop();
  window.opener.frames[`dispatch_${serviceId}`].report(params);
  document.body.textContent = 'Returning to the shop…';
} else if (page === 'cancel-frame') {
  // braintree-web's own cancel frame reports the window closed (its frame service's error), then closes it.
  const serviceId = window.name.split('_').pop();
  window.opener.frames[`dispatch_${serviceId}`].report(params, { type: 'INTERNAL', code: 'FRAME_SERVICE_FRAME_CLOSED', message: 'Frame closed before tokenization could occur.' });
  window.close();
} else {
  document.body.textContent = 'Opening the bank…';
}
