import type { Dropin, DropinEvents, PaymentMethodResult, RequestPaymentMethodOptions } from './instance.js';
import type { DropinOptions } from './options.js';

/**
 * The element's DOM events: the instance's events (the payload is `detail`), then `ready` and `error`. Each is also
 * dispatched hyphenated (`payment-method-requestable`), for frameworks that hyphenate listeners' names (Vue).
 */
export interface FeatherdropDropInEventMap {
  paymentMethodRequestable: CustomEvent<DropinEvents['paymentMethodRequestable']>;
  noPaymentMethodRequestable: CustomEvent<undefined>;
  paymentOptionSelected: CustomEvent<DropinEvents['paymentOptionSelected']>;
  changeActiveView: CustomEvent<DropinEvents['changeActiveView']>;
  /** The widget is created (again, after a change that recreates it); `detail` is its instance. */
  ready: CustomEvent<Dropin>;
  /** Creating the widget failed; `detail` is create()'s DropinError. It does not bubble (as a native `error` event), so listen on the element. */
  error: CustomEvent<Error>;
}

/**
 * `<featherdrop-drop-in>` (`featherdrop/element`, and the script tag): the widget as a custom element. Attributes
 * give the simple options (`authorization`, `locale`, `payment-option-priority`, `vault-manager`,
 * `preselect-vaulted-payment-method`, `show-default-payment-method-first`; `shadow` renders into its own shadow
 * root; `data-theme` themes it), `options` the rest; the attributes win over `options`.
 */
export interface FeatherdropDropInElement extends HTMLElement {
  /**
   * create()'s options without the container, merged under the attributes (so `authorization` may come from its
   * attribute instead). Setting them recreates the widget, or updates it where updateConfiguration can.
   */
  options: Omit<DropinOptions, 'container' | 'selector' | 'authorization'> & { authorization?: string };
  /** The widget's instance once created, else null. */
  readonly instance: Dropin | null;
  requestPaymentMethod(options?: RequestPaymentMethodOptions): Promise<PaymentMethodResult>;
  isPaymentMethodRequestable(): boolean;
  clearSelectedPaymentMethod(): void;
  /** Tears the widget down; it is created again when an attribute or `options` changes, or the element is inserted again. */
  teardown(): Promise<void>;
  addEventListener<K extends keyof FeatherdropDropInEventMap>(type: K, listener: (this: FeatherdropDropInElement, event: FeatherdropDropInEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof FeatherdropDropInEventMap>(type: K, listener: (this: FeatherdropDropInElement, event: FeatherdropDropInEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
