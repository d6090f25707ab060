// The axe-in-the-page setup both 34-locale axe files share: the demo in a theme, a container for the widgets under
// test, axe loaded and `window.__axe(selector = wrapper)` running it with disabled elements included.
import { axe, openDemo } from './support.mjs';

/** Opens the demo (dark when `theme` is 'dark'), adds `#axe-container` and installs `window.__axe` for `wrapper`. */
export async function prepareAxePage(browser, page, wrapper, theme) {
  await openDemo(browser, page, `?auth=simulator_guest${theme ? `&theme=${theme}` : ''}`);
  await page.evaluate(() => document.querySelector('main').insertAdjacentHTML('beforeend', '<div id="axe-container"></div>'));
  await axe(page, 'main > h1');
  // axe from inside the page, disabled elements included (support.mjs's axe(), in page form).
  await page.evaluate((wrapper) => {
    window.__axe = async (selector = wrapper) => {
      const lifted = [...document.querySelectorAll(`${selector} [disabled]`)];
      for (const el of lifted) el.removeAttribute('disabled');
      try {
        const result = await window.axe.run(selector, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
      } finally {
        for (const el of lifted) el.setAttribute('disabled', '');
      }
    };
  }, wrapper);
}
