/** Every string area's English table by area name, generated from scripts/string-areas.mjs by the unit-test bundler (test/runner/unit-build.mjs). */
declare module 'featherdrop-english-areas' {
  const areas: Record<string, Record<string, string>>;
  export default areas;
}
