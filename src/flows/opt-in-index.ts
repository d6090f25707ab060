// The opt-in index's chunk (fetched by src/dropin/opt-in.ts only when a merchant's options hold a key that is not
// a built-in one): the definitions of the opt-in options the merchant passed, in the registry's order.
// Their adapters come with them, so the gateways' own tables (in the first view) hold built-in slices only.
import adapters from 'featherdrop-opt-in-adapters';
import { optIn } from './opt-in-registry.js';
import type { FlowOption } from './types.js';

export async function loadPassed(input: Record<string, unknown>): Promise<FlowOption[]> {
  const modules = await Promise.all(Object.entries(optIn).filter(([key]) => input[key] !== undefined).map(([, load]) => load()));
  return modules.flatMap((module) => module.default).map((definition) => ({ ...definition, adapters: adapters[definition.slice ?? definition.id] }));
}
