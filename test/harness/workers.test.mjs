// test/run.mjs running several files at once (FEATHERDROP_TEST_WORKERS) on the fixture files of
// test/harness/fixtures/pool/: files that wait run side by side, a file marked `// Runs alone:` has the machine
// to itself, one marked `// Mostly waits:` runs in a lane of its own beside two others, a file over its limit
// still fails with its name, and one failing file does not stop the others.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closingLine, runTests } from './support.mjs';

/** Each fixture's run as [start, end], from their JSON lines; one that never ended was stopped at `limit` seconds. */
function runs(log, limit) {
  const spans = {};
  for (const line of readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l))) spans[line.name] = [line.start, line.end ?? line.start + limit * 1000];
  return spans;
}
const overlap = ([a0, a1], [b0, b1]) => a0 < b1 && b0 < a1;
/** Whether three spans share a moment. */
const allThree = (a, b, c) => Math.max(a[0], b[0], c[0]) < Math.min(a[1], b[1], c[1]);

test('two at a time: the waiting files overlap, the alone one runs alone, the one that mostly waits beside two others, a hanging and a failing file fail by name and the rest pass', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-harness-'));
  try {
    const log = join(dir, 'runs.jsonl');
    const { out, code } = await runTests('browser', {
      FEATHERDROP_TEST_DIRS: 'test/harness/fixtures/pool', FEATHERDROP_TIME_LIMIT: '8', FEATHERDROP_TEST_WORKERS: '2', FEATHERDROP_HARNESS_LOG: log,
    });
    assert.match(out, /^== browser tier: 6 files, 8 s limit each \(at \d+:\d\d\)$/m);
    assert.match(out, /^FAIL test\/harness\/fixtures\/pool\/hangs\.test\.mjs \(timed out after 8 s\) [\d.]+ s$/m);
    assert.match(out, /^FAIL test\/harness\/fixtures\/pool\/fails\.test\.mjs \(0 passed, 1 failed\) [\d.]+ s$/m);
    assert.match(out, /a deliberate failure/, 'the failure is shown');
    for (const name of ['alone', 'mostly-waits', 'waits-1', 'waits-2']) assert.match(out, new RegExp(`^ok {3}test/harness/fixtures/pool/${name}\\.test\\.mjs \\(1 passed\\) [\\d.]+ s$`, 'm'));
    assert.is(closingLine(out), '4 passed, 2 failed');
    assert.is(code, 1);

    const spans = runs(log, 8);
    assert.equal(Object.keys(spans).sort(), ['alone', 'fails', 'hangs', 'mostly-waits', 'waits-1', 'waits-2']);
    assert.ok(overlap(spans['waits-1'], spans['waits-2']) || [spans['waits-1'], spans['waits-2']].some((s) => overlap(s, spans.hangs)),
      'the waiting files ran beside another file');
    for (const [name, span] of Object.entries(spans)) {
      if (name !== 'alone') assert.not.ok(overlap(span, spans.alone), `${name} ran beside the file that runs alone`);
    }
    const others = Object.keys(spans).filter((name) => !['alone', 'mostly-waits'].includes(name));
    const pairs = others.flatMap((a) => others.filter((b) => a < b).map((b) => [a, b]));
    assert.ok(pairs.some(([a, b]) => allThree(spans['mostly-waits'], spans[a], spans[b])), 'the file that mostly waits ran beside two others at once');
    for (const [a, b] of pairs) {
      for (const c of others.filter((name) => b < name)) assert.not.ok(allThree(spans[a], spans[b], spans[c]), `${a}, ${b} and ${c} ran at once`);
    }
    const waited = spans['waits-1'][1] - spans['waits-1'][0] + spans['waits-2'][1] - spans['waits-2'][0] + spans.fails[1] - spans.fails[0];
    const last = Math.max(...Object.values(spans).map(([, end]) => end));
    assert.ok(last - spans.alone[1] < waited + 8_000, 'the hanging file held one worker only: the others went on beside it');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('FEATHERDROP_TEST_WORKERS=1 runs one file at a time', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-harness-'));
  try {
    const log = join(dir, 'runs.jsonl');
    const { out } = await runTests('browser', {
      FEATHERDROP_TEST_DIRS: 'test/harness/fixtures/pool', FEATHERDROP_TIME_LIMIT: '4', FEATHERDROP_TEST_WORKERS: '1', FEATHERDROP_HARNESS_LOG: log,
    });
    assert.is(closingLine(out), '4 passed, 2 failed');
    const spans = Object.entries(runs(log, 4));
    for (const [a, spanA] of spans) {
      for (const [b, spanB] of spans) if (a < b) assert.not.ok(overlap(spanA, spanB), `${a} and ${b} overlapped`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
