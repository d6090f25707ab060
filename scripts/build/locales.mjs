// Build step: one file per locale beside the entry, and their loader.
import * as esbuild from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, dist } from './context.mjs';
import { LABEL_AREAS, LOCALE_IDS, SEPARATE_AREAS, STRING_AREAS, translate } from '../string-areas.mjs';

/**
 * Locales: standalone files with stable names beside the entry (src/index.ts imports them by URL),
 * each holding only its strings' values, per area (scripts/string-areas.mjs) in that area's English key
 * order (src/i18n/load-strings.ts puts the keys back): the key names are not shipped again in every
 * locale (−0.35 kB brotli each), and each view's English strings ship with that view. The sources stay
 * readable objects; the locale-parity test keeps every key of every area in every one.
 */
export async function buildLocales() {
  const ids = LOCALE_IDS;
  const table = Object.entries(STRING_AREAS).map(([area, [file, name]]) => `export { ${name} as area_${area} } from './${file}';`).join('\n');
  const { outputFiles } = await esbuild.build({
    stdin: { contents: table, resolveDir: root, loader: 'ts' }, bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning',
  });
  const strings = { ...await import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`) };
  // Each slice's options' labels the shell's strings do not hold, an area shipped apart (scripts/string-areas.mjs).
  for (const [area, labels] of Object.entries(LABEL_AREAS)) strings[`area_${area}`] = Object.fromEntries(labels.map((label) => [label, label]));
  mkdirSync(join(dist, 'esm/locales'), { recursive: true });
  for (const id of ids) {
    // A locale stating only how it differs (the English variants, zh_XC) takes the rest from its base.
    const values = (area) => Object.keys(strings[`area_${area}`]).map((key) => translate(area, id, key, strings[`area_${area}`]));
    const areas = Object.fromEntries(Object.keys(STRING_AREAS).filter((area) => !SEPARATE_AREAS.includes(area))
      .map((area) => [area, values(area)]).filter(([, list]) => list.length));
    writeFileSync(join(dist, 'esm/locales', `${id}.js`), `export const ${id}=${JSON.stringify(areas)};\n`);
    for (const area of SEPARATE_AREAS) writeFileSync(join(dist, 'esm/locales', `${id}.${area}.js`), `export default ${JSON.stringify(values(area))};\n`);
  }
  // Each file imported by name, so a merchant's bundler (esbuild, Rollup, Vite, webpack) splits them.
  const loaders = ids.map((id) => `${id}:()=>import("./${id}.js").then(m=>m.${id})`).join(',');
  const areaLoaders = SEPARATE_AREAS.map((area) => `${JSON.stringify(area)}:{${ids.map((id) => `${id}:()=>import("./${id}.${area}.js")`).join(',')}}`).join(',');
  writeFileSync(join(dist, 'esm/locales/index.js'), `const l={${loaders}},a={${areaLoaders}};export const importLocale=id=>l[id]();export const importArea=(id,area)=>a[area][id]().then(m=>m.default);\n`);
}
