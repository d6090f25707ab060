// What a customer's first view runs before ready (issue 40): one load of a benchmark page (featherdrop's,
// saved-cards by default; slow 4G + CPU ×4, the real path) with a trace, a CPU profile and V8's precise
// coverage, all taken when create() resolves. Prints the main thread's longest tasks and top costs (trace
// events; sampled functions, in all and inside the three longest tasks), the script's functions that never
// ran before ready (with what leaving them all out would save, brotli: an upper bound) and the adopted
// stylesheets' rules that match nothing when ready. Minified names: read them in dist/featherdrop.js at the
// offsets printed. Not part of `npm test`: it measures, and its times carry the profiler's overhead.
//
//   node bench/first-view-profile.mjs [--scenario saved-cards] [--top 10] [--unused 25] [--inclusive 40]
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';
import { startGatewayEmulator } from '../test/emulator/gateway-emulator.mjs';
import { launchChromium } from '../test/browser/support.mjs';
import { SLOW_4G } from './measure.mjs';
import { SHOP_HOST, checkoutPages, widgetSites } from './pages.mjs';

const { values: args } = parseArgs({
  options: { scenario: { type: 'string', default: 'saved-cards' }, top: { type: 'string', default: '10' }, unused: { type: 'string', default: '25' }, inclusive: { type: 'string', default: '40' } },
});
const SCRIPT = `https://${SHOP_HOST}/featherdrop/featherdrop.js`;

const sites = widgetSites();
Object.assign(sites[SHOP_HOST], checkoutPages());
const emulator = await startGatewayEmulator({ http2: true, brotli: true, cacheStatic: true, wallets: true, sites });
const browser = await launchChromium([...emulator.chromiumArgs, '--disable-site-isolation-trials']);
try {
  emulator.preflightDelayMs = SLOW_4G.latency;
  const page = browser.context.pages()[0] ?? await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  const reported = new Promise((resolve) => cdp.on('Runtime.bindingCalled', (event) => resolve(event.payload)));
  for (const domain of ['Runtime', 'Network', 'Profiler']) await cdp.send(`${domain}.enable`);
  await cdp.send('Runtime.addBinding', { name: '__benchReport' });
  const { latency, downloadThroughput, uploadThroughput, cpu } = SLOW_4G;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await cdp.send('Profiler.start');
  const trace = [];
  cdp.on('Tracing.dataCollected', ({ value }) => trace.push(...value));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing', '__metadata'] }, transferMode: 'ReportEvents' });
  await page.goto(`https://${SHOP_HOST}/${args.scenario}/featherdrop.html`, { waitUntil: 'commit' });
  const kind = await reported;
  const { profile } = await cdp.send('Profiler.stop');
  const { result: coverage } = await cdp.send('Profiler.takePreciseCoverage');
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await traced;
  if (kind !== 'create') throw new Error(`not ready: ${kind}`);

  console.log(`# ${args.scenario}: what ran before create() resolved (CPU ×${cpu})`);
  const longest = printTaskCosts(trace, Number(args.top));
  printTopCosts(profile, Number(args.top));
  printInclusive(profile, longest, Number(args.inclusive));
  const script = coverage.find((c) => c.url === SCRIPT);
  const source = (await cdp.send('Debugger.enable').then(() => cdp.send('Debugger.getScriptSource', { scriptId: script.scriptId }))).scriptSource;
  printUnusedFunctions(script, source, Number(args.unused));
  await printUnusedRules(page, Number(args.unused));
} finally {
  await browser.close();
  await emulator.close();
}

/**
 * The renderer main thread's self time by trace event (script evaluation, compile, function calls, style,
 * layout, paint, HTML parsing…) from the page's navigation to ready (the probe's `bench:ready` mark).
 */
