// The names of featherdrop's own options (src/flows/opt-in-registry.ts) that some locale translates, in the
// order of every locale file's `labels` area (scripts/string-areas.mjs, OPTION_LABELS; the build leaves out
// the names no locale changes, the brands' at its end). A locale file gives that area's values by position,
// and the opt-in definitions load only when passed, so the order cannot come from the loaded ones: the build
// derives it from the slices' translations (scripts/build/derived-tables.mjs).
import labels from 'featherdrop-derived:translated-labels';

export const TRANSLATED_LABELS = labels;
