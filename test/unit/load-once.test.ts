// The lazily loaded chunks' shared fetch-once rule (src/load-once.ts): the options list and sheets, the
// requester, the card's brand row.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOnce } from '../../src/load-once.js';

/** A fetch the test settles by hand, counting how often it was started. */
function manualFetch() {
  const started: Array<{ resolve(value: string): void; reject(error: Error): void }> = [];
  const load = () => new Promise<string>((resolve, reject) => { started.push({ resolve, reject }); });
  return { load, started };
}

/** The message a promise rejects with (undefined when it resolves). */
const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: Error) => error.message);

test('callers share one fetch while it is on its way and after it succeeded', async () => {
  const { load, started } = manualFetch();
  const get = loadOnce(load);
  const first = get();
  const second = get();
  started[0].resolve('chunk');
  assert.equal(await Promise.all([first, second, get()]), ['chunk', 'chunk', 'chunk']);
  assert.is(started.length, 1);
});

test('a failed fetch rejects its callers; the next call fetches again', async () => {
  const { load, started } = manualFetch();
  const get = loadOnce(load);
  const first = get();
  const joined = get();
  started[0].reject(new Error('offline'));
  assert.is(await failure(first), 'offline');
  assert.is(await failure(joined), 'offline');
  const again = get();
  assert.is(started.length, 2);
  started[1].resolve('chunk');
  assert.is(await again, 'chunk');
});

test('retryJoined: a call made while the fetch was on its way tries once more when it fails; its starter gets the failure', async () => {
  const { load, started } = manualFetch();
  const get = loadOnce(load, { retryJoined: true });
  const first = get();
  const joined = get();
  started[0].reject(new Error('offline'));
  assert.is(await failure(first), 'offline');
  await Promise.resolve();
  assert.is(started.length, 2, 'one more try for the joined call');
  started[1].reject(new Error('still offline'));
  assert.is(await failure(joined), 'still offline');
  assert.is(started.length, 2, 'no more than one');
});

test.run();
