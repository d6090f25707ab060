/** Stylesheets a merchant placed themselves (featherdrop's own id, or the original's): then none of ours is added. */
const MERCHANT_SHEETS = '#featherdrop-stylesheet, #braintree-dropin-stylesheet';

type StyleRoot = Document | ShadowRoot;

const sheets = new Map<string, CSSStyleSheet>();
const users = new WeakMap<StyleRoot, Map<string, { count: number; style?: HTMLStyleElement }>>();
const constructable = () => typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in document;

/** The document, or the shadow root, a node lives in. */
function rootOf(node: Node): StyleRoot {
  const root = node.getRootNode?.();
  return root && (root.nodeType === 9 || (root.nodeType === 11 && 'host' in root)) ? (root as StyleRoot) : document;
}

function add(root: StyleRoot, id: string, css: string): HTMLStyleElement | undefined {
  if (constructable()) {
    let sheet = sheets.get(id);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(id, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return undefined;
  }
  // Browsers without constructable stylesheets: a <style> element (strict CSP pages stay unstyled there).
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  (root === document ? document.head : root).appendChild(style);
  return style;
}

/**
 * Adds one area's styles (CSS text in the `featherdrop` cascade layer) to the document or shadow root
 * holding `node`, once per root, shared by every widget there (reference-counted); returns the function
 * that releases this use, the last release removes them. Constructable stylesheets: nothing to fetch (or
 * to 404 in a merchant's bundle), shadow roots styled, allowed by strict CSP.
 */
export function adoptStyles(id: string, css: string, node: Node = document): () => void {
  const root = rootOf(node);
  if (document.querySelector(MERCHANT_SHEETS) || (root !== document && root.querySelector(MERCHANT_SHEETS))) return () => {};
  let byId = users.get(root);
  if (!byId) users.set(root, (byId = new Map()));
  const use = byId.get(id) ?? { count: 0 };
  if (use.count++ === 0) use.style = add(root, id, css);
  byId.set(id, use);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--use.count > 0) return;
    byId!.delete(id);
    if (use.style) use.style.remove();
    else root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== sheets.get(id));
  };
}
