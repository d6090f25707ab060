// WCAG 2.2 1.4.1 Use of Color (docs/accessibility.md): what colour says is said another way too. Looked at
// with the page in greys (CSS grayscale over the whole page, then the pixels read back): the selected saved
// method's round mark is filled and the others' are empty rings; every field in error, and the sheet's error,
// says so in words a shopper sees, not only by its red border; in light and dark.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite } from '../support.mjs';
import { VIEWS, openView } from './views.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-use-of-colour', (b, p) => {
  browser = b;
  page = p;
});

const THEMES = { light: '', dark: '&theme=dark' };

/** The relative luminance (0–1) of the centre pixel of `selector`'s screenshot, the whole page in greys. */
async function centreLuminance(selector) {
  const png = (await page.locator(selector).screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (png) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(image.width / 2), Math.floor(image.height / 2), 1, 1).data;
    const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, png);
}

const ratio = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

for (const [theme, query] of Object.entries(THEMES)) {
  it(`1.4.1 ${theme}: in greys, the selected method's mark is filled and the others' are empty rings`, async () => {
    await openView(browser, page, VIEWS['saved methods'], query);
    await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
    const check = (active) => `.braintree-method${active ? '.braintree-method--active' : ':not(.braintree-method--active)'} .braintree-method__check`;
    assert.is(await page.locator(check(true)).count(), 1);
    const filled = await centreLuminance(check(true));
    const rings = [];
    for (let i = 0; i < await page.locator(check(false)).count(); i += 1) rings.push(await centreLuminance(`${check(false)} >> nth=${i}`));
    assert.ok(rings.length >= 2, 'unselected methods are there');
    const surface = await page.evaluate(() => getComputedStyle(document.querySelector('.braintree-method')).backgroundColor);
    for (const ring of rings) assert.ok(ratio(filled, ring) >= 3, `the filled mark stands out from an empty ring by lightness alone: ${ratio(filled, ring).toFixed(2)}:1 (surface ${surface})`);
  });

  it(`1.4.1 ${theme}: every field in error and the sheet's error say so in words under the red`, async () => {
    const root = await openView(browser, page, VIEWS['card sheet with errors'], query);
    const fields = await page.evaluate((root) => [...document.querySelector(root).querySelectorAll('[aria-invalid="true"]')].map((input) => {
      const words = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id))
        .filter((element) => element && element.getBoundingClientRect().height > 0 && getComputedStyle(element).visibility === 'visible')
        .map((element) => element.textContent.trim()).filter(Boolean);
      return { field: input.getAttribute('aria-label') ?? input.name ?? input.id, words };
    }), root);
    assert.ok(fields.length >= 3, `fields in error: ${fields.length}`);
    assert.equal(fields.filter(({ words }) => !words.length).map(({ field }) => field), [], 'a field in error with nothing in words');
    assert.is(await page.textContent(`${root} [data-braintree-id="sheet-error-text"]`), 'Check your information and try again');
  });
}

test.run();
