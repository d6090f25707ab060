// The strings by area: the shell's (src/i18n/en_US.ts, shipped in the core), each slice's (its
// strings.ts, or <area>-strings.ts for an area of its own, shipped with its view) and a later shell view's
// (src/ui/<view>/strings.ts). Each area's English table
// sits beside its translations (translations.json, <area>-translations.json: the other 33 locales, keyed by
// locale). Read from the files, so a new slice's strings are found without a list to keep. build.mjs writes
// each locale's values per area; the locale-parity test checks every locale translates every area. An area's
// name is what its view passes to addStrings(): the slice's folder for strings.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The project's root: this file's parent, or the working directory when a test bundled this file elsewhere.
const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = existsSync(join(here, 'src/flows')) ? here : process.cwd();

// The built-in slices' registry, then the opt-in index (src/flows/opt-in-registry.ts).
const registry = () => ['registry', 'opt-in-registry'].map((file) => readFileSync(join(root, `src/flows/${file}.ts`), 'utf8')).join('\n');
/** The ids a registry list names, in its order. */
const listed = (name) => /=\s*\[([^\]]*)\]/.exec(registry().slice(registry().indexOf(`export const ${name}`)))?.[1].split(',').map((id) => id.trim()) ?? [];
/** The opt-in slices' folders, in the registry's order (`key: () => import('./<folder>/definition.js')`). */
const optInFolders = () => [...registry().matchAll(/\(\) => import\('\.\/([\w-]+)\/definition\.js'\)/g)].map((m) => m[1]);
/** id → the slice folder whose definition.ts the registry imports it from. */
const folderOf = () => Object.fromEntries([...registry().matchAll(/import \{ ([^}]+) \} from '\.\/([\w-]+)\/definition\.js'/g)]
  .flatMap(([, ids, folder]) => ids.split(',').map((id) => [id.trim(), folder])));

/** The slice folders in the registry's order (src/flows/registry.ts imports each one's definition), then any other. */
function sliceFolders() {
  const of = folderOf();
  const ordered = [...new Set([...[...listed('options'), ...listed('extras')].map((id) => of[id]).filter(Boolean), ...optInFolders()])];
  const folders = readdirSync(join(root, 'src/flows')).filter((name) => statSync(join(root, 'src/flows', name)).isDirectory()).sort();
  return [...ordered, ...folders.filter((folder) => !ordered.includes(folder))];
}

/** area → [English file, its export, translations file, ships in files of its own]: the shell's, then each slice's. */
function findAreas() {
  const areas = { core: ['src/i18n/en_US.ts', 'en_US', 'src/i18n/translations.json', false] };
  for (const slice of sliceFolders()) {
    const dir = `src/flows/${slice}`;
    const files = readdirSync(join(root, dir)).filter((name) => /^(?:[\w-]+-)?strings\.ts$/.test(name));
    for (const file of files.sort((a, b) => (a === 'strings.ts' ? -1 : b === 'strings.ts' ? 1 : a.localeCompare(b)))) {
      const text = readFileSync(join(root, dir, file), 'utf8');
      const name = /export const (\w+)\s*=\s*\{/.exec(text)?.[1];
      if (!name) throw new Error(`${dir}/${file}: no exported table of strings`);
      const translations = `${dir}/${file.replace(/strings\.ts$/, 'translations.json')}`;
      if (!existsSync(join(root, translations))) throw new Error(`${dir}/${file}: no ${translations} beside it`);
      const area = file === 'strings.ts' ? slice : file.replace(/-strings\.ts$/, '');
      areas[area] = [`${dir}/${file}`, name, translations, /^export const shipsApart = true;/m.test(text)];
    }
  }
  // A shell view of its own with strings (src/ui/<view>/strings.ts, area <view>): the express row's.
  for (const view of readdirSync(join(root, 'src/ui')).filter((name) => existsSync(join(root, 'src/ui', name, 'strings.ts'))).sort()) {
    const file = `src/ui/${view}/strings.ts`;
    const text = readFileSync(join(root, file), 'utf8');
    areas[view] = [file, /export const (\w+)\s*=\s*\{/.exec(text)[1], `src/ui/${view}/translations.json`, /^export const shipsApart = true;/m.test(text)];
  }
  return areas;
}

const found = findAreas();

/**
 * The opt-in options' labels (a new option names itself: `label: 'Bank account'`), in the registry's order,
 * with the slice whose translations.json translates them. Each slice's are an area of their own,
 * `<slice>-labels`, shipped apart (<id>.<slice>-labels.js) and fetched with the locale by a merchant who passes
 * that slice's key (src/dropin/opt-in-loaded.ts names the same areas from the definitions), so a tile is named
 * in the shopper's language before its own strings load, and an option costs no byte in the locale files of a
 * merchant who does not use it. A built-in option's label is one of the shell's strings (src/i18n/en_US.ts).
 */
function optionLabels() {
  const shell = readFileSync(join(root, 'src/i18n/en_US.ts'), 'utf8');
  const folders = folderOf();
  const read = (folder) => readFileSync(join(root, 'src/flows', folder, 'definition.ts'), 'utf8');
  const labelOf = (id, folder) => {
    const definition = read(folder);
    const label = /^\s+label: '([^']+)'/m.exec(definition.slice(definition.indexOf(`id: '${id}'`)))?.[1];
    if (!label) throw new Error(`src/flows/${folder}/definition.ts: no label for ${id}`);
    return label;
  };
  for (const id of listed('options')) {
    const label = labelOf(id, folders[id]);
    const inShell = new RegExp(`^\\s+(?:${label}|'${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'):`, 'm').test(shell);
    if (!inShell) throw new Error(`${id}: a built-in option's label ('${label}') is one of the shell's strings (src/i18n/en_US.ts)`);
  }
  // An opt-in slice's definition.ts may define several options (the local payment methods): each `id: '…'`
  // there, with the label after it.
  return optInFolders().flatMap((folder) => [...read(folder).matchAll(/^\s+id: '(\w+)'/gm)].map(([, id]) => [labelOf(id, folder), folder]));
}

