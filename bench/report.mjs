// How the benchmark's figures read: short request names (featherdrop's hashed chunks named after what
// they hold, from the build's metafile), the issue-13 table and each widget's critical chain.

/** dist/esm/chunks/<file> -> what it holds: its entry point, else the package or folder of its largest input. */
export function chunkLabels(metafile) {
  const labels = new Map();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!file.endsWith('.js')) continue;
    const top = Object.entries(output.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)[0]?.[0];
    const source = output.entryPoint ?? top;
    labels.set(file.split('/').pop(), source ? labelOf(source) : 'runtime helpers');
  }
  return labels;
}

function labelOf(source) {
  if (source.startsWith('src/')) return source.slice(4).replace(/(\/index)?\.tsx?$/, '');
  const parts = source.replace(/^node_modules\//, '').split('/');
  return parts[0] === 'braintree-web' || parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** A request's short name: a file's name (a chunk with its label), a gateway endpoint's name. */
export function shortName(url, labels) {
  const { hostname, pathname } = new URL(url);
  const file = pathname.split('/').pop();
  if (/\/client_api\/v1\//.test(pathname)) return pathname.split('/client_api/v1/')[1];
  if (pathname === '/graphql') return 'graphql';
  if (hostname.endsWith('paypal.com') && pathname === '/web-sdk/v6/core') return 'paypal v6 core';
  if (pathname.endsWith('.html') && hostname.startsWith('shop.')) return 'page';
  if (labels.has(file)) return `${file.replace(/-[A-Z0-9]{8}\.js$/, '')}[${labels.get(file)}]`;
  return file || hostname;
}

const ms = (v) => (v === undefined ? '–' : `${Math.round(v).toLocaleString('en-US')} ms`);
const kb = (v) => (v === undefined ? '–' : `${(v / 1024).toFixed(1)} KB`);
const spread = (s, unit) => (s ? `${unit(s.median)} (${unit(s.min).replace(/ \w+$/, '')}–${unit(s.max)})` : 'failed');

/** One chain as text: `page → dropin.min.js → configuration (preflight+GET) → …`, with its round trips. */
export function chainText(result, labels) {
  if (!result?.chain) return 'no run';
  const links = result.chain.map((link) => `${shortName(link.url, labels)}${link.preflight ? ' (preflight+req)' : ''}${link.fromCache ? ' (cache)' : ''}${link.newConnection ? ' +TLS' : ''}`);
  return `${result.roundTrips} round trips${result.tlsSetups ? ` (+${result.tlsSetups} new connection${result.tlsSetups > 1 ? 's' : ''})` : ''}: ${links.join(' → ')}`;
}

const WIDGETS = ['original', 'featherdrop'];

/** A markdown table of one figure: scenario | original | featherdrop | ratio. */
function table(pass, head, figure, name) {
  const rows = pass.scenarios.map((s) => {
    const [o, f] = WIDGETS.map((w) => s.widgets[w].summary?.[figure]);
    return `| ${name(s)} | ${spread(o, ms)} | ${spread(f, ms)} | ${ratio(o, f)} |`;
  });
  return [`| ${head} | original | featherdrop | ratio |`, '|---|---|---|---|', ...rows];
}

/** The whole report of one pass (a profile): the table, then per scenario each widget's figures and chain. */
export function passText(pass, labels) {
  const out = [];
  const widgets = WIDGETS;
  out.push(`## ${pass.profile.name}${pass.preflightDelayMs ? `, preflights held ${pass.preflightDelayMs} ms` : ''}; ${pass.runs} runs each, interleaved`);
  out.push('');
  out.push('Time to usable, median (min–max), from the widget script\'s request start:');
  out.push('');
  out.push(...table(pass, 'scenario', 'fromScript', (s) => s.title));
  out.push('');
  out.push(...table(pass, 'scenario (from navigation start)', 'fromNavigation', (s) => s.id));
  if (pass.profile.cpu > 1) out.push('', ...targetsTable(pass));
  if (pass.profile.cpu === 1) {
    out.push('');
    out.push('Chains below are inferred from loopback timing, where the CPU rather than the network spaces requests: a link may name a response that merely came first.');
  }
  for (const s of pass.scenarios) {
    out.push('');
    out.push(`### ${s.title}`);
    for (const w of widgets) {
      const r = s.widgets[w];
      const sum = r.summary ?? {};
      out.push(`- ${w}: bytes before ready ${spread(sum.bytes, kb)}, ${sum.requests?.median ?? '–'} requests; main thread to ready ${spread(sum.mainThreadMs, ms)}`
        + `${r.failures.length ? `; ${r.failures.length} failed runs (${[...new Set(r.failures)].join('; ')})` : ''}`);
      const trips = sum.roundTrips;
      out.push(`  critical chain (median run${trips ? `; round trips over all runs ${trips.median} (${trips.min}–${trips.max})` : ''}): ${chainText(r.medianRun, labels)}`);
    }
    if (s.note) out.push(`- note: ${s.note}`);
  }
  return out.join('\n');
}

/** Issue 40's targets (the scenarios' `targets`) against this pass's medians: each figure, its target, met or not. */
function targetsTable(pass) {
  const rows = pass.scenarios.filter((s) => s.targets).map((s) => {
    const [o, f] = WIDGETS.map((w) => s.widgets[w].summary);
    const check = (value, target, unit) => (target === undefined || value === undefined ? '–' : `${unit(value)} ≤ ${unit(target)} ${value <= target ? 'met' : '**not met**'}`);
    const r = o && f ? f.fromScript.median / o.fromScript.median : undefined;
    return `| ${s.id} | ${check(r, s.targets.ratio, (v) => v.toFixed(2))} | ${check(f?.bytes.median, s.targets.bytes, (v) => `${Math.round(v).toLocaleString('en-US')} B`)} | ${check(f?.mainThreadMs.median, s.targets.mainThreadMs, ms)} |`;
  });
  return ['featherdrop against issue 40\'s targets (medians):', '', '| scenario | ratio | bytes before ready | main thread before ready |', '|---|---|---|---|', ...rows];
}

function ratio(o, f) {
  if (!o || !f) return '–';
  const r = f.median / o.median;
  return r > 1 ? `**${r.toFixed(2)}**` : r.toFixed(2);
}
