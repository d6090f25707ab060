// The build's braintree-web pins (scripts/build/braintree-pins.mjs) against the installed braintree-web.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHECKED_AGAINST, checkPins, PINS, pinFailures, STAND_INS } from '../../scripts/build/braintree-pins.mjs';

const installed = dirname(createRequire(join(process.cwd(), 'package.json')).resolve('braintree-web/package.json'));

test('every pin applies to the installed braintree-web, the version the table says it was checked against', () => {
  assert.is(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version, CHECKED_AGAINST, 'a new braintree-web: check every pin, then the version');
  assert.equal(pinFailures().map((error) => error.message), []);
  assert.equal(new Set(PINS.map((pin) => pin.name)).size, PINS.length, 'names are unique');
  assert.equal(Object.keys(STAND_INS).sort(), PINS.filter((pin) => pin.kind === 'stand-in').map((pin) => pin.name).sort());
});

test('a braintree-web whose files moved on fails the pins that no longer match, each by its name', () => {
  const copy = mkdtempSync(join(tmpdir(), 'braintree-web-'));
  try {
    for (const file of ['package.json', 'client/client.js', 'client/request/ajax-driver.js', 'client/request/graphql/request.js', 'hosted-fields/external/hosted-fields.js']) {
      cpSync(join(installed, file), join(copy, file), { recursive: true });
    }
    // The deferred frame src now set differently; the client's GraphQL no longer requires the card tokenization files.
    const hostedFields = join(copy, 'hosted-fields/external/hosted-fields.js');
    writeFileSync(hostedFields, readFileSync(hostedFields, 'utf8').replace(/setTimeout\(function \(\) \{\s*frame\.src = hostedFieldsUrl;\s*\}, 0\);/, 'queueMicrotask(function () { frame.src = hostedFieldsUrl; });'));
    const graphql = join(copy, 'client/request/graphql/request.js');
    writeFileSync(graphql, readFileSync(graphql, 'utf8').replace(/require\("[^"]*credit-card[^"]*"\)/g, 'require("./tokenize")'));
    const pins = PINS.filter((pin) => ['framesStartAsInserted', 'cardGraphql', 'getsAsSimpleRequests', 'noFraudnetAfterPageCards'].includes(pin.name));
    const failures = pinFailures(pins, copy).map((error) => error.message);
    assert.is(failures.length, 2, failures.join('\n'));
    assert.match(failures[0], `braintree-web pin "cardGraphql" (checked against braintree-web ${CHECKED_AGAINST}`);
    assert.match(failures[0], 'client/request/graphql/request.js requires nothing matching');
    assert.match(failures[1], 'braintree-web pin "framesStartAsInserted"');
    assert.match(failures[1], 'hosted-fields/external/hosted-fields.js has nothing matching');
    assert.throws(() => checkPins(pins, copy), /pin "cardGraphql"[\s\S]*pin "framesStartAsInserted"/);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a braintree-web whose client asks its configuration elsewhere fails the REST configuration\'s pins, each by its name', () => {
  const copy = mkdtempSync(join(tmpdir(), 'braintree-web-'));
  try {
    for (const file of ['package.json', 'client/client.js', 'client/request/graphql/request.js']) cpSync(join(installed, file), join(copy, file), { recursive: true });
    // The client's configuration from a renamed module; GraphQL's generators and adapters looked up by path.
    const client = join(copy, 'client/client.js');
    writeFileSync(client, readFileSync(client, 'utf8').replace('require("./get-configuration")', 'require("./configuration")'));
    const graphql = join(copy, 'client/request/graphql/request.js');
    writeFileSync(graphql, readFileSync(graphql, 'utf8').replace(/require\("\.\/(generators|adapters)\/configuration"\)/g, 'require("./$1/index").configuration'));
    const names = ['configurationByRest', 'graphqlConfigurationLater', 'graphqlConfigurationLaterTables', 'graphqlConfigurationFromOptions'];
    const failures = pinFailures(PINS.filter((pin) => names.includes(pin.name)), copy).map((error) => error.message);
    assert.is(failures.length, 2, failures.join('\n'));
    assert.match(failures[0], 'braintree-web pin "configurationByRest"');
    assert.match(failures[0], 'client/client.js requires nothing matching');
    assert.match(failures[1], 'braintree-web pin "graphqlConfigurationLater"');
    assert.match(failures[1], 'client/request/graphql/request.js has nothing matching');
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a file braintree-web no longer has fails its pin by name', () => {
  const empty = mkdtempSync(join(tmpdir(), 'braintree-web-'));
  try {
    const [deep] = PINS.filter((pin) => pin.kind === 'deep import');
    assert.match(pinFailures([deep], empty)[0].message, /pin "modules from their CommonJS sources".*no longer applies: braintree-web has no .*client\/index\.js/);
    const [patch] = PINS.filter((pin) => pin.kind === 'patch');
    assert.match(pinFailures([patch], empty)[0].message, new RegExp(`pin "${patch.name}".*is gone`));
    // One-click repeat creates braintree-web's frame service itself (src/flows/paypal/vault-initiated/braintree.ts).
    const [frameService] = PINS.filter((pin) => pin.name === 'paypalV6FrameServiceLater');
    assert.match(pinFailures([frameService], empty)[0].message, /pin "paypalV6FrameServiceLater".*braintree-web has no .*lib\/frame-service\/external\/index\.js/);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

test.run();
