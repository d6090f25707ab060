// The emulator tier's view of the popups braintree-web's frame service opens (local payments, PayPal's one-click
// repeat): whether one is closed, as Playwright and the opening page see it.
import * as assert from 'uvu/assert';
import { eventually } from './tier.mjs';

/** Keeps the page's handle of each window it opens: the browser's own word on whether it closed. */
export const watchOpened = (page) => page.evaluate(() => {
  window.opened = [];
  const open = window.open;
  window.open = (...args) => {
    const opened = open.apply(window, args);
    if (opened) window.opened.push(opened);
    return opened;
  };
});

/** Every window the page opened is closed, as the browser tells the page itself (`window.closed`) (see watchOpened). */
const openedAllClosed = (page) => page.evaluate(() => window.opened?.length > 0 && window.opened.every((opened) => opened.closed));

/**
 * Closed as Playwright counts it, or as its target says: a popup closed while it navigates between origins (the
 * SDK sends it to its landing page just before it closes it) can leave isClosed() false on a page that is gone;
 * then anything asked of it fails with "Target page, context or browser has been closed".
 */
const gone = async (page, window) => window.isClosed() || await openedAllClosed(page) || Promise.race([
  window.evaluate(() => false).catch((error) => /has been closed|Target closed/.test(String(error?.message))),
  new Promise((resolve) => setTimeout(resolve, 1000, false)),
]);

/**
 * The SDK closes its window itself. Polled rather than awaited as Playwright's 'close' event: the window may
 * close between isClosed() and the event's listener (a 30 s wait for a close already past, once in three full runs).
 */
export const closed = (page, window) => eventually(() => gone(page, window), 30_000).then((isGone) => assert.ok(isGone, "the SDK's window is closed"));
