// The size budget (npm run size; docs/performance.md, "Size groups"): the shared entries in size-limits.json,
// then each slice's in its own folder (src/flows/<slice>/size-limit.json), so a slice's limits live beside its
// code and a new slice needs no line elsewhere. A slice's entry is size-limit's (`name`, `limit`, `path`), or
// a `group` of the chunks of its `files` (`./` for the slice's folder, else the project's, or a virtual
// module's name), which the build copies to .build/size/<slice>/<group>/ (scripts/build/size-groups.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Each slice folder's entries: [slice, entry], slices in name order. */
export function sliceEntries(root) {
  const flows = join(root, 'src/flows');
  return readdirSync(flows).sort().filter((slice) => existsSync(join(flows, slice, 'size-limit.json')))
    .flatMap((slice) => read(join(flows, slice, 'size-limit.json')).map((entry) => [slice, entry]));
}

/** A group's sources, as the metafile names them. */
export const groupSources = (slice, { files }) => files.map((file) => (file.startsWith('./') ? `src/flows/${slice}/${file.slice(2)}` : file));

export const groupFolder = (slice, { group }) => `.build/size/${slice}/${group}`;

/** size-limit's checks: the shared ones, then the slices'. */
export function sizeEntries(root) {
  const slices = sliceEntries(root).map(([slice, { group, files, ...entry }]) => (group
    ? { ...entry, path: `${groupFolder(slice, { group })}/*.js` }
    : entry));
  return [...read(join(root, 'size-limits.json')), ...slices];
}
