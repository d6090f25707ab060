const users = new Map<string, number>();

/**
 * Links a stylesheet once per page, shared by every widget instance (reference-counted), and returns
 * the function that releases this instance's use of it; the last release removes the <link>.
 */
export function linkStylesheet(id: string, href: string): () => void {
  const count = users.get(id) ?? 0;
  users.set(id, count + 1);
  if (count === 0 && !document.getElementById(id)) {
    const link = document.createElement('link');
    link.id = id;
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (users.get(id) ?? 1) - 1;
    users.set(id, left);
    if (left === 0) document.getElementById(id)?.remove();
  };
}

/** Where the built files sit: dist/, beside esm/. Set by the entry from its own URL. */
export type AssetUrl = (file: string) => string;
