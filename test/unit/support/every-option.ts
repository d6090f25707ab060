// Every payment option's definition: the registry's built-in ones, then its opt-in ones (loaded here, as
// create() loads them when a merchant passes their key), for tests that read or drive any option directly.
import { optIn } from '../../../src/flows/opt-in-registry.js';
import { options } from '../../../src/flows/registry.js';

const loaded = await Promise.all(Object.values(optIn).map((load) => load()));

export const everyOption = [...options, ...loaded.flatMap((module) => module.default)];
