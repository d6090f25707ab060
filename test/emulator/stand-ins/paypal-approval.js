// PayPal's window in the emulator's PayPal SDK stand-ins (v5's paypal-sdk.js, v6's paypal-v6-core.js): an in-page
// dialog where the shopper approves or cancels the order or agreement `token`; `done(approved)`. The emulator
// serves this file before each of them.
function emulatorPayPalApproval(token, done) {
  var dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-label', 'PayPal (emulator stand-in)');
  dialog.setAttribute('data-emulator-paypal', token);
  dialog.style.cssText = 'position:fixed;inset:20% 30%;background:#fff;border:1px solid #888;padding:16px;z-index:2147483647';
  var text = document.createElement('p');
  text.textContent = 'Log in to PayPal to approve ' + token;
  var approve = document.createElement('button');
  approve.type = 'button';
  approve.textContent = 'Approve';
  var cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Cancel';
  dialog.append(text, approve, cancel);
  document.body.appendChild(dialog);
  approve.focus();
  approve.onclick = function () { dialog.remove(); done(true); };
  cancel.onclick = function () { dialog.remove(); done(false); };
}
