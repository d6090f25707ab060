// Installs a happy-dom window as the global browser for a unit-test file. Import it first.
import { Window } from 'happy-dom';

const window = new Window({
  url: 'https://merchant.example/checkout',
  settings: { disableCSSFileLoading: true, disableJavaScriptFileLoading: true, disableIframePageLoading: true },
});

const names = [
  'window', 'document', 'navigator', 'location', 'HTMLElement', 'HTMLInputElement', 'HTMLFormElement', 'HTMLScriptElement',
  'Element', 'Node', 'Text', 'DocumentFragment', 'SVGElement', 'Event', 'KeyboardEvent', 'MouseEvent', 'FocusEvent',
  'InputEvent', 'CustomEvent', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame', 'cancelAnimationFrame',
];
for (const name of names) {
  Object.defineProperty(globalThis, name, { value: (window as any)[name], configurable: true, writable: true });
}

export { window };

/** Signals DOM updates are deferred: let rendering and promise chains settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A fresh, empty container in the page. */
export function freshContainer(id = 'dropin-container'): HTMLElement {
  document.body.innerHTML = '';
  const div = document.createElement('div');
  div.id = id;
  document.body.appendChild(div);
  return div;
}

/** The stylesheets on the page: adopted ones, <style> and <link rel=stylesheet> elements. */
export const pageStyles = () => document.adoptedStyleSheets.length + document.querySelectorAll('style, link[rel="stylesheet"]').length;
