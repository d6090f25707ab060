import { FLOW_IDS, METHOD_TYPES, type FlowId } from './constants.js';
import type { DropinOptions } from './api.js';
import { dropinError } from './errors.js';

export type { CardOptions, DropinOptions } from './api.js';

export interface NormalizedOptions {
  raw: DropinOptions;
  authorization: string;
  container: HTMLElement;
  priority: FlowId[];
  vaultManager: boolean;
  preselectVaultedPaymentMethod: boolean;
  showDefaultPaymentMethodFirst: boolean;
  /** Method types of saved methods not listed (`hiddenVaultedPaymentMethodTypes`). */
  hiddenSavedTypes: string[];
}

/** A real element of some window (a same-origin iframe's too), not an object shaped like one. */
function isElement(node: unknown): node is HTMLElement {
  const view = (node as Node | null)?.ownerDocument?.defaultView;
  return !!view && node instanceof view.HTMLElement;
}

function find(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null; // not a selector at all ('###', '<div>')
  }
}

/** The original's rule: the container's markup, trimmed, is empty, so only whitespace text may be inside. */
const isEmpty = (node: HTMLElement) => [...node.childNodes].every((child) => child.nodeType === 3 && !child.textContent!.trim());

function resolveContainer(options: DropinOptions): HTMLElement {
  const { container, selector } = options;
  if (container != null && selector != null) throw dropinError('selectorAndContainer');
  const target = container ?? selector;
  if (target == null || target === '') throw dropinError('containerRequired');
  const node = typeof target === 'string' ? find(target) : target;
  if (!isElement(node)) throw dropinError('containerInvalid');
  if (!isEmpty(node)) throw dropinError('containerNotEmpty');
  return node;
}

/** featherdrop's `signal`; checked by its brand so an AbortSignal from another window counts too. */
function checkSignal(signal: unknown) {
  if (signal !== undefined && Object.prototype.toString.call(signal) !== '[object AbortSignal]') throw dropinError('signalInvalid');
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

/**
 * `hiddenVaultedPaymentMethodTypes` (1.35): payment option ids whose saved methods are not listed; an
 * entry that names none is ignored with a warning, as the original did.
 */
function hiddenSavedTypes(hidden: unknown): string[] {
  if (!Array.isArray(hidden)) return [];
  return hidden.flatMap((id) => {
    if (Object.hasOwn(METHOD_TYPES, id)) return [METHOD_TYPES[id as FlowId]];
    console.warn(`featherdrop: hiddenVaultedPaymentMethodTypes: ${String(id)} is not a payment option; ignored.`);
    return [];
  });
}

/** `card.billingAddress` names its fields in an array (the names themselves are checked by the card sheet). */
function checkBillingAddress(card: unknown) {
  const billing = (card as { billingAddress?: { fields?: unknown } } | null)?.billingAddress;
  if (billing !== undefined && !Array.isArray(billing?.fields)) throw dropinError('billingAddressInvalid');
}

/** Validates in the SPEC's order and throws the first DropinError found; never changes the DOM. */
export function normalizeOptions(options: DropinOptions | undefined): NormalizedOptions {
  const raw = (options ?? {}) as DropinOptions;
  // Server rendering imports featherdrop fine; creating a widget needs a page.
  if (typeof document === 'undefined') throw dropinError('noDocument');
  if (!raw.authorization || typeof raw.authorization !== 'string') throw dropinError('authorizationRequired');
  const container = resolveContainer(raw);
  const priority = normalizePriority(raw.paymentOptionPriority);
  checkSignal(raw.signal);
  checkBillingAddress(raw.card);
  return {
    raw,
    authorization: raw.authorization,
    container,
    priority,
    vaultManager: raw.vaultManager === true,
    preselectVaultedPaymentMethod: raw.preselectVaultedPaymentMethod !== false,
    showDefaultPaymentMethodFirst: raw.showDefaultPaymentMethodFirst !== false,
    hiddenSavedTypes: hiddenSavedTypes(raw.hiddenVaultedPaymentMethodTypes),
  };
}
