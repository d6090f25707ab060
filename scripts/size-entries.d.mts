/** One entry of a slice's size-limit.json (scripts/size-entries.mjs). */
export interface SliceSizeEntry {
  name: string;
  limit: string;
  /** A dist/ file (size-limit's own `path`) … */
  path?: string;
  /** … or a group of the chunks of `files` (`./` for the slice's folder), measured from .build/size/<slice>/<group>/. */
  group?: string;
  files?: string[];
}
/** Each slice folder's entries: [slice, entry]. */
export function sliceEntries(root: string): Array<[string, SliceSizeEntry]>;
/** A group's sources, as the metafile names them. */
export function groupSources(slice: string, entry: { files: string[] }): string[];
export function groupFolder(slice: string, entry: { group: string }): string;
/** size-limit's checks: the shared ones, then the slices'. */
export function sizeEntries(root: string): Array<{ name: string; limit: string; path: string }>;
