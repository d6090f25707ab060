// The unit-test bundle inlines braintree-web's CommonJS sources (scripts/build/braintree-pins.mjs) but keeps their
// own dependencies external; esbuild's require shim uses a global `require` when there is one.
import { createRequire } from 'node:module';

(globalThis as { require?: NodeRequire }).require ??= createRequire(import.meta.url);
