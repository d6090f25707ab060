/** preact/compat's classes built in pure calls (scripts/build/compat-unused-classes.mjs), by their exported names. */
export const UNUSED_CLASSES: string[];
/** compat.module.js's source with each of `classes` built in a pure call; throws when its shape changed. */
export function pureUnusedClasses(source: string, classes?: string[]): string;
export const compatUnusedClasses: { name: string; setup(build: unknown): void };
