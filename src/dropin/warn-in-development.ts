import { isProductionAuthorization } from '../authorization.js';

/**
 * In development (any authorization but a production one) a failed create() names its reason in the
 * console: the error keeps the original's message ('There was an error creating Drop-in.') and carries the
 * reason on `error.cause` (docs/errors.md), which a console's uncaught rejection does not print. A page
 * in production logs what it chooses.
 */
export function warnInDevelopment(error: unknown, authorization: unknown): void {
  const { message, cause } = (error ?? {}) as { message?: string; cause?: unknown };
  if (cause !== undefined && !isProductionAuthorization(String(authorization))) console.warn('featherdrop:', message, 'error.cause:', cause);
}
