import type { Strings } from '../../../src/i18n/en_US.js';
import areas from 'featherdrop-english-areas';
import { LABEL_AREAS } from '../../../scripts/string-areas.mjs';

/** Every area's English strings, under the area names of scripts/string-areas.mjs (the locale-parity test checks they match). */
export const english: Record<string, Strings> = {
  // The shell's and every slice's, found in their folders (scripts/string-areas.mjs, through the unit-test bundler).
  ...areas as Record<string, Strings>,
  // The options' labels the shell does not hold, each in its own English words, by slice (scripts/string-areas.mjs).
  ...Object.fromEntries(Object.entries(LABEL_AREAS).map(([area, labels]) => [area, Object.fromEntries(labels.map((label) => [label, label]))])),
};

/** Every English string, all areas together. */
export const allEnglish: Strings = Object.assign({}, ...Object.values(english));