/** label → the slice whose translations.json translates it. */
export const OPTION_LABELS = Object.fromEntries(optionLabels());

/** `<slice>-labels` → its options' labels, in the order of its definitions. */
export const LABEL_AREAS = {};
for (const [label, slice] of Object.entries(OPTION_LABELS)) (LABEL_AREAS[`${slice}-labels`] ??= []).push(label);

/** area → [English file, its export]. */
export const STRING_AREAS = Object.fromEntries(Object.entries(found).map(([area, [file, name]]) => [area, [file, name]]));

/** area → its translations file (locale → key → string); a slice's labels area reads the slice's. */
export const TRANSLATIONS = Object.fromEntries([...Object.entries(found).map(([area, [, , translations]]) => [area, translations]),
  ...Object.keys(LABEL_AREAS).map((area) => [area, `src/flows/${OPTION_LABELS[LABEL_AREAS[area][0]]}/translations.json`])]);

// Areas few widgets show (the billing address: only with card.billingAddress; a strings file says
// `export const shipsApart = true;`): each locale's values of these ship in a file of their own,
// <id>.<area>.js, fetched when the view loads, not in every locale file; so do each slice's options' labels
// (LABEL_AREAS), fetched with the locale by a widget that has those options.
export const SEPARATE_AREAS = [...Object.entries(found).filter(([, [, , , apart]]) => apart).map(([area]) => area), ...Object.keys(LABEL_AREAS)];

/**
 * A locale whose translations state only how it differs from another: English variants from en_GB (and every
 * English variant from en_US), PayPal's international Chinese from zh_CN.
 */
export const LOCALE_BASES = { en_AU: 'en_GB', en_IN: 'en_GB', en_GB: 'en_US', zh_XC: 'zh_CN' };

/** The locales other than en_US: those the shell's translations hold, and those stated by their base. */
export const LOCALE_IDS = [...new Set([...Object.keys(JSON.parse(readFileSync(join(root, TRANSLATIONS.core), 'utf8'))), ...Object.keys(LOCALE_BASES)])].sort();

/** A locale's string of an area's key: its own, else its base's (English last for the English variants). */
const tables = {};
export function translate(area, id, key, english) {
  const file = TRANSLATIONS[area];
  const table = (tables[file] ??= JSON.parse(readFileSync(join(root, file), 'utf8')));
  for (let locale = id; locale; locale = LOCALE_BASES[locale]) {
    if (locale === 'en_US') return english[key];
    const value = table[locale]?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
