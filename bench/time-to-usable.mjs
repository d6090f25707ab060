// `npm run bench`: time to usable of braintree-web-drop-in 1.31.2 and featherdrop (the built dist/),
// side by side, on the gateway emulator with the real braintree-web SDK on both sides (3.80.0 inside
// the original, 3.144.0 in featherdrop), over HTTP/2 with brotli-11, on slow 4G + 4× CPU and then
// unthrottled on loopback. Issue 13, requirement 1. Not part of `npm test`: it measures, never fails
// on a figure.
//
//   node bench/time-to-usable.mjs [--runs 9] [--unthrottled-runs 3] [--only id,id] [--out file] [--cache-disabled] [--fast-path] [--frame-runs 7]
//
// Prints the table and the critical chains; writes every run's figures to bench/results/time-to-usable.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startGatewayEmulator } from '../test/emulator/gateway-emulator.mjs';
import { analyse } from './chain.mjs';
import { measureFramePage } from './frame-cost.mjs';
import { LOOPBACK, SLOW_4G, mainThreadMs, measurePage, readyTime } from './measure.mjs';
import { SCENARIOS, SHOP_HOST, WIDGETS, checkoutPages, widgetSites } from './pages.mjs';
import { chunkLabels, passText } from './report.mjs';
import { medianRun, summary } from './stats.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    'unthrottled-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
    out: { type: 'string' },
    'cache-disabled': { type: 'boolean', default: false },
    // featherdrop's pages with the README's fast path (bench/pages.mjs, FAST_PATH)
    'fast-path': { type: 'boolean', default: false },
    // how many fresh Chromiums evaluate the card frame page alone (bench/frame-cost.mjs)
    'frame-runs': { type: 'string', default: '7' },
  },
});
const out = args.out === undefined ? undefined : resolve(args.out); // relative to where it was called from
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync('dist/featherdrop.js')) {
  console.error('dist/ is missing: run `node build.mjs` first (`npm run bench` does).');
  process.exit(1);
}

const outFile = out ?? resolve('bench/results/time-to-usable.json');
const scenarios = SCENARIOS.filter((s) => !args.only || args.only.split(',').includes(s.id));
const passes = [
  { profile: SLOW_4G, runs: Number(args.runs), preflightDelayMs: SLOW_4G.latency },
  { profile: LOOPBACK, runs: Number(args['unthrottled-runs']), preflightDelayMs: 0 },
].filter((p) => p.runs > 0);

const sites = widgetSites();
Object.assign(sites[SHOP_HOST], checkoutPages({ fastPath: args['fast-path'] }));
const labels = chunkLabels(JSON.parse(readFileSync('.build/metafile.json', 'utf8')));
const emulator = await startGatewayEmulator({
  http2: true, brotli: true, cacheStatic: !args['cache-disabled'], wallets: true, sites, safetyTimeoutMs: 45 * 60_000,
});

/** One page load of `widget` in `scenario`, analysed; `{ error }` when it never got ready. */
async function run(pass, scenario, widget) {
  emulator.reset();
  Object.assign(emulator.state.merchant, scenario.merchant);
  emulator.preflightDelayMs = pass.preflightDelayMs;
  const page = `https://${SHOP_HOST}/${scenario.id}/${widget}.html`;
  const result = await measurePage({ url: page, chromiumArgs: emulator.chromiumArgs, profile: pass.profile, cacheDisabled: args['cache-disabled'] })
    .catch((error) => ({ error: error.message.split('\n')[0] }));
  if (result.error) return { error: result.error };
  const { probe, requests, trace } = result;
  const script = `https://${SHOP_HOST}${WIDGETS[widget].script}`;
  const documentStart = requests.find((r) => r.url === page)?.start;
  const scriptStart = requests.find((r) => r.url === script)?.start;
  const ready = readyTime(trace) ?? documentStart + probe.ready / 1000;
  const analysis = analyse(requests, ready, script);
  return {
    fromNavigation: probe.ready,
    fromScript: (ready - scriptStart) * 1000,
    created: probe.created,
    fieldsReady: probe.fieldsReady,
    mainThreadMs: mainThreadMs(trace, documentStart, ready),
    ...analysis,
  };
}

