// Reads the tables the docs mark for tests: `<!-- table: NAME -->` on the line before a Markdown table.
// The docs tests (test/unit/docs.test.ts, test/browser/docs-test-cards.test.mjs) check each against the
// code: the options, result and events tables against src/api/ (what src/api.ts re-exports), the test cards against the simulator.
import { readFileSync } from 'node:fs';

/** A table row's cells, trimmed; `|` inside a code span (`a \| b`) stays in its cell. */
function cells(line) {
  return line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Every marked table of a Markdown text: name → { header, rows } (rows as arrays of cells). */
export function markedTables(markdown) {
  const lines = markdown.split('\n');
  const tables = new Map();
  lines.forEach((line, index) => {
    const marker = /^<!-- table: ([\w-]+) -->$/.exec(line.trim());
    if (!marker) return;
    const body = [];
    for (let i = index + 1; i < lines.length && lines[i].trim().startsWith('|'); i++) body.push(lines[i]);
    if (body.length < 2) throw new Error(`<!-- table: ${marker[1]} --> is not followed by a table`);
    if (tables.has(marker[1])) throw new Error(`two tables are marked ${marker[1]}`);
    tables.set(marker[1], { header: cells(body[0]), rows: body.slice(2).map(cells) });
  });
  return tables;
}

/** The marked tables of a file. */
export const markedTablesOf = (file) => markedTables(readFileSync(file, 'utf8'));

/** The code spans of a cell, in order: "`card.vault` (`true`)" → ['card.vault', 'true']. */
export const codeSpans = (cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
