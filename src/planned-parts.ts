import type { ExtraDefinition, OptionDefinition } from './definitions.js';
import type { NormalizedOptions } from './options.js';
import { clientTokenOf } from './authorization.js';

/** The slices, as the registry lists them (src/flows/registry.ts). */
export interface Registry {
  readonly options: readonly OptionDefinition[];
  readonly extras: readonly ExtraDefinition[];
}

/** What a create() call is going to set up, from its options alone. */
export interface Planned {
  options: OptionDefinition[];
  extras: ExtraDefinition[];
}

/**
 * The parts a create() call is going to set up, read from its options alone, before any gateway
 * answer (docs/performance.md, "Starting early"): each eager option the merchant chose (wallets are set up
 * during create), the others only for a guest (a customer starts on saved methods and loads them when their
 * sheet is opened), and each extra the merchant asked for. create() starts their imports so they arrive
 * while the configuration is fetched. A guess: an option the gateway turns off is fetched for nothing, a
 * customer with no saved method loads the card later; nothing depends on it being right. Who is a
 * customer: `isCustomerAuthorization`.
 */
export function plannedParts({ raw, priority }: NormalizedOptions, registry: Registry): Planned {
  const customer = namesCustomer(raw.authorization);
  const chosen = (d: OptionDefinition) => d.chosen(raw as never) && (d.eager || customer === false);
  return {
    options: priority.flatMap((id) => registry.options.filter((d) => d.id === id && chosen(d))),
    extras: registry.extras.filter((e) => e.wanted(raw as never, customer)),
  };
}

/**
 * A client token is base64 JSON whose authorizationFingerprint names `customer_id=` for a customer; a
 * tokenization key (`env_random_merchant`) is always guest checkout. The braintree adapter reads it too.
 */
export function isCustomerAuthorization(authorization: string): boolean {
  return String(clientTokenOf(authorization)?.authorizationFingerprint ?? '').includes('customer_id=');
}

/** Whether the authorization is a customer's (undefined: the simulator's customers are in its scenario, not known here). */
const namesCustomer = (authorization: string) => (authorization.startsWith('simulator_') ? undefined : isCustomerAuthorization(authorization));

/**
 * Whether the first view is likely a customer's saved methods, from the options alone: a customer with an
 * option on whose methods are listed (most customers have a saved card). Otherwise the first view is an
 * option's sheet or the options list, whose views create() fetches beside the configuration. A wrong guess
 * costs a round trip (a customer with no saved method) or a kilobyte early, nothing else.
 */
export const likelyStartsOnSavedMethods = ({ raw }: NormalizedOptions, registry: Registry) =>
  namesCustomer(raw.authorization) === true && registry.options.some((d) => d.savedTypes?.length && d.chosen(raw as never));

/**
 * The option whose sheet is likely the first view: the only payment option planned (the original's screens: the only option
 * opens its sheet; more than one shows the options list first). Its frames may start early (issue 13).
 */
export const likelyFirstView = (planned: Planned) => (planned.options.length === 1 ? planned.options[0].id : undefined);
