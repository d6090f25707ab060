// The critical chain of a page load: the longest run of requests, each made possible by the one
// before it, that ended before the widget was ready — and what it costs in round trips. Links are
// inferred from one run's timing, so on loopback (where the CPU, not the network, spaces requests)
// a link may name a response that merely came first; under the slow-4G profile they are stable.
//
// Dependencies come from CDP's initiators plus timing:
// - the parser's requests (the widget's script tag, a frame's script) depend on their document,
//   even while it is still arriving;
// - a module's static import (initiator: the importing module, no stack) depends on that module;
// - a copy from the HTTP cache that was still being filled depends on the fetch filling it;
// - what code asked for (a dynamic import(), an XHR, a frame) depends on the last response, before
//   it asked, among the scripts on its stack (with their static imports: it ran once they were in)
//   and the XHR/fetch answers (data arriving runs callbacks): the configuration for a saved-methods
//   request, the last static import of a module for what that module then loads;
// - anything else (the loader's modulepreload links) on the last gating response before it.
// Requests one piece of code asked for in a burst (the same initiator stack, each within BURST of
// the one before: the loader's preloads, the four card frames) count from the burst's first one, so
// a busy main thread that issues the last of them late does not hang it on a sibling. Gating are
// documents, scripts and XHR/fetch answers; stylesheets, images, failed requests (≥ 400) and
// analytics beacons never gate anything. A CORS preflight is not a link of its own: it adds one
// round trip to its request.

/** Fire-and-forget requests (both SDKs' analytics, the stand-ins' logs): nothing waits for them. */
const BEACON = /origin-analytics-|\/xoplatform\/logger\/|\/stand-in\/log/;
const GATING_TYPES = new Set(['Document', 'Script', 'XHR', 'Fetch']);
const BURST = 0.1; // s

const withoutHash = (url) => url?.split('#')[0];
/** The request among `list` whose response arrived last. */
const latest = (list) => list.reduce((best, r) => (!best || r.end > best.end ? r : best), undefined);

/** The scripts' URLs and, transitively, those of the modules they import statically. */
function withStaticImports(scripts, requests) {
  const urls = new Set(scripts.map(withoutHash));
  for (let grew = true; grew;) {
    grew = false;
    for (const r of requests) {
      if (!r.initiator.stack && urls.has(withoutHash(r.initiator.url)) && !urls.has(r.url)) {
        urls.add(r.url);
        grew = true;
      }
    }
  }
  return urls;
}

/** requestId -> when the burst it belongs to began (its own start when it is alone). */
function burstStarts(requests) {
  const starts = new Map();
  const last = new Map(); // initiator key -> { start, burst }
  for (const r of [...requests].sort((a, b) => a.start - b.start)) {
    const key = `${r.initiator.type}|${r.initiator.url ?? ''}|${r.initiator.stack ?? ''}`;
    const before = last.get(key);
    const burst = before && r.start - before.start <= BURST ? before.burst : r.start;
    last.set(key, { start: r.start, burst });
    starts.set(r.id, burst);
  }
  return starts;
}

/**
 * Analyses one run. `requests` from bench/measure.mjs; `ready` and `widgetScript` (its URL) on the
 * same clock (s). Returns { bytes, requestCount, chain: [{ id, url, type, preflight, fromCache, newConnection, ms }],
 * roundTrips, tlsSetups } where round trips count from the widget's script on: one per request (none
 * when the HTTP cache answered it), one more for a preflight; tlsSetups counts the new connections on
 * that part of the chain.
 */
export function analyse(requests, ready, widgetScript) {
  const byId = new Map(requests.map((r) => [r.id, r]));
  const preflightOf = new Map();
  for (const r of requests) if (r.initiator.type === 'preflight' && byId.has(r.initiator.requestId)) preflightOf.set(r.initiator.requestId, r);
  const done = (r) => r.end !== undefined && r.end <= ready;
  const gating = requests.filter((r) => r.initiator.type !== 'preflight' && done(r) && GATING_TYPES.has(r.type)
    && !r.failed && (r.status ?? 0) < 400 && !BEACON.test(r.url));
  const burst = burstStarts(requests);

  const parentOf = (r) => {
    if (r.initiator.type === 'other') return undefined; // the navigation itself
    // A copy from the HTTP cache that was still being filled when it was asked for waited on the filling fetch.
    const filler = r.fromCache && latest(gating.filter((g) => g.url === r.url && !g.fromCache && g.end >= r.start && g.end <= r.end));
    if (filler) return filler;
    const named = withoutHash(r.initiator.url);
    if (r.initiator.type === 'parser') {
      // The parser asks while its document still streams in: it is that document's first bytes that count.
      const document = gating.filter((g) => g !== r && withoutHash(g.url) === named && g.start <= r.start);
      if (document.length) return document.reduce((a, b) => (b.start > a.start ? b : a));
    }
    const before = gating.filter((g) => g !== r && g.end <= r.start);
    if (named && !r.initiator.stack) {
      const importer = latest(before.filter((g) => withoutHash(g.url) === named));
      if (importer) return importer;
    }
    const inBurst = before.filter((g) => g.end <= burst.get(r.id));
    if (r.initiator.scripts?.length) {
      const code = withStaticImports(r.initiator.scripts, gating);
      const allowed = (g) => code.has(withoutHash(g.url)) || g.type === 'XHR' || g.type === 'Fetch';
      const parent = latest(inBurst.filter(allowed)) ?? latest(before.filter(allowed));
      if (parent) return parent;
    }
    return latest(inBurst) ?? latest(before);
  };

  const chainTo = (end) => {
    const chain = [];
    for (let r = end; r && chain.length <= 100; r = parentOf(r)) {
      const preflight = preflightOf.get(r.id);
      chain.unshift({
        id: r.id, url: r.url, type: r.type, preflight: Boolean(preflight), fromCache: Boolean(r.fromCache),
        newConnection: Boolean(r.newConnection || preflight?.newConnection),
        ms: Math.round((r.end - r.start) * 1000),
      });
    }
    const fromWidget = chain.slice(Math.max(0, chain.findIndex((link) => link.url === widgetScript)));
    return {
      chain,
      roundTrips: fromWidget.reduce((sum, link) => sum + (link.fromCache ? 0 : 1 + (link.preflight ? 1 : 0)), 0),
      tlsSetups: fromWidget.filter((link) => link.newConnection).length,
    };
  };
  // The critical chain is the longest (in round trips) of those ending before ready; of equally long
  // ones, the one whose last response came last. A lazily loaded module nobody waited for (an
  // analytics chunk arriving just before ready) thus does not cut the chain short.
  let critical = { chain: [], roundTrips: 0, tlsSetups: 0 };
  for (const end of [...gating].sort((x, y) => x.end - y.end)) {
    const candidate = chainTo(end);
    if (candidate.roundTrips >= critical.roundTrips) critical = candidate;
  }
  const before = requests.filter(done);
  return {
    bytes: before.reduce((sum, r) => sum + (r.bytes ?? 0), 0),
    requestCount: before.length,
    ...critical,
  };
}
