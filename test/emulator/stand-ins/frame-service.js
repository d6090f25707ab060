// Our stand-in for braintree-web's frame-service pages (not in the npm package), bundled at test start with
// framebus: the protocol of lib/frame-service/external, as the SDK's SEPA and local payment popups use it.
// - dispatch-frame.html, the hidden iframe the SDK adds to the merchant's page (named `dispatch_<service id>`):
//   joins the service's framebus channel, says DISPATCH_FRAME_READY, and reports for the popup.
// - sepa-landing-frame.html and local-payment-landing-frame.html, the popup's first page (the SDK then sends
//   the popup to the approval URL).
// - redirect-frame.html and local-payment-redirect-frame.html, where the bank's page returns (`?success=1` or `?cancel=1`): hands the query to the
//   dispatch frame beside the opener's page (a named child of the opener, reachable from another origin), which
//   reports it on the bus as DISPATCH_FRAME_REPORT; the SDK then closes the popup.
import Framebus from 'framebus';

const page = location.pathname.split('/').pop().replace(/(\.min)?\.html$/, '');
const params = Object.fromEntries(new URLSearchParams(location.search));

if (page === 'dispatch-frame') {
  const bus = new Framebus({ channel: window.name.split('_')[1] });
  window.report = (payload) => bus.emit('frameService:DISPATCH_FRAME_REPORT', { err: null, payload });
  bus.emit('frameService:DISPATCH_FRAME_READY');
} else if (page.endsWith('redirect-frame')) {
  const serviceId = window.name.split('_').pop();
  window.opener.frames[`dispatch_${serviceId}`].report(params);
  document.body.textContent = 'Returning to the shop…';
} else {
  document.body.textContent = 'Opening the bank…';
}
