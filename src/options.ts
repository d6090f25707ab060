import type { FlowId } from './constants.js';
import type { OptionDefinition } from './definitions.js';
import type { DropinOptions } from './api.js';
import { isAuthorization } from './authorization.js';
import { dropinError } from './errors.js';

export type { CardOptions, DropinOptions } from './api.js';

export interface NormalizedOptions {
  raw: DropinOptions;
  authorization: string;
  container: HTMLElement;
  priority: FlowId[];
  preselectVaultedPaymentMethod: boolean;
  showDefaultPaymentMethodFirst: boolean;
  /** Method types of saved methods not listed (`hiddenVaultedPaymentMethodTypes`). */
  hiddenSavedTypes: string[];
  /** The option whose sheet the shopper starts on, instead of saved methods or the options list (`openFirst`, checked by dropin/open-first.ts). */
  openFirst?: FlowId;
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

/**
 * The original's validation: duplicates removed, unknown ids rejected; at least one id left. The default is the registry's order.
 * (A group's name, `localPayment`, is replaced by its options before: src/dropin/opt-in-loaded.ts.)
 */
export function normalizePriority(priority: unknown, ids: readonly FlowId[]): FlowId[] {
  if (priority === undefined) return [...ids];
  if (!Array.isArray(priority)) throw dropinError('priorityNotArray');
  for (const id of priority) if (!ids.includes(id)) throw dropinError('invalidPriority');
  const unique = [...new Set(priority as FlowId[])];
  if (!unique.length) throw dropinError('noValidOptions');
  return unique;
}

/**
 * `hiddenVaultedPaymentMethodTypes` (1.35): payment option ids whose saved methods are not listed; an
 * entry that names none is ignored with a warning, as the original did.
 */
function hiddenSavedTypes(hidden: unknown, definitions: readonly OptionDefinition[]): string[] {
  if (!Array.isArray(hidden)) return [];
  return hidden.flatMap((id) => {
    const definition = definitions.find((d) => d.id === id);
    if (definition) return [...definition.methodTypes];
    console.warn(`featherdrop: hiddenVaultedPaymentMethodTypes: ${String(id)} is not a payment option; ignored.`);
    return [];
  });
}

/** braintree-web's error (CLIENT_INVALID_AUTHORIZATION, the original's cause), naming the value's start, not a whole token. */
const invalidAuthorization = (authorization: string) => Object.assign(
  new Error(`Authorization is invalid: ${JSON.stringify(authorization.slice(0, 12))}… is neither a tokenization key nor a client token.`),
  { name: 'BraintreeError', type: 'MERCHANT', code: 'CLIENT_INVALID_AUTHORIZATION' },
);

/** Validates in the original's order and throws the first DropinError found; never changes the DOM. */
export function normalizeOptions(options: DropinOptions | undefined, definitions: readonly OptionDefinition[]): NormalizedOptions {
  const raw = (options ?? {}) as DropinOptions;
  // Server rendering imports featherdrop fine; creating a widget needs a page.
  if (typeof document === 'undefined') throw dropinError('noDocument');
  if (!raw.authorization || typeof raw.authorization !== 'string') throw dropinError('authorizationRequired');
  const container = resolveContainer(raw);
  const priority = normalizePriority(raw.paymentOptionPriority, definitions.map((d) => d.id));
  checkSignal(raw.signal);
  // Each payment option checks its own options' shape (the card: its billing address's fields).
  for (const definition of definitions) definition.validate?.(raw as never);
  // Not an authorization at all: rejected as braintree-web's client would, before any chunk, frame or request.
  if (!isAuthorization(raw.authorization)) throw dropinError('createFailed', invalidAuthorization(raw.authorization));
  return {
    raw,
    authorization: raw.authorization,
    container,
    priority,
    preselectVaultedPaymentMethod: raw.preselectVaultedPaymentMethod !== false,
    showDefaultPaymentMethodFirst: raw.showDefaultPaymentMethodFirst !== false,
    hiddenSavedTypes: hiddenSavedTypes(raw.hiddenVaultedPaymentMethodTypes, definitions),
  };
}
