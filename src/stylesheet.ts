/** Stylesheets a merchant placed themselves (featherdrop's own id, or the original's): then none of ours is added. */
const PLACED = '#featherdrop-stylesheet,#braintree-dropin-stylesheet';

type StyleRoot = Document | ShadowRoot;

const uses = new WeakMap<StyleRoot, Map<string, { count: number; remove(): void }>>();

/** Adds the styles to a root and returns how to remove them. */
function add(root: StyleRoot, css: string): () => void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => { root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet); };
  } catch {
    // No constructable stylesheets (Safari before 16.4): a <style> element, which a strict CSP refuses.
    const style = document.createElement('style');
    style.textContent = css;
    (root === document ? document.head : root).append(style);
    return () => style.remove();
  }
}

/**
 * Adds one area's styles (CSS text in the `featherdrop` cascade layer) to the document or shadow root
 * holding `node`, once per root, shared by every widget there (reference-counted); returns the function
 * that releases this use, the last release removes them. Constructable stylesheets: nothing to fetch (or
 * to 404 in a merchant's bundle), shadow roots styled, allowed by strict CSP. `placeable`: styles
 * dist/featherdrop.css holds, which a stylesheet the merchant placed replaces.
 */
export function adoptStyles(id: string, css: string, node: Node = document, placeable = true): () => void {
  const found = node.getRootNode?.() as StyleRoot | undefined;
  const root = found && 'adoptedStyleSheets' in found ? found : document;
  if (placeable && (document.querySelector(PLACED) || root.querySelector(PLACED))) return () => {};
  let byId = uses.get(root);
  if (!byId) uses.set(root, (byId = new Map()));
  const use = byId.get(id) ?? { count: 0, remove: () => {} };
  if (!use.count++) use.remove = add(root, css);
  byId.set(id, use);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--use.count) return;
    byId!.delete(id);
    use.remove();
  };
}