function printTaskCosts(trace, top) {
  const mark = trace.find((e) => e.name === 'bench:ready');
  const start = trace.find((e) => e.pid === mark.pid && e.tid === mark.tid && e.name === 'ParseHTML')?.ts ?? 0;
  const events = trace.filter((e) => e.ph === 'X' && e.pid === mark.pid && e.tid === mark.tid && e.ts >= start && e.ts < mark.ts && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  let busy = 0;
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
    else busy += e.dur;
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
    stack.push(e);
  }
  console.log(`\n## Main thread from the page's HTML to ready: ${(busy / 1000).toFixed(0)} ms busy`);
  console.log('self time by trace event:');
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
  const tasks = events.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur > 4000).sort((a, b) => b.dur - a.dur).slice(0, top);
  const inside = (task) => events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > task.dur / 8)
    .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur / 1000).toFixed(0)}`);
  console.log('longest tasks (ms from the HTML, ms, what they hold):');
  for (const t of tasks) console.log(`  @${((t.ts - start) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)} ms: ${[...new Set(inside(t))].slice(0, 6).join(', ')}`);
  return tasks.slice(0, 3);
}

/** Inclusive sampled time by function within each of the longest tasks: what each spent its time in. */
function printInclusive(profile, tasks, top) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = [];
  let t = profile.startTime;
  for (const dt of profile.timeDeltas) times.push(t += dt);
  for (const task of tasks) {
    const total = new Map();
    profile.samples.forEach((id, i) => {
      if (times[i] < task.ts || times[i] > task.ts + task.dur) return;
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const seen = new Set();
      for (let n = id; n !== undefined; n = parent.get(n)) {
        const { callFrame: f } = byId.get(n);
        const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
        if (!seen.has(key)) total.set(key, (total.get(key) ?? 0) + dt);
        seen.add(key);
      }
    });
    console.log(`\n## Inclusive sampled time inside the ${(task.dur / 1000).toFixed(0)} ms task`);
    for (const [key, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(7)} ms  ${key}`);
  }
}

/** Self time by function (sampled), and by script: evaluation and compile show as the script's top frames. */
function printTopCosts(profile, top) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id);
    const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^https:\/\/[^/]+/, '')}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0) / 1000);
  });
  const busy = [...self].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)'));
  const total = busy.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\n## Main thread, sampled self time: ${total.toFixed(0)} ms of JavaScript, GC and (program) apart`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

/** Functions of the script never called before ready, by size (their ranges nest: only the outermost count). */
function printUnusedFunctions(script, source, top) {
  const unused = [];
  for (const fn of script.functions) {
    for (const r of fn.ranges) if (r.count === 0) unused.push(r);
  }
  unused.sort((a, b) => a.startOffset - b.startOffset);
  const outer = [];
  for (const r of unused) if (!outer.length || r.startOffset >= outer.at(-1).endOffset) outer.push(r);
  const bytes = outer.reduce((sum, r) => sum + r.endOffset - r.startOffset, 0);
  const brotli = (text) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  let ran = '';
  let from = 0;
  for (const r of outer) {
    ran += source.slice(from, r.startOffset);
    from = r.endOffset;
  }
  ran += source.slice(from);
  console.log(`\n## ${SCRIPT.split('/').pop()}: ${bytes} of ${source.length} B minified never ran before ready (${brotli(source) - brotli(ran)} of ${brotli(source)} B brotli)`);
  for (const r of [...outer].sort((a, b) => (b.endOffset - b.startOffset) - (a.endOffset - a.startOffset)).slice(0, top)) {
    console.log(`${String(r.endOffset - r.startOffset).padStart(6)} B @${r.startOffset}  ${source.slice(r.startOffset, r.startOffset + 90).replace(/\s+/g, ' ')}`);
  }
}

/**
 * Style rules of the adopted stylesheets whose selector matches nothing in the page (nested in layers and
 * media), read just after ready: a later chunk's stylesheet (the options list's) may have joined by then.
 */
async function printUnusedRules(page, top) {
  const sheets = await page.evaluate(() => {
    const roots = [document, ...[...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [e.shadowRoot] : []))];
    const flat = (rules) => [...rules].flatMap((r) => (r.cssRules && !r.selectorText ? flat(r.cssRules) : [r]));
    return roots.flatMap((root) => root.adoptedStyleSheets.map((sheet) => {
      const rules = flat(sheet.cssRules).filter((r) => r.selectorText);
      const unused = rules.filter((r) => !r.selectorText.split(',').some((sel) => {
        try { return root.querySelector(sel.replace(/::?(before|after|placeholder|-webkit-[a-z-]+)/g, '').replace(/:(hover|focus-visible|focus|active|focus-within)/g, '') || '*'); } catch { return true; }
      }));
      return { bytes: [...sheet.cssRules].reduce((n, r) => n + r.cssText.length, 0), rules: rules.length, unused: unused.map((r) => r.cssText) };
    }));
  });
  for (const s of sheets) {
    const bytes = s.unused.reduce((n, t) => n + t.length, 0);
    console.log(`\n## adopted stylesheet: ${s.bytes} B of rules, ${s.rules} style rules, ${s.unused.length} match nothing when ready (${bytes} B)`);
    for (const t of s.unused.slice(0, top)) console.log(`  ${t.replace(/\s+/g, ' ').slice(0, 110)}`);
  }
}
