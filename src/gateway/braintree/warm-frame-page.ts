import { constants } from './sdk.js';

/**
 * Issue 13, where a slice's early frames cannot be moved into its sheet (no `Element.moveBefore`; the card's
 * early fields): its frames are created once the configuration is in, and then two round trips away: their
 * page, then its script. A hidden copy of that page, loaded as create() starts, while the configuration is on
 * its way, puts both into the HTTP cache partition the real frames use (this page's site, a cross-site frame:
 * a preload from the page itself would land in another), so they come from the cache. The URL is the one
 * braintree-web builds for its frames (e.g. hosted-fields/external/compose-url.js) before a client exists; its
 * channel has no listener. The copy leaves once loaded, or when the returned function is called.
 */
export function warmFramePage(container: HTMLElement, page: string) {
  const frame = container.appendChild(document.createElement('iframe'));
  frame.style.display = 'none';
  frame.src = `${constants.ASSETS_URLS.production}/web/${constants.VERSION}/html/${page}#featherdrop`;
  return (frame.onload = () => frame.remove());
}
