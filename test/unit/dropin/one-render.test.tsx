// Its own file: the options list's chunk, once loaded by another test, stays loaded for the module's life.
import { freshContainer, settle } from '../dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createDropin } from '../../../src/dropin/create-dropin.js';
import { createGateway } from '../../../src/gateway/create-gateway.js';
import { mountShell } from '../../../src/ui/mount.js';
import { fakeFlows } from '../support/fake-flows.js';
import { importLocaleSource } from '../support/import-locale.js';

test('a customer starting on saved methods gets one render of the shell, at ready, not a loading state first', async () => {
  const container = freshContainer();
  const seen: boolean[] = [];
  const watcher = new MutationObserver(() => {
    if (container.querySelector('.braintree-upper-container')) seen.push(!!container.querySelector('.braintree-method'));
  });
  watcher.observe(container, { childList: true, subtree: true });
  const { registry } = fakeFlows();
  // A customer's client token, as braintree's gateway gets it, answered by the simulated customer without its
  // test-mode badge (braintree's gateway has no notice).
  const authorization = btoa(JSON.stringify({ authorizationFingerprint: 'abc&customer_id=42' }));
  const asBraintree: typeof createGateway = async (_, options) => ({ ...await createGateway('simulator_customer', options), notice: undefined });
  const dropin = await createDropin({ container, authorization, locale: 'he_IL' } as never, { registry, createGateway: asBraintree, mount: mountShell, importLocale: importLocaleSource });
  await settle();
  watcher.disconnect();
  assert.ok(seen.length > 0);
  assert.is(seen[0], true, 'the shell\'s first render already shows the saved methods');
  const wrapper = container.querySelector<HTMLElement>('[data-braintree-id="wrapper"]')!;
  assert.equal([wrapper.lang, wrapper.dir], ['he-IL', 'rtl']);
  assert.ok(container.querySelector('[data-braintree-id="loading-indicator"]')!.getAttribute('aria-label'), 'named in the locale');
  await dropin.teardown();
});

test.run();
