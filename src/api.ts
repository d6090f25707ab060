// The types merchants program against (dist/types/api.d.ts), by job: what they pass (api/options.ts) and
// what they get (api/instance.ts). Types only: the shipped declarations need no other package.
export type * from './api/options.js';
export type * from './api/instance.js';
export type * from './api/element.js';
