import ATTRIBUTES from 'featherdrop-derived:element-attributes';
import type { Dropin, DropinOptions, FeatherdropDropInElement } from '../api.js';

type Create = (options: DropinOptions) => Promise<Dropin>;

// ATTRIBUTES: attribute → how its text reads as the create() option of the same name, camel-cased (`vault-manager`
// → `vaultManager`): the element's own (./attributes.json) and the slices' (each one's attributes.json, `element`).

/** The instance's events, dispatched by the element as DOM events whose `detail` is the payload. */
const EVENTS = ['paymentMethodRequestable', 'noPaymentMethodRequestable', 'paymentOptionSelected', 'changeActiveView'] as const;

const optionOf = (attribute: string) => attribute.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Defines `<featherdrop-drop-in>` (or `name`) with this `create`, once per page; returns the element's class. The
 * class is made here, not at import, so importing featherdrop/element on a server touches no DOM.
 */
export function defineDropInElement(create: Create, name = 'featherdrop-drop-in'): CustomElementConstructor {
  const defined = customElements.get(name);
  if (defined) return defined;

  class FeatherdropDropIn extends HTMLElement implements FeatherdropDropInElement {
    static observedAttributes = [...Object.keys(ATTRIBUTES), 'data-theme'];

    #options: FeatherdropDropInElement['options'] = {} as FeatherdropDropInElement['options'];
    #instance: Dropin | null = null;
    /** The last creation or teardown: each waits for the one before, so one widget at most exists. */
    #current: Promise<unknown> = Promise.resolve();
    #abort: AbortController | null = null;
    #failure: unknown;
    #leaving = false;
    #container: HTMLElement | null = null;

    constructor() {
      super();
      // `options` set before the element was defined (the script tag defines it from a later file) is an own
      // property hiding the accessors: it becomes the options.
      if (Object.hasOwn(this, 'options')) this.#options = this.options ?? {};
      delete (this as { options?: unknown }).options;
    }

    get options() {
      return this.#options;
    }

    set options(next) {
      const previous = this.#options;
      this.#options = next ?? {};
      if (!this.isConnected) return;
      const before = previous as Record<string, unknown>;
      const after = this.#options as Record<string, unknown>;
      const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => before[key] !== after[key]);
      // An option added or taken away needs a new widget; one changed may be updated in place.
      const updatable = changed.every((key) => before[key] !== undefined && after[key] !== undefined);
      if (changed.length && !(updatable && this.#update(changed, after))) this.#render();
    }

    get instance() {
      return this.#instance;
    }

    connectedCallback() {
      // A node moved without moveBefore is taken out and put back in one go: the widget stays.
      if (this.#leaving) {
        this.#leaving = false;
        return;
      }
      this.#render();
    }

    /** Moved with moveBefore: still in the page, its frames not reloaded; nothing to do. */
    connectedMoveCallback() {}

    disconnectedCallback() {
      this.#leaving = true;
      queueMicrotask(() => {
        if (!this.#leaving) return;
        this.#leaving = false;
        this.teardown().catch(() => {});
      });
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null) {
      if (previous === value) return;
      if (attribute === 'data-theme') this.#theme();
      else if (this.isConnected && !this.#leaving) this.#render();
    }

    async requestPaymentMethod(options?: Parameters<Dropin['requestPaymentMethod']>[0]) {
      await this.#current;
      if (!this.#instance) throw this.#failure ?? new Error(`${name}: no widget: it needs an authorization and a place in the page.`);
      return this.#instance.requestPaymentMethod(options ?? {});
    }

    isPaymentMethodRequestable() {
      return this.#instance?.isPaymentMethodRequestable() ?? false;
    }

    clearSelectedPaymentMethod() {
      this.#instance?.clearSelectedPaymentMethod();
    }

    teardown(): Promise<void> {
      this.#abort?.abort();
      this.#current = this.#current.then(() => this.#end()).catch(() => {});
      return this.#current as Promise<void>;
    }

    /**
     * Applies changed options to the running widget where updateConfiguration can (an option object the
     * original lets it update: PayPal's, Apple Pay's, Google Pay's, 3D Secure's); false when it cannot.
     */
    #update(changed: string[], options: Record<string, unknown>): boolean {
      const update = this.#instance?.updateConfiguration as ((property: string, key: string, value: unknown) => boolean) | undefined;
      return !!update && changed.every((property) => {
        const value = options[property];
        return value !== null && typeof value === 'object' && Object.entries(value).every(([key, inner]) => update(property, key, inner));
      });
    }

    /** The merchant's options under the attributes, for create() (its container comes last). */
    #createOptions(): Record<string, unknown> {
      const options: Record<string, unknown> = { ...this.#options };
      for (const [attribute, read] of Object.entries(ATTRIBUTES)) {
        const value = this.getAttribute(attribute);
        if (value !== null) options[optionOf(attribute)] = read(value);
      }
      return options;
    }

    /** Creates the widget again (after the current one, if any, is torn down); not before it has an authorization. */
    #render() {
      this.#abort?.abort();
      const abort = (this.#abort = new AbortController());
      this.#current = this.#current.then(() => this.#end()).then(async () => {
        if (abort.signal.aborted || !this.isConnected) return;
        const options = this.#createOptions();
        if (!options.authorization) return;
        this.#failure = undefined;
        try {
          const instance = await create({ ...options, container: this.#place(), signal: abort.signal } as unknown as DropinOptions);
          this.#instance = instance;
          for (const event of EVENTS) instance.on(event, (detail?: unknown) => this.#emit(event, detail));
          this.#emit('ready', instance);
        } catch (error) {
          this.#container?.remove();
          this.#container = null;
          if (abort.signal.aborted) return;
          this.#failure = error;
          this.#emit('error', error);
        }
      }).catch(() => {});
    }

    /** The container create() fills: a fresh one in the element, or in its own shadow root with `shadow`. */
    #place(): HTMLElement {
      const root = this.hasAttribute('shadow') ? (this.shadowRoot ?? this.attachShadow({ mode: 'open' })) : this;
      this.#container = root.appendChild(document.createElement('div'));
      this.#theme();
      return this.#container;
    }

    /** `data-theme` on the element reaches the widget in its shadow root too (selectors do not cross into it). */
    #theme() {
      const theme = this.getAttribute('data-theme');
      if (theme === null) this.#container?.removeAttribute('data-theme');
      else this.#container?.setAttribute('data-theme', theme);
    }

    async #end() {
      const instance = this.#instance;
      this.#instance = null;
      await instance?.teardown();
      this.#container?.remove();
      this.#container = null;
    }

    /**
     * Under the instance's name, and hyphenated for frameworks that hyphenate listeners' names (Vue's `@payment-method-requestable`).
     * `error` stays on the element, as a native `error` event (an image's) does: bubbling, it would reach window's
     * error handlers (`window.onerror`, error monitors, Angular's) as an uncaught script error.
     */
    #emit(type: string, detail: unknown) {
      const hyphenated = type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const outward = type !== 'error';
      for (const name of new Set([type, hyphenated])) this.dispatchEvent(new CustomEvent(name, { detail, bubbles: outward, composed: outward }));
    }
  }

  customElements.define(name, FeatherdropDropIn);
  return FeatherdropDropIn;
}
