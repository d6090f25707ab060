// Keyboard helpers for the accessibility tests: Tab through a view as a keyboard user does and describe each
// stop: what it is (its hook, name or text), whether focus shows on it (the pixels around it change when it
// takes focus: WCAG 2.4.7), and whether something else covers it (2.4.11).

/** A stop's short description: its data-braintree-id / data-featherdrop-id, else its accessible label or text. */
export const describe = (page) => page.evaluate(() => {
  const element = document.activeElement;
  const hook = element.getAttribute('data-braintree-id') ?? element.getAttribute('data-featherdrop-id');
  if (hook) return hook;
  const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.innerText ?? element.innerText ?? element.textContent;
  return `${element.tagName.toLowerCase()}: ${label.replace(/\s+/g, ' ').trim().slice(0, 40)}`;
});

/** Whether the focused element is inside `root`. */
const inside = (page, root) => page.evaluate((selector) => !!document.querySelector(selector)?.contains(document.activeElement), root);

/** The focused element's box, grown by a margin for its focus ring, within the viewport (a screenshot clip). */
const ringBox = (page) => page.evaluate(() => {
  const rect = document.activeElement.getBoundingClientRect();
  const x = Math.max(rect.left - 6, 0);
  const y = Math.max(rect.top - 6, 0);
  return { x, y, width: Math.min(rect.right + 6, window.innerWidth) - x, height: Math.min(rect.bottom + 6, window.innerHeight) - y };
});

/** Something else drawn over the focused element's centre (a sticky bar, a dialog left open): WCAG 2.4.11. */
const obscured = (page) => page.evaluate(() => {
  const element = document.activeElement;
  const rect = element.getBoundingClientRect();
  if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.right <= 0 || rect.left >= window.innerWidth) return 'out of view';
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  return hit && (hit === element || element.contains(hit)) ? null : `covered by ${hit?.tagName.toLowerCase()}.${[...(hit?.classList ?? [])].join('.')}`;
});

/**
 * Tabs from just before `root` (a button put there) through it, until focus leaves it or comes back to the first
 * stop (a dialog's trap); returns the stops. With `look`, each stop also says whether focus shows on it
 * (the pixels around it with and without focus differ) and whether it is obscured.
 */
export async function tabThrough(page, root, { look = false, max = 40 } = {}) {
  await page.evaluate((selector) => {
    const start = document.createElement('button');
    start.id = 'tab-start';
    start.textContent = 'start';
    const target = document.querySelector(selector);
    (target.closest('#dropin-container') ?? target).before(start);
    start.focus();
  }, root);
  const stops = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (!(await inside(page, root))) {
      if (stops.length) break;
      continue; // not in yet (a dialog traps focus: it is already inside)
    }
    const name = await describe(page);
    if (stops.length && name === stops[0].name) break;
    const stop = { name };
    if (look) {
      const clip = await ringBox(page);
      const focused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      stop.obscured = await obscured(page);
      await page.evaluate(() => {
        window.__refocus = document.activeElement;
        document.activeElement.blur();
      });
      const unfocused = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      await page.evaluate(() => window.__refocus.focus());
      stop.focusShows = !focused.equals(unfocused);
    }
    stops.push(stop);
  }
  await page.evaluate(() => document.getElementById('tab-start')?.remove());
  return stops;
}
