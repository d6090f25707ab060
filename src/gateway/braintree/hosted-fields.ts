import './sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import hostedFields from 'braintree-web/hosted-fields';
import type { PaymentMethod } from '../../types.js';
import type { CardFieldName, CardFields, CardFieldsAdapter, CardFieldsOptions, CardFieldsState } from '../card-fields.js';

/** The part of braintree-web's HostedFields instance the card sheet uses. */
interface HostedFieldsInstance {
  on(event: string, handler: (event: unknown) => void): void;
  getState(): CardFieldsState;
  tokenize(options: object): Promise<PaymentMethod>;
  clear(field: string): Promise<void>;
  focus(field: string): Promise<void>;
  setAttribute(options: { field: string; attribute: string; value: unknown }): Promise<void>;
  removeAttribute(options: { field: string; attribute: string }): Promise<void>;
  setMessage(options: { field: string; message: string }): void;
  teardown(): Promise<void>;
}

/** The original's field styles; `card.overrides.styles` merges into them (null deletes, a string replaces). */
function styles(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const result: Record<string, unknown> = {
    input: { 'font-size': '16px', 'font-family': '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", sans-serif', color: '#000' },
    ':focus': { color: 'black' },
    '::-webkit-input-placeholder': { color: '#6a6a6a' },
    '::placeholder': { color: '#6a6a6a' },
  };
  for (const [selector, value] of Object.entries(overrides)) {
    if (value === null) delete result[selector];
    else if (typeof value !== 'object') result[selector] = value;
    else {
      const kebab = Object.entries(value as object).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v]);
      result[selector] = { ...(result[selector] as object), ...Object.fromEntries(kebab) };
    }
  }
  return result;
}

/**
 * Production card fields: braintree-web's hosted fields, created once the sheet has rendered every
 * container (iframes only load in the document, and moving one reloads it, so they are never moved).
 * SPEC 9's 60 s ready timeout is braintree-web's own: `create` rejects with HOSTED_FIELDS_TIMEOUT.
 */
export const hostedFieldsAdapter = (client: unknown): CardFieldsAdapter => ({ createCardFields: (options) => createCardFields(client, options) });

function createCardFields(client: unknown, options: CardFieldsOptions): CardFields {
  const names = Object.keys(options.fields) as CardFieldName[];
  const containers: Partial<Record<CardFieldName, HTMLElement>> = {};
  const handlers: Array<[string, (event: unknown) => void]> = [];
  let instance: HostedFieldsInstance | undefined;
  let started = false;
  let tornDown = false;
  let mounted!: () => void;
  const mountedPromise = new Promise<void>((resolve) => { mounted = resolve; });

  const ready = mountedPromise.then(() => new Promise<void>((resolve, reject) => {
    const fields = Object.fromEntries(names.map((name) => [name, { ...options.fields[name], container: containers[name] }]));
    hostedFields.create({ client, fields, styles: styles(options.styles) }).then((created) => {
      const hf = created as HostedFieldsInstance;
      if (tornDown) {
        hf.teardown().catch(() => {});
        return;
      }
      instance = hf;
      for (const [event, handler] of handlers) hf.on(event, handler);
      for (const field of options.required) hf.setAttribute({ field, attribute: 'aria-required', value: true }).catch(() => {});
      resolve();
    }, (error: unknown) => {
      // Timed out: the SDK's frames never came up and its instance is out of reach, so they leave the sheet.
      if ((error as { code?: string } | null)?.code === 'HOSTED_FIELDS_TIMEOUT') for (const name of names) containers[name]?.replaceChildren();
      reject(error);
    });
  }));
  ready.catch(() => {});

  /** Runs once the fields are ready; hosted-fields' own promise rejections are not the shopper's concern. */
  const whenReady = (run: (hf: HostedFieldsInstance) => unknown) => {
    ready.then(() => instance && run(instance)).catch(() => {});
  };

  function attach(name: CardFieldName, element: HTMLElement | null) {
    if (!element || started) return;
    containers[name] = element;
    if (names.every((n) => containers[n])) {
      started = true;
      // Refs arrive while the sheet is being committed; create once it is in the document.
      queueMicrotask(mounted);
    }
  }

  return {
    attach,
    ready,
    on(event, handler) {
      handlers.push([event, handler]);
      instance?.on(event, handler);
    },
    getState() {
      if (instance) return instance.getState();
      const fields = Object.fromEntries(names.map((name) => [name, {
        isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false, container: containers[name]!,
      }]));
      return { cards: [], fields };
    },
    // The sheet validates first, so this only runs once the fields are ready.
    tokenize: (tokenizeOptions) => ready.then(() => instance!.tokenize(tokenizeOptions)),
    clear: (field) => whenReady((hf) => hf.clear(field).catch(() => {})),
    focus: (field) => whenReady((hf) => hf.focus(field).catch(() => {})),
    setPlaceholder: (field, value) => whenReady((hf) => hf.setAttribute({ field, attribute: 'placeholder', value }).catch(() => {})),
    setError(field, message) {
      const container = containers[field];
      if (message) container?.setAttribute('aria-invalid', 'true');
      else container?.removeAttribute('aria-invalid');
      whenReady((hf) => {
        const done = message
          ? hf.setAttribute({ field, attribute: 'aria-invalid', value: true })
          : hf.removeAttribute({ field, attribute: 'aria-invalid' });
        done.catch(() => {});
        hf.setMessage({ field, message: message ?? '' });
      });
    },
    async teardown() {
      tornDown = true;
      const hf = instance;
      instance = undefined;
      await hf?.teardown();
    },
  };
}
