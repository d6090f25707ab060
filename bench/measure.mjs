// One measured page load: a fresh Chromium (own profile, so the HTTP cache, sockets, TLS sessions and
// V8's caches are all cold), the network and CPU profile applied over CDP before navigating, the
// network log and a trace recorded until the page's probe reports ready (bench/pages.mjs).
import { launchChromium } from '../test/browser/support.mjs';

/** Chromium's slow-4G profile as Lighthouse and issue 13 use it, plus a mid-range phone's CPU. */
export const SLOW_4G = {
  name: 'slow 4G (150 ms RTT, 1.6384 Mbps down, 750 kbps up) + CPU ×4',
  latency: 150, downloadThroughput: 1.6384e6 / 8, uploadThroughput: 750e3 / 8, cpu: 4,
};
export const LOOPBACK = { name: 'unthrottled loopback', latency: 0, downloadThroughput: -1, uploadThroughput: -1, cpu: 1 };

/**
 * Hosted-fields frames are cross-site: with site isolation each would be an out-of-process frame with
 * its own CDP target, outside the page's network and CPU emulation and its network log. Phones run
 * them in the page's process (Android Chrome isolates only some sites), which is what this gives.
 */
const IN_PROCESS_FRAMES = ['--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process'];

const TIMEOUT_MS = 30_000;

/**
 * Loads `url` once. Returns { probe, requests, trace } — the page's own figures (performance.now()
 * of create() resolved / fields ready), every request with its CDP timing, initiator and sizes, and
 * the trace events (main-thread tasks, User Timing marks) — or { error }.
 */
export async function measurePage({ url, chromiumArgs, profile, cacheDisabled = false }) {
  const browser = await launchChromium([...chromiumArgs, ...IN_PROCESS_FRAMES]);
  try {
    const page = browser.context.pages()[0] ?? await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    const requests = recordNetwork(cdp);
    const reported = new Promise((resolve) => cdp.on('Runtime.bindingCalled', (event) => resolve(event.payload)));
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: '__benchReport' });
    await cdp.send('Network.enable');
    if (cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const { latency, downloadThroughput, uploadThroughput, cpu } = profile;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    const trace = await startTrace(cdp);

    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    let timer;
    const kind = await Promise.race([reported, new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), TIMEOUT_MS); })]);
    clearTimeout(timer);
    const events = await trace.stop(); // also lets the network events of the last responses arrive
    const probe = await page.evaluate(() => ({ ...window.bench, run: undefined }));
    if (kind !== 'create' && kind !== 'fields') return { error: kind === 'timeout' ? `not ready within ${TIMEOUT_MS / 1000} s` : probe.error };
    return { probe, requests: [...requests.values()], trace: events };
  } finally {
    await browser.close();
  }
}

/** requestId -> { url, method, type, start, end, bytes, status, initiator, newConnection, fromCache } from CDP's Network events. */
function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type, initiator, redirectResponse }) => {
    if (redirectResponse) return; // a redirect continues the same request
    requests.set(requestId, {
      id: requestId, url: request.url, method: request.method, type, start: timestamp,
      initiator: {
        type: initiator.type,
        requestId: initiator.requestId,
        // A module's static import names the importing module (no stack); the parser names its document.
        url: initiator.url,
        // Where the code that asked stood: requests with the same stack were asked for by one piece of code.
        stack: initiator.stack?.callFrames?.map((f) => `${f.url}:${f.lineNumber}:${f.columnNumber}`).join(' < '),
        scripts: [...new Set(initiator.stack?.callFrames?.map((f) => f.url).filter(Boolean) ?? [])],
      },
    });
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.status = response.status;
    r.protocol = response.protocol;
    // sslStart is -1 on a reused connection: a new one cost a TLS handshake (and a TCP one) first.
    r.newConnection = (response.timing?.sslStart ?? -1) >= 0;
    r.fromCache ||= Boolean(response.fromDiskCache || response.fromMemoryCache);
  });
  // A second hosted-fields frame reads the first one's page (its script inline) from the HTTP cache: no round trip.
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { end: timestamp, bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp, errorText }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { end: timestamp, bytes: 0, failed: errorText });
  });
  return requests;
}

/** Top-level tasks and User Timing marks only: enough for main-thread time, light enough not to skew it. */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'blink.user_timing', '__metadata'] }, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

/**
 * Main-thread time to ready: the page's renderer main thread (where `bench:ready` was marked) busy
 * with top-level tasks between the document's request and ready, in ms. Trace timestamps are µs on
 * the same monotonic clock as CDP's network timestamps (s).
 */
export function mainThreadMs(trace, from, ready) {
  const mark = trace.find((e) => e.name === 'bench:ready');
  if (!mark) return undefined;
  const lo = from * 1e6;
  const hi = ready * 1e6;
  let busy = 0;
  for (const e of trace) {
    if (e.ph !== 'X' || e.pid !== mark.pid || e.tid !== mark.tid || e.name !== 'ThreadControllerImpl::RunTask') continue;
    busy += Math.max(0, Math.min(e.ts + (e.dur ?? 0), hi) - Math.max(e.ts, lo));
  }
  return busy / 1000;
}

/** The `bench:ready` mark's time on the CDP clock (s). */
export function readyTime(trace) {
  const mark = trace.find((e) => e.name === 'bench:ready');
  return mark && mark.ts / 1e6;
}
