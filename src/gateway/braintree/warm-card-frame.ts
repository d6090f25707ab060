import { constants } from './sdk.js';

/**
 * Issue 13, where the early card fields cannot be moved into the sheet (no `Element.moveBefore`,
 * early-card-fields.ts): the card fields are created once the configuration is in, and then two round
 * trips away: their page, then its script. A hidden
 * copy of that page, loaded as create() starts, while the configuration is on its way, puts both into the
 * HTTP cache partition the real frames use (this page's site, a cross-site frame: a preload from the page
 * itself would land in another), so they come from the cache. The URL is the one braintree-web builds for
 * its frames (hosted-fields/external/compose-url.js) before a client exists; its channel has no listener.
 * The copy leaves once loaded, or when the returned function is called.
 */
export function warmCardFrame(container: HTMLElement) {
  const frame = container.appendChild(document.createElement('iframe'));
  frame.style.display = 'none';
  frame.src = `${constants.ASSETS_URLS.production}/web/${constants.VERSION}/html/hosted-fields-frame.min.html#featherdrop`;
  return (frame.onload = () => frame.remove());
}
