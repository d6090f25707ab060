// WCAG 2.2 criteria judged from the layout, in every view (docs/accessibility.md): reflow at 320 CSS px
// (1.4.10), text spacing overrides without clipping (1.4.12), target size of at least 24×24 CSS px or the
// spacing that stands for it (2.5.8).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite } from '../support.mjs';
import { VIEWS, openView, settled } from './views.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-layout', (b, p) => {
  browser = b;
  page = p;
});

const TARGETS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

/** What sticks out of the view's root sideways (needs a horizontal scroll), and whether the page scrolls sideways. */
function overflow(root) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const box = element.getBoundingClientRect();
    const out = [...element.querySelectorAll('*')].filter((child) => {
      const rect = child.getBoundingClientRect();
      if (!rect.width || !rect.height || getComputedStyle(child).visibility === 'hidden') return false;
      if (child.closest('[aria-hidden="true"]') && rect.width <= 1) return false;
      return rect.left < Math.max(box.left, 0) - 1 || rect.right > Math.min(box.right, window.innerWidth) + 1;
    }).map((child) => `${child.tagName.toLowerCase()}.${[...child.classList].join('.')} ${child.textContent.slice(0, 30)}`);
    return { out, pageScrolls: document.scrollingElement.scrollWidth > window.innerWidth };
  }, root);
}

for (const [name, view] of Object.entries(VIEWS)) {
  it(`1.4.10 reflow: ${name} at 320 CSS px needs no horizontal scroll; nothing is cut off at the sides`, async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    const root = await openView(browser, page, view);
    const { out, pageScrolls } = await overflow(root);
    assert.equal(out, []);
    assert.is(pageScrolls, false, 'the page scrolls sideways');
  });
}

/** WCAG 1.4.12's test values, set by the user's style sheet over the page's. */
const SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** Text cut off: an element with text whose own box or a clipping ancestor (up to the root) is smaller than its content. */
function clippedText(root) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const clipping = (node) => ['hidden', 'clip'].some((value) => getComputedStyle(node).overflowX === value || getComputedStyle(node).overflowY === value);
    const visuallyHidden = (node) => node.getBoundingClientRect().width <= 1 || getComputedStyle(node).clipPath !== 'none' || getComputedStyle(node).clip !== 'auto';
    const texts = [...element.querySelectorAll('*')].filter((node) => [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim()));
    const cut = [];
    for (const text of texts) {
      if (visuallyHidden(text) || !text.getClientRects().length) continue;
      for (let node = text; node && node !== element.parentElement; node = node.parentElement) {
        if (!clipping(node) || visuallyHidden(node)) continue;
        if (node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1) {
          cut.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')}: "${text.textContent.trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return [...new Set(cut)];
  }, root);
}

for (const [name, view] of Object.entries(VIEWS)) {
  for (const width of [375]) {
    it(`1.4.12 text spacing: ${name} at ${width} px with line, letter, word and paragraph spacing raised: no text cut off or overlapping`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const root = await openView(browser, page, view);
      await page.addStyleTag({ content: SPACING });
      await settled(page);
      assert.equal(await clippedText(root), []);
      const { out } = await overflow(root);
      assert.equal(out, [], 'nothing pushed out of the view');
    });
  }
}

/** Targets smaller than 24×24 whose 24 px circle would touch another target (WCAG 2.5.8's spacing rule); native, unstyled checkboxes are the user agent's. */
function smallTargets(root) {
  return page.evaluate(({ selector, targets }) => {
    const element = document.querySelector(selector);
    const all = [...element.querySelectorAll(targets)]
      .filter((target) => !target.disabled && target.getClientRects().length && getComputedStyle(target).visibility !== 'hidden')
      .map((target) => ({ target, rect: target.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && rect.height > 1);
    const centre = (rect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distance = (point, rect) => Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    const small = ({ rect }) => rect.width < 24 || rect.height < 24;
    return all.filter(small).filter((a) => {
      if (a.target.matches('input[type="checkbox"], input[type="radio"]') && a.target.closest('label')) return false; // the label is the target too
      const c = centre(a.rect);
      return all.some((b) => b !== a && !b.target.contains(a.target) && !a.target.contains(b.target)
        && (distance(c, b.rect) < 12 || (small(b) && Math.hypot(c.x - centre(b.rect).x, c.y - centre(b.rect).y) < 24)));
    }).map(({ target, rect }) => `${target.tagName.toLowerCase()}[${target.getAttribute('data-braintree-id') ?? target.getAttribute('aria-label') ?? target.textContent.trim().slice(0, 20)}] ${Math.round(rect.width)}×${Math.round(rect.height)}`);
  }, { selector: root, targets: TARGETS });
}

for (const [name, view] of Object.entries(VIEWS)) {
  it(`2.5.8 target size: every control in ${name} is at least 24×24 CSS px or spaced as if it were (800 and 375 px)`, async () => {
    for (const width of [800, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const root = await openView(browser, page, view);
      assert.equal(await smallTargets(root), [], `${width} px`);
    }
  });
}

test.run();
