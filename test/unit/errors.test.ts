import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DropinError, messages } from '../../src/errors.js';
import { threeDSecureMessages } from '../../src/flows/threeDSecure/messages.js';
import { en_US } from '../../src/i18n/en_US.js';

const spec = readFileSync(join(process.cwd(), '../shared/SPEC.md'), 'utf8');

test('every configuration message of SPEC 8 is in the catalogue, word for word', () => {
  const section = spec.slice(spec.indexOf('**Configuration errors**'), spec.indexOf('**3D Secure codes**'));
  const quoted = [...section.matchAll(/^- '([^']+)'$/gm)].map((m) => m[1]).filter((m) => !m.startsWith('...'));
  assert.ok(quoted.length >= 12);
  const catalogue = [...Object.values(messages), ...Object.values(threeDSecureMessages), en_US.developerError] as string[];
  for (const message of quoted) assert.ok(catalogue.includes(message), `missing: ${message}`);
  assert.ok(catalogue.some((m) => m.endsWith('must reference an empty DOM node.')));
});

test('DropinError carries name, type, code and the cause (also as _braintreeWebError)', () => {
  const cause = new Error('sdk');
  const error = new DropinError('boom', 'network', cause, 'SOME_CODE');
  assert.ok(error instanceof Error);
  assert.is(error.name, 'DropinError');
  assert.is(error.type, 'network');
  assert.is(error.code, 'SOME_CODE');
  assert.is(error.cause, cause);
  assert.is(error._braintreeWebError, cause);
  assert.is(new DropinError('x').type, 'merchant');
});

test.run();
