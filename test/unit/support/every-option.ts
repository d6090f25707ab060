// Every payment option's definition: the registry's built-in ones, then its opt-in ones (loaded here, as
// create() loads them when a merchant passes their key), for tests that read or drive any option directly.
import { loadPassed } from '../../../src/flows/opt-in-index.js';
import { optIn } from '../../../src/flows/opt-in-registry.js';
import { options } from '../../../src/flows/registry.js';

const loaded = await loadPassed(Object.fromEntries(Object.keys(optIn).map((key) => [key, true])));

export const everyOption = [...options, ...loaded];
