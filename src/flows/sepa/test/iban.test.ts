// The IBAN checks against published IBANs (the SWIFT IBAN registry's examples, of countries with different
// lengths and BBAN formats) and the same IBANs broken one way at a time; and the grouping as typed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { electronicIban, groupAsTyped, ibanProblem } from '../iban.js';

const REGISTRY_EXAMPLES = [
  'DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300',
  'ES9121000418450200051332', 'IT60X0542811101000000123456', 'BE68539007547034', 'AT611904300234573201',
  'CH9300762011623852957', 'PL61109010140000071219812874', 'FI2112345600000785', 'NO9386011117947',
  'MT84MALT011000012345MTLCAST001S', 'IE29AIBK93115212345678', 'PT50000201231234567890154',
];

test('the registry\'s example IBANs are valid, typed in any case and with spaces', () => {
  for (const iban of REGISTRY_EXAMPLES) {
    assert.is(ibanProblem(iban), undefined, iban);
    assert.is(ibanProblem(iban.toLowerCase().replace(/(.{4})/g, '$1 ')), undefined, `${iban} grouped, lower case`);
  }
});

test('a wrong check digit, a wrong length for the country, an unknown country or a bad BBAN format are invalid', () => {
  assert.is(ibanProblem('DE89370400440532013001'), 'invalid', 'mod-97 fails');
  assert.is(ibanProblem('DE88370400440532013000'), 'invalid', 'check digits changed');
  assert.is(ibanProblem('DE8937040044053201300'), 'invalid', 'Germany has 22 characters, not 21');
  assert.is(ibanProblem('DE893704004405320130000'), 'invalid', 'nor 23');
  assert.is(ibanProblem('XX89370400440532013000'), 'invalid', 'no such country');
  assert.is(ibanProblem('NL91ABNA04171643OO'), 'invalid', 'letters where the Dutch account number has digits');
});

test('nothing typed, or only spaces, is empty', () => {
  assert.is(ibanProblem(''), 'empty');
  assert.is(ibanProblem('   '), 'empty');
});

test('the electronic form drops spaces and separators and capitalises (a pasted IBAN with dashes is read too)', () => {
  assert.is(electronicIban(' de89 3704 0044 0532 0130 00 '), 'DE89370400440532013000');
  assert.is(electronicIban('DE89-3704-0044-0532-0130-00'), 'DE89370400440532013000');
});

test('typed in groups of four, the caret staying after the same character', () => {
  assert.equal(groupAsTyped('DE893', 5), { value: 'DE89 3', caret: 6 }, 'the fifth character starts a group');
  assert.equal(groupAsTyped('DE89', 4), { value: 'DE89', caret: 4 }, 'no space before the next character is typed');
  assert.equal(groupAsTyped('de89 37040', 10), { value: 'DE89 3704 0', caret: 11 });
  // Deleting the space before "3" deletes nothing but the space: the text is the same, the caret before "3".
  assert.equal(groupAsTyped('DE893704 0', 4), { value: 'DE89 3704 0', caret: 4 });
  // A character typed in the middle moves the rest along; the caret stays after it.
  assert.equal(groupAsTyped('DE89 X3704 0', 6), { value: 'DE89 X370 40', caret: 6 });
  assert.equal(groupAsTyped('', 0), { value: '', caret: 0 });
  assert.equal(groupAsTyped('DE89370400440532013000', 22).value, 'DE89 3704 0044 0532 0130 00', 'pasted whole');
});

test.run();
