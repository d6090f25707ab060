// docs/accessibility.md stays true (issue 32): it rates every WCAG 2.2 Level A and AA success criterion once, in
// the VPAT's terms, and each "Supports" or "Partially supports" names its evidence: a test file and the start of a
// test's title that are there, or a manual check. A renamed or deleted test fails here, not silently in the report.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const report = readFileSync(join(root, 'docs/accessibility.md'), 'utf8');

/** WCAG 2.2's Level A and AA success criteria (4.1.1 is obsolete, the VPAT 2.5 WCAG 2.2 edition keeps its row). */
const WCAG_22 = {
  A: ['1.1.1', '1.2.1', '1.2.2', '1.2.3', '1.3.1', '1.3.2', '1.3.3', '1.4.1', '1.4.2', '2.1.1', '2.1.2', '2.1.4', '2.2.1', '2.2.2', '2.3.1',
    '2.4.1', '2.4.2', '2.4.3', '2.4.4', '2.5.1', '2.5.2', '2.5.3', '2.5.4', '3.1.1', '3.2.1', '3.2.2', '3.2.6', '3.3.1', '3.3.2', '3.3.7',
    '4.1.1', '4.1.2'],
  AA: ['1.2.4', '1.2.5', '1.3.4', '1.3.5', '1.4.3', '1.4.4', '1.4.5', '1.4.10', '1.4.11', '1.4.12', '1.4.13', '2.4.5', '2.4.6', '2.4.7',
    '2.4.11', '2.5.7', '2.5.8', '3.1.2', '3.2.3', '3.2.4', '3.3.3', '3.3.4', '3.3.8', '4.1.3'],
};
const TERMS = ['Supports', 'Partially supports', 'Does not support', 'Not applicable'];

interface Row { criterion: string; conformance: string; remarks: string }

/** The rows of the table under `## WCAG 2.2 Level <level>`. */
function rows(level: string): Row[] {
  const section = report.split(`## WCAG 2.2 Level ${level}\n`)[1]?.split('\n## ')[0] ?? '';
  return section.split('\n').filter((line) => /^\| \d/.test(line)).map((line) => {
    const [criterion, conformance, remarks] = line.slice(2, -2).split(' | ');
    return { criterion: criterion.split(' ')[0], conformance, remarks };
  });
}

/** What a row's evidence names that is not there: `test/…` and `src/flows/<slice>/test/…` files, and the quoted titles after each. */
function missingEvidence({ criterion, conformance, remarks }: Row, read = (file: string) => readFileSync(join(root, file), 'utf8')): string[] {
  // 4.1.1 is met by definition in WCAG 2.2: nothing to test.
  if (!conformance.includes('upports') || conformance === 'Does not support' || criterion === '4.1.1') return [];
  const parts = remarks.split(/`((?:src\/flows\/[^/`]+\/)?test\/[^`]+)`/);
  const problems: string[] = [];
  if (parts.length < 2 && !remarks.includes('Manual check:')) problems.push(`${criterion}: no test and no manual check named`);
  for (let i = 1; i < parts.length; i += 2) {
    const file = parts[i];
    if (!existsSync(join(root, file))) {
      problems.push(`${criterion}: ${file} does not exist`);
      continue;
    }
    const titles = [...parts[i + 1].matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    if (!titles.length) problems.push(`${criterion}: no test of ${file} named`);
    // Titles are written in single quotes or backticks in the tests: their escapes dropped.
    const source = read(file).replace(/\\/g, '');
    for (const title of titles) if (!source.includes(title)) problems.push(`${criterion}: ${file} has no test "${title}"`);
  }
  return problems;
}

for (const [level, expected] of Object.entries(WCAG_22)) {
  test(`Level ${level}: every success criterion of WCAG 2.2 has one row, in the VPAT's terms`, () => {
    const found = rows(level);
    assert.equal(found.map((row) => row.criterion), expected);
    assert.equal(found.filter((row) => !TERMS.includes(row.conformance)).map((row) => `${row.criterion}: ${row.conformance}`), []);
    assert.equal(found.filter((row) => row.remarks.trim().length < 8).map((row) => row.criterion), [], 'each says why');
  });

  test(`Level ${level}: each "Supports" names a test that exists, or a manual check`, () => {
    assert.equal(rows(level).flatMap((row) => missingEvidence(row)), []);
  });
}

test('the evidence check sees a renamed test and a missing file (it is not vacuous)', () => {
  const row = (remarks: string): Row => ({ criterion: '9.9.9', conformance: 'Supports', remarks });
  assert.equal(missingEvidence(row('`test/unit/docs.test.ts` "a title nobody wrote"'), () => "test('another', () => {})"), ['9.9.9: test/unit/docs.test.ts has no test "a title nobody wrote"']);
  assert.equal(missingEvidence(row('`test/nowhere.test.mjs` "x"')), ['9.9.9: test/nowhere.test.mjs does not exist']);
  assert.equal(missingEvidence(row('`src/flows/card/test/nowhere.test.tsx` "x"')), ['9.9.9: src/flows/card/test/nowhere.test.tsx does not exist']);
  assert.equal(missingEvidence(row('It works.')), ['9.9.9: no test and no manual check named']);
  assert.equal(missingEvidence(row('`test/unit/docs.test.ts` "docs/errors.md lists every error message"')), []);
});

test('the report is dated and names the version it describes', () => {
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  assert.match(report, new RegExp(`\\*\\*featherdrop ${version.replace(/\./g, '\\.')}\\*\\*`));
  assert.match(report, /\*\*Report date:\*\* \d{4}-\d{2}-\d{2}/);
});

test.run();
