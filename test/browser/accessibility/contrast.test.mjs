// WCAG 2.2 1.4.11 non-text contrast (docs/accessibility.md): the boundaries that show where a control is
// (card fields, billing inputs and selects, the tiles of saved methods and ways to pay), a field's error
// border and the focus indicators (a field's ring, a button's outline) reach 3:1 against what is behind
// them, in the light and the dark theme. axe judges text contrast (1.4.3), not these.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { browserSuite } from '../support.mjs';
import { VIEWS, field, openView } from './views.mjs';

let browser;
let page;
const it = browserSuite(test, 'a11y-contrast', (b, p) => {
  browser = b;
  page = p;
});

const THEMES = { light: '', dark: '&theme=dark' };
const BOUNDED = '.braintree-form__field, .braintree-method, .braintree-option, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea';

/** In the page: colour parsing, the opaque background behind an element, and WCAG's contrast ratio. */
function installContrast() {
  return page.evaluate(() => {
    const parse = (value) => {
      const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [];
      if (value.startsWith('color(srgb')) return { rgb: numbers.slice(0, 3).map((n) => n * 255), alpha: numbers[3] ?? 1 };
      return { rgb: numbers.slice(0, 3), alpha: numbers[3] ?? 1 };
    };
    const over = (top, bottom) => top.rgb.map((c, i) => c * top.alpha + bottom[i] * (1 - top.alpha));
    const background = (element) => {
      const layers = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour.alpha > 0) layers.push(colour);
        if (colour.alpha === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const luminance = (rgb) => rgb.map((c) => c / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const ratio = (a, b) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The contrast of a colour drawn around `element` (its border, ring or outline) with what is behind the element. */
    window.__contrast = (element, colour) => {
      const behind = element.parentElement ? background(element.parentElement) : [255, 255, 255];
      return Math.round(ratio(over(parse(colour), behind), behind) * 100) / 100;
    };
  });
}

/** Every visible bounded control in `root`: the contrast of its border with what is behind it. */
function boundaries(root) {
  return page.evaluate(({ root, selector }) => [...document.querySelector(root).querySelectorAll(selector)]
    .filter((element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).borderTopStyle !== 'none' && parseFloat(getComputedStyle(element).borderTopWidth) > 0)
    .map((element) => ({
      name: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${element.textContent.trim().slice(0, 24)}`,
      ratio: window.__contrast(element, getComputedStyle(element).borderTopColor),
    })), { root, selector: BOUNDED });
}

const LOW = (found) => found.filter(({ ratio }) => ratio < 3).map(({ name, ratio }) => `${name}: ${ratio}`);

for (const [theme, query] of Object.entries(THEMES)) {
  for (const name of ['saved methods', 'payment options', 'other ways to pay', 'card sheet with errors', 'billing address', 'vault manager', 'accordion with the card open', 'tabs with a menu']) {
    it(`1.4.11 ${theme}: the boundary of every control in ${name} reaches 3:1`, async () => {
      const root = await openView(browser, page, VIEWS[name], query);
      await installContrast();
      const found = await boundaries(root);
      assert.ok(found.length > 0, 'controls with a boundary are there');
      assert.equal(LOW(found), []);
    });
  }

  it(`1.4.11 ${theme}: a focused field's ring, a field's error border and a focused button's outline reach 3:1`, async () => {
    const root = await openView(browser, page, VIEWS['card sheet with errors'], query);
    await installContrast();
    const read = (selector, property) => page.locator(`${root} ${selector}`).first().evaluate((element, property) => {
      const style = getComputedStyle(element);
      const colour = property === 'box-shadow' ? style.boxShadow.match(/^(rgba?\([^)]*\)|color\([^)]*\))/)[1] : style.getPropertyValue(property);
      return window.__contrast(element, colour);
    }, property);
    const error = await read('[data-braintree-id="number-field-group"] .braintree-form__field', 'border-top-color');
    await page.focus(field('cvv'));
    const ring = await read('[data-braintree-id="cvv-field-group"] .braintree-form__field', 'box-shadow');
    await page.focus(field('number'));
    const errorFocus = await read('[data-braintree-id="number-field-group"] .braintree-form__field', 'outline-color');
    for (const [what, ratio] of Object.entries({ error, ring, errorFocus })) assert.ok(ratio >= 3, `${what}: ${ratio}`);
  });

  it(`1.4.11 ${theme}: the focus outline of each button of the saved methods reaches 3:1`, async () => {
    const root = await openView(browser, page, VIEWS['saved methods'], query);
    await installContrast();
    const outlines = [];
    for (let step = 0; step < 30 && outlines.length < 6; step += 1) {
      await page.keyboard.press('Tab');
      const found = await page.evaluate((root) => {
        const element = document.activeElement;
        if (!element.matches(`${root} button`)) return null;
        return { name: element.textContent.trim().slice(0, 24), ratio: window.__contrast(element, getComputedStyle(element).outlineColor) };
      }, root);
      if (found) outlines.push(found);
    }
    assert.ok(outlines.length >= 3, `${outlines.length} buttons reached`);
    assert.equal(LOW(outlines), []);
  });
}

test.run();
