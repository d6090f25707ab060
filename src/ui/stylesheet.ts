const ID = 'featherdrop-stylesheet';
let users = 0;

/** dist/featherdrop.css, linked once for all instances and removed with the last one. */
export function linkStylesheet(): () => void {
  if (users++ === 0 && !document.getElementById(ID)) {
    const link = document.createElement('link');
    link.id = ID;
    link.rel = 'stylesheet';
    link.href = new URL('../featherdrop.css', import.meta.url).href;
    document.head.appendChild(link);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--users === 0) document.getElementById(ID)?.remove();
  };
}
