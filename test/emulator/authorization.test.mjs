// Emulator tier: an authorization that is none at all (not a tokenization key, not a client token) is
// rejected before anything is fetched: no chunk, no card field frame, no request to the gateway; the error
// keeps the original message with braintree-web's CLIENT_INVALID_AUTHORIZATION as its cause, and the console
// names that cause (issue 26). Through the script tag and the module entry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clientToken } from './gateway-fixtures.mjs';
import { create, createOk, emulatorSuite, eventually } from './tier.mjs';

const MALFORMED = {
  'a placeholder left in': 'CLIENT_TOKEN',
  'a JWT': 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
  'base64 JSON without an authorizationFingerprint': Buffer.from(JSON.stringify({ version: 2 })).toString('base64'),
  'a client token in quotes': `"${Buffer.from(JSON.stringify({ version: 2, authorizationFingerprint: 'abc' })).toString('base64')}"`,
};

for (const entry of ['script', 'esm']) {
  const test = suite(`authorization (${entry})`);
  let emulator;
  let page;
  const it = emulatorSuite(test, `authorization-${entry}`, (t) => ({ emulator, page } = t), { entry });

  /** Every request the page makes from now on, and the console's warnings. */
  function record() {
    const requests = [];
    const warnings = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    return { requests, warnings };
  }

  for (const [what, authorization] of Object.entries(MALFORMED)) {
    it(`${what}: rejected before any chunk, frame or gateway request, the reason on the cause and in the console`, async () => {
      const { requests, warnings } = record();
      const { error } = await create(page, { authorization });
      assert.is(error.message, 'There was an error creating Drop-in.');
      assert.is(error.type, 'merchant');
      assert.is(error.sdkCode, 'CLIENT_INVALID_AUTHORIZATION');
      // A marker asked for a frame and a task after the rejection: whatever create() queued has run by then,
      // so a chunk or frame it asked for late would be recorded before the marker.
      const marker = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const url = new URL('/after-create', location.href).href;
        await fetch(url).catch(() => {});
        return url;
      });
      assert.ok(await eventually(() => requests.includes(marker)), 'the marker was recorded');
      assert.equal(requests, [marker]);
      assert.equal(emulator.requests.map((r) => r.path), []);
      assert.is(await page.locator('iframe').count(), 0);
      assert.is(await page.locator('#dropin').innerHTML(), '');
      assert.is(warnings.length, 1);
      assert.match(warnings[0], /^featherdrop: There was an error creating Drop-in\. error\.cause: .*Authorization is invalid: ".*"… is neither a tokenization key nor a client token\./);
    });
  }

  it('a well-formed client token still gets through (the check is not a wall)', async () => {
    await createOk(page, { authorization: clientToken({ customer: false }) });
  });

  test.run();
}
