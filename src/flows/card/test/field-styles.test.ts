// card.overrides.styles on the simulated fields: the rules the hosted-fields frame would keep, scoped to one
// set of simulated inputs (issue 26). The browser test (test/browser/card.test.mjs) reads the computed styles.
import '../../../../test/unit/dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import { simulatedFieldStyles } from '../simulator/field-styles.js';

const css = (styles: Record<string, unknown>) => simulatedFieldStyles(styles, 'set').split('\n');

test('the frame\'s selectors name this set\'s inputs: input, a field, its state, focus, the placeholder', () => {
  assert.equal(css({
    input: { 'font-size': '20px' },
    '.number': { color: 'blue' },
    'input.invalid': { color: 'red' },
    '.cvv.valid': { color: 'green' },
    ':focus': { color: 'black' },
    '::placeholder': { color: 'gray' },
    'input::-webkit-input-placeholder': { color: 'gray' },
    '.number, .expirationDate': { 'letter-spacing': '1px' },
  }), [
    '.set:is(input){font-size:20px;}',
    '.set:is(.featherdrop-hf-number){color:blue;}',
    '.set:is(input.featherdrop-hf-invalid){color:red;}',
    '.set:is(.featherdrop-hf-cvv.featherdrop-hf-valid){color:green;}',
    '.set:is(:focus){color:black;}',
    '.set::placeholder{color:gray;}',
    '.set:is(input)::-webkit-input-placeholder{color:gray;}',
    '.set:is(.featherdrop-hf-number),.set:is(.featherdrop-hf-expirationDate){letter-spacing:1px;}',
  ]);
});

test('only the properties braintree-web allows, with safe values, as the frame keeps them; camelCase keys as the original', () => {
  const { allowedStyles } = hostedFieldsConstants;
  assert.ok(allowedStyles.includes('font-size') && !allowedStyles.includes('background'));
  assert.equal(css({
    input: { fontSize: '18px', background: 'red', border: '1px solid', color: 'url(https://evil.example/x)', 'font-weight': 'bold; color: red' },
  }), ['.set:is(input){font-size:18px;}']);
});

test('@media blocks keep their query; null, other @-rules and broken selectors are left out', () => {
  assert.equal(css({
    '@media screen and (max-width: 400px)': { input: { 'font-size': '14px' }, '.cvv': { color: 'red' } },
    '@import "x.css"': { input: { color: 'red' } },
    '@supports (display: grid)': { input: { color: 'red' } },
    'input{}': { color: 'red' },
    '.postalCode': null,
  }), ['@media screen and (max-width: 400px){.set:is(input){font-size:14px;}.set:is(.featherdrop-hf-cvv){color:red;}}']);
  assert.is(simulatedFieldStyles(undefined, 'set'), '');
});

test('a class name instead of a rule takes that class\'s computed styles, as braintree-web does', () => {
  const style = document.createElement('style');
  style.textContent = '.shop-field { font-size: 22px; background: red; }';
  document.head.append(style);
  try {
    const [rule] = css({ input: 'shop-field' });
    assert.match(rule, /^\.set:is\(input\)\{.*font-size:22px;/);
    assert.not.match(rule, /background/);
  } finally {
    style.remove();
  }
});

test.run();
