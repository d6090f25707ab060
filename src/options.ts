import { FLOW_IDS, type FlowId } from './constants.js';
import { dropinError } from './errors.js';

/** The merchant's options, as braintree-web-drop-in 1.31.2 names them (SPEC 3). */
export interface DropinOptions {
  authorization: string;
  container?: string | HTMLElement;
  selector?: string | HTMLElement;
  locale?: string;
  translations?: Record<string, string>;
  paymentOptionPriority?: FlowId[];
  card?: false | true | CardOptions;
  paypal?: Record<string, unknown>;
  paypalCredit?: Record<string, unknown>;
  venmo?: boolean | Record<string, unknown>;
  applePay?: Record<string, unknown>;
  googlePay?: Record<string, unknown>;
  dataCollector?: boolean | Record<string, unknown>;
  threeDSecure?: boolean | { amount?: string; cardinalSDKConfig?: Record<string, unknown> };
  vaultManager?: boolean;
  preselectVaultedPaymentMethod?: boolean;
  showDefaultPaymentMethodFirst?: boolean;
  /** featherdrop: aborting it while create runs rejects create and leaves nothing behind. */
  signal?: AbortSignal;
  [key: string]: unknown;
}

export interface CardOptions {
  cardholderName?: boolean | { required?: boolean };
  overrides?: { fields?: Record<string, unknown>; styles?: Record<string, unknown> };
  clearFieldsAfterTokenization?: boolean;
  vault?: { vaultCard?: boolean; allowVaultCardOverride?: boolean };
}

export interface NormalizedOptions {
  raw: DropinOptions;
  authorization: string;
  container: HTMLElement;
  priority: FlowId[];
  vaultManager: boolean;
  preselectVaultedPaymentMethod: boolean;
  showDefaultPaymentMethodFirst: boolean;
}

function resolveContainer(options: DropinOptions): HTMLElement {
  const { container, selector } = options;
  if (container != null && selector != null) throw dropinError('selectorAndContainer');
  const target = container ?? selector;
  if (target == null) throw dropinError('containerRequired');
  const node = typeof target === 'string' ? document.querySelector(target) : target;
  if (!node || node.nodeType !== 1) throw dropinError('containerInvalid');
  if ((node as HTMLElement).children.length || node.textContent?.trim()) throw dropinError('containerNotEmpty');
  return node as HTMLElement;
}

/** SPEC 5: duplicates removed, unknown ids rejected; at least one id left. */
export function normalizePriority(priority: unknown): FlowId[] {
  if (priority === undefined) return [...FLOW_IDS];
  if (!Array.isArray(priority)) throw dropinError('priorityNotArray');
  for (const id of priority) if (!FLOW_IDS.includes(id)) throw dropinError('invalidPriority');
  const unique = [...new Set(priority as FlowId[])];
  if (!unique.length) throw dropinError('noValidOptions');
  return unique;
}

/** Validates in the SPEC's order and throws the first DropinError found; never touches the DOM. */
export function normalizeOptions(options: DropinOptions | undefined): NormalizedOptions {
  const raw = (options ?? {}) as DropinOptions;
  if (!raw.authorization || typeof raw.authorization !== 'string') throw dropinError('authorizationRequired');
  return {
    raw,
    authorization: raw.authorization,
    container: resolveContainer(raw),
    priority: normalizePriority(raw.paymentOptionPriority),
    vaultManager: raw.vaultManager === true,
    preselectVaultedPaymentMethod: raw.preselectVaultedPaymentMethod !== false,
    showDefaultPaymentMethodFirst: raw.showDefaultPaymentMethodFirst !== false,
  };
}
