// Chromium's accessibility tree over CDP, as the tree tests read it: the nodes under a selector, the controls with
// their role, accessible name and visible text (docs/accessibility.md).
const CONTROLS = ['button', 'link', 'textbox', 'combobox', 'checkbox', 'radio', 'listbox', 'menuitem', 'tab', 'switch', 'dialog', 'alertdialog'];
/** Names a shopper reads the same in every language: brands, the IBAN, the demo shopper's e-mail, digits. */
export const SAME_EVERYWHERE = /IBAN|iDEAL|Bancontact|BLIK|EPS|Swish|PayPal Credit|PayPal|Venmo|Apple Pay|Google Pay|American Express|Mastercard|Visa|Discover|JCB|UnionPay|Maestro|Diners Club|shopper@example\.com|[\d\s•.,:()/×-]/g;

/** The accessibility tree under `selector`, as Chromium gives it to assistive technology. */
export async function tree(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(selector)})` });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { objectId: result.objectId });
    return nodes.filter((node) => !node.ignored);
  } finally {
    await cdp.detach();
  }
}

/** The controls under `selector` (role, accessible name and the text a sighted shopper reads on it), in tree order. */
export async function controls(page, selector) {
  const nodes = (await tree(page, selector)).filter((node) => CONTROLS.includes(node.role?.value));
  const cdp = await page.context().newCDPSession(page);
  try {
    return await Promise.all(nodes.map(async (node) => {
      const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: VISIBLE_TEXT, returnByValue: true });
      return { role: node.role.value, name: (node.name?.value ?? '').trim(), text: normal(result.value) };
    }));
  } finally {
    await cdp.detach();
  }
}

/** 2.5.3 is about a control's text label: a button's or link's text, without decorative glyphs (aria-hidden). */
const VISIBLE_TEXT = `function () {
  if (!this.matches('button, a')) return '';
  const copy = this.cloneNode(true);
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
}`;
/** Compared without case or white space (a button's parts are separate blocks, run together in its text). */
export const normal = (text) => text.replace(/\s+/g, '').toLowerCase();