const started = Date.now();
const results = { date: new Date().toISOString(), machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version }, cacheDisabled: args['cache-disabled'], fastPath: args['fast-path'], passes: [] };
try {
  if (Number(args['frame-runs']) > 0) {
    results.cardFrame = await measureFramePage(emulator, Number(args['frame-runs']));
    process.stderr.write(`${results.cardFrame.line}\n`);
  }
  for (const pass of passes) {
    const passResult = { profile: pass.profile, runs: pass.runs, preflightDelayMs: pass.preflightDelayMs, scenarios: [] };
    results.passes.push(passResult);
    for (const scenario of scenarios) {
      const widgets = Object.fromEntries(Object.keys(WIDGETS).map((w) => [w, { runs: [], failures: [] }]));
      for (let i = 0; i < pass.runs; i += 1) {
        // Interleaved, and alternating which widget goes first, so drift on the machine hits both alike.
        const order = i % 2 ? ['featherdrop', 'original'] : ['original', 'featherdrop'];
        for (const widget of order) {
          const r = await run(pass, scenario, widget);
          if (r.error) widgets[widget].failures.push(r.error);
          else widgets[widget].runs.push(r);
          process.stderr.write(`[${pass.profile.cpu > 1 ? 'slow 4G' : 'loopback'}] ${scenario.id} ${widget} ${i + 1}/${pass.runs}: ${r.error ?? `${Math.round(r.fromScript)} ms`}\n`);
        }
      }
      for (const w of Object.values(widgets)) {
        const field = (name) => summary(w.runs.map((r) => r[name]));
        w.summary = w.runs.length ? {
          fromScript: field('fromScript'), fromNavigation: field('fromNavigation'), bytes: field('bytes'),
          requests: field('requestCount'), mainThreadMs: field('mainThreadMs'), roundTrips: field('roundTrips'),
        } : undefined;
        w.medianRun = medianRun(w.runs, (r) => r.fromScript);
      }
      passResult.scenarios.push({ id: scenario.id, title: scenario.title, ready: scenario.ready, note: scenario.note, targets: scenario.targets, widgets });
    }
  }
} finally {
  await emulator.close();
}

const text = [
  '# Time to usable: braintree-web-drop-in 1.31.2 vs featherdrop',
  'Gateway emulator with the real braintree-web SDK (3.80.0 in the original, 3.144.0 in featherdrop); HTTP/2, brotli-11;',
  'the original is dist/browser/dropin.js minified by esbuild. Each run a fresh Chromium (cold cache and connections).',
  'Client tokens carry graphQL as Braintree\'s server SDKs issue them: the original asks the configuration by a preflighted',
  'GraphQL POST, featherdrop by the REST GET of the token\'s configUrl (a simple request, no preflight).',
  'PayPal\'s scripts (checkout.js, the JS SDK) are small stand-ins on both sides; the hosted-fields frame page is',
  'featherdrop\'s own, of braintree\'s weight, made of the packages braintree\'s is made of (test/emulator/card-frame/).',
  ...(results.cardFrame ? [results.cardFrame.line] : []),
  'Round trips count the critical chain\'s requests from the widget\'s script on (a CORS preflight adds one, an',
  'HTTP-cache hit none); new connections on it are counted beside (the emulation does not delay handshakes).',
  ...(args['fast-path'] ? ['featherdrop\'s pages carry the README\'s fast path (--fast-path): the entry modulepreloaded from the head, the gateway hosts preconnected.'] : []),
  '',
  ...results.passes.flatMap((pass) => [passText(pass, labels), '']),
  `(${Math.round((Date.now() - started) / 1000)} s; figures in ${outFile})`,
].join('\n');
console.log(text);
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(results, null, 1));
