import { constants } from './sdk.js';

/**
 * Issue 13: a hidden copy of the card frames' page, loaded as create() starts, while the configuration is on
 * its way, puts the page (its script inline) into the HTTP cache partition the real frames use (this page's
 * site, a cross-site frame: a preload from the page itself would land in another), so it comes from the cache.
 * The URL is the one braintree-web builds for its frames (e.g. hosted-fields/external/compose-url.js) before a
 * client exists, on `channel`. The copy leaves once loaded, or when `leave` is called.
 *
 * Issue 40, `shared` (where the early fields are, `Element.moveBefore`): the frames use that channel too, so the copy's URL is theirs
 * to the fragment, and V8, which caches a compiled script by its source and URL, compiles their script once,
 * in the copy, while the configuration is on its way. The copy then stays until `leave` is called (its script
 * would be gone from the cache with it): by the early fields once ready. It sits in a blank frame of its own: the fields'
 * frames look for their siblings among this page's frames by URL, and would take it for one; its messages go
 * unanswered (braintree-web's bus hears only the fields' own frames).
 */
export function warmFramePage(container: HTMLElement, page: string, channel: string) {
  const shared = 'moveBefore' in Element.prototype;
  const outer = container.appendChild(document.createElement('iframe'));
  outer.style.display = 'none';
  const frame = shared ? outer.contentDocument!.body.appendChild(document.createElement('iframe')) : outer;
  frame.src = `${constants.ASSETS_URLS.production}/web/${constants.VERSION}/html/${page}#${channel}`;
  const leave = () => outer.remove();
  if (!shared) frame.onload = leave;
  return { leave, shared };
}
