// The size budget's entries (scripts/size-entries.mjs): the shared ones and each slice's, from its folder.
// Reads the last build's metafile and size groups (npm test builds first).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chunkOf } from '../../scripts/metafile.mjs';
import { groupFolder, groupSources, sizeEntries, sliceEntries } from '../../scripts/size-entries.mjs';

const metafile = JSON.parse(readFileSync('.build/metafile.json', 'utf8'));

test('every entry is named once and has a limit; every slice group was measured from its own chunks', () => {
  const entries = sizeEntries('.');
  assert.is(new Set(entries.map((entry) => entry.name)).size, entries.length, 'names are unique');
  for (const entry of entries) assert.ok(entry.limit && entry.path, entry.name);
  for (const [slice, entry] of sliceEntries('.')) {
    if (!entry.group) continue;
    const folder = groupFolder(slice, { group: entry.group });
    assert.ok(existsSync(folder) && readdirSync(folder).length > 0, `${folder} holds the group's files`);
    assert.ok(entries.some((e) => e.path === `${folder}/*.js` && e.limit === entry.limit), `${slice}'s ${entry.group} is measured`);
  }
});

test('a slice whose setup is a chunk of its own has a size limit for it, in its folder', () => {
  const measured = new Set(sliceEntries('.').flatMap(([slice, entry]) => (entry.files ? groupSources(slice, { files: entry.files }) : [])));
  const setups = Object.keys(metafile.inputs).filter((input) => /^src\/flows\/[^/]+\/index\.tsx?$/.test(input) && chunkOf(metafile, input) !== 'dist/esm/index.js');
  assert.ok(setups.length >= 10, 'the slices\' setups are found');
  for (const setup of setups) assert.ok(measured.has(setup), `${setup}: no group in its folder's size-limit.json`);
});

test.run();
