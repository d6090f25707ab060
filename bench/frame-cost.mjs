// The card frame page's own cost, reported beside the time to usable: its weight (minified, brotli-11) and how
// long its inline script takes to evaluate per copy, in a fresh Chromium at CPU ×1 (Performance.getMetrics'
// ScriptDuration, median of `runs`), beside braintree's own page as measured in docs/performance.md. Every card
// field is a frame with its own copy: the download is shared through the HTTP cache, the evaluation is not.
import { brotliCompressSync, constants } from 'node:zlib';
import { launchChromium } from '../test/browser/support.mjs';
import { BRAINTREE_FRAME, buildCardFramePage } from '../test/emulator/card-frame/page.mjs';
import { ASSETS_HOST } from '../test/emulator/gateway-fixtures.mjs';
import { summary } from './stats.mjs';

/** braintree's 3.136 frame page: its script evaluated in 30–37 ms per copy at CPU ×1 on these machines. */
const BRAINTREE_EVALUATION_MS = '30–37';

/** `emulator`: a running gateway emulator (it serves the page); resolves the figures and a line for the report. */
export async function measureFramePage(emulator, runs = 7) {
  const { html } = await buildCardFramePage();
  const minified = Buffer.byteLength(html);
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const durations = [];
  for (let i = 0; i < runs; i += 1) {
    const browser = await launchChromium(emulator.chromiumArgs);
    try {
      const page = browser.context.pages()[0] ?? await browser.context.newPage();
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`https://${ASSETS_HOST}/web/3.144.0/html/hosted-fields-frame.min.html#bench`, { waitUntil: 'load' });
      const { metrics } = await cdp.send('Performance.getMetrics');
      durations.push(metrics.find((m) => m.name === 'ScriptDuration').value * 1000);
    } finally {
      await browser.close();
    }
  }
  const evaluation = summary(durations);
  const line = `Card frame page (featherdrop's own, test/emulator/card-frame/): ${minified.toLocaleString('en')} B minified, ${brotli.toLocaleString('en')} B brotli, `
    + `its script ${evaluation.median.toFixed(1)} ms per copy (median of ${runs}, ${evaluation.min.toFixed(1)}–${evaluation.max.toFixed(1)}, CPU ×1); braintree's 3.136 page: `
    + `${BRAINTREE_FRAME.minified.toLocaleString('en')} B, ${BRAINTREE_FRAME.brotli.toLocaleString('en')} B, ${BRAINTREE_EVALUATION_MS} ms.`;
  return { minified, brotli, evaluationMs: evaluation, line };
}
