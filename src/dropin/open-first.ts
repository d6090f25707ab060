import { DropinError } from '../errors.js';
import type { FlowId } from '../types.js';

/** Its own message: this chunk loads only for a merchant who passes `openFirst`, so no one else downloads it. */
export const OPEN_FIRST_INVALID = 'options.openFirst must be one of the payment options in paymentOptionPriority.';

/** `openFirst` names one of the options the merchant offers (paymentOptionPriority, normalized), else a merchant DropinError. */
export function checkOpenFirst(openFirst: unknown, priority: readonly FlowId[]): FlowId {
  if (!priority.includes(openFirst as FlowId)) throw new DropinError(OPEN_FIRST_INVALID);
  return openFirst as FlowId;
}
