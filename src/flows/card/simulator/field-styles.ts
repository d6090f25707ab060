// `card.overrides.styles` on the simulated fields, as braintree-web's hosted-fields frame applies them to its
// input: braintree-web's allow-list of properties, inject-stylesheet's checks of selectors and values (what
// the frame runs), a class name's computed styles (braintree-web's getStylesFromClass). The frame's input
// carries its field's name and `valid` / `invalid` as classes; here those are featherdrop-hf-* classes, and
// every rule is scoped to one set of simulated inputs, so nothing else on the page is touched.
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import getStylesFromClass from 'braintree-web/hosted-fields/external/get-styles-from-class.js';
import { filterStyleKeys } from 'inject-stylesheet/dist/lib/filter-style-keys.js';
import { filterStyleValues } from 'inject-stylesheet/dist/lib/filter-style-values.js';
import { validateSelector } from 'inject-stylesheet/dist/lib/validate-selector.js';

const { allowedStyles } = hostedFieldsConstants;

/** The classes the frame's input can carry, and the simulated input's class for each. */
const FRAME_CLASSES = ['number', 'cvv', 'expirationDate', 'expirationMonth', 'expirationYear', 'postalCode', 'cardholderName', 'valid', 'invalid'];
export const frameClass = (name: string) => `featherdrop-hf-${name}`;

type Rule = Record<string, string | number>;

/** A trailing pseudo-element (`::placeholder`, the prefixed placeholders, `::selection`) cannot sit inside :is(). */
const PSEUDO_ELEMENT = /(::[\w-]+|:-(?:moz|ms)-[\w-]*placeholder)$/;

/** The selector list's parts, split at commas outside parentheses. */
function parts(selector: string): string[] {
  const result: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === '(') depth++;
    else if (selector[i] === ')') depth--;
    else if (selector[i] === ',' && !depth) {
      result.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  return [...result, selector.slice(start)].map((part) => part.trim()).filter(Boolean);
}

/** The frame's selector as one for this set's inputs: `.number:focus` → `.scope:is(.featherdrop-hf-number:focus)`. */
function scoped(selector: string, scope: string): string {
  return parts(selector).map((part) => {
    const pseudo = PSEUDO_ELEMENT.exec(part)?.[0] ?? '';
    const rest = part.slice(0, part.length - pseudo.length)
      .replace(/\.([\w-]+)/g, (whole, name: string) => (FRAME_CLASSES.includes(name) ? `.${frameClass(name)}` : whole));
    return `.${scope}${rest ? `:is(${rest})` : ''}${pseudo}`;
  }).join(',');
}

const kebab = (rule: Rule) => Object.fromEntries(Object.entries(rule).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), value]));

/** One rule's declarations, as the frame keeps them: allowed properties with safe values. */
function declarations(value: Rule | string): string {
  const rule = typeof value === 'string' ? getStylesFromClass(value) : kebab(value);
  const safe = filterStyleValues(filterStyleKeys(rule, allowedStyles, true));
  return Object.entries(safe).map(([property, text]) => `${property}:${text};`).join('');
}

/**
 * The CSS for `styles` (selector → rule, a class name, `null`; `@media …` → selector → rule) applied to the
 * inputs carrying the class `scope`. Unlayered, so it wins over the simulator's own look as the frame's
 * rules do. Rules the browser cannot parse are dropped by it, one by one, as the frame's insertRule does.
 */
export function simulatedFieldStyles(styles: Record<string, unknown> | undefined, scope: string): string {
  const rules = (entries: Record<string, unknown>, media: boolean): string[] => Object.entries(entries).flatMap(([selector, value]) => {
    if (!validateSelector(selector) || value === null || (typeof value !== 'object' && typeof value !== 'string')) return [];
    if (/^@media\s/i.test(selector)) {
      return media || typeof value !== 'object' ? [] : [`${selector}{${rules(value as Record<string, unknown>, true).join('')}}`];
    }
    return [`${scoped(selector, scope)}{${declarations(value as Rule | string)}}`];
  });
  return rules(styles ?? {}, false).join('\n');
}
