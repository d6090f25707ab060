import type { Extra, FlowOption } from '../flows/types.js';

/**
 * Starts the imports of the planned slices' own chunks (an option's setup and sheet, an extra's setup) as
 * create() starts, so they load while the configuration is fetched instead of after it (issue 13); a
 * bundler's build gets the same, with its own chunks. The gateway starts their adapters' modules. Errors are
 * left to the real setup, which imports the same module again.
 */
export function warmUp(planned: { options: readonly FlowOption[]; extras: readonly Extra[] }) {
  for (const load of new Set([...planned.options, ...planned.extras].map((part) => part.load))) load().catch(() => {});
}
