import type { BraintreeBinding, EarlyStart } from '../../../gateway/braintree/binding.js';
import type { CardFieldName, CardFields, CardFieldsAdapter, CardFieldsEvent, CardFieldsOptions, CardFieldsState } from '../port.js';
import { startCardFieldsEarly, type EarlyCardFields } from './early-card-fields.js';
import { fieldStyles, hostFields, type HostedFieldsInstance, type HostedSet } from './hosted-set.js';

/** The classes braintree-web puts on a field's container, mirrored from our holder onto the sheet's. */
const STATE_CLASSES = [['focused', 'isFocused'], ['valid', 'isValid'], ['invalid', 'isPotentiallyValid']] as const;

/**
 * Production card fields: braintree-web's hosted fields, in the containers the card sheet renders, once
 * it has rendered every one (iframes only load in the document). Early fields (early-card-fields.ts)
 * are taken in when they fit. The original's 60 s ready timeout is braintree-web's own: `create` rejects with
 * HOSTED_FIELDS_TIMEOUT.
 */
export default async ({ client, early }: BraintreeBinding): Promise<CardFieldsAdapter> => {
  const fields = (await early) as EarlyCardFields | undefined;
  return { createCardFields: (options) => createCardFields(client, options, fields) };
};

/**
 * As create() starts, when the card sheet is likely the first view: the card fields start before the
 * configuration (early-card-fields.ts), where the browser can move them into the sheet without reloading
 * them (`Element.moveBefore`; elsewhere the gateway warms their page instead).
 */
export function start({ container, authorization, client, options, firstView }: EarlyStart): Promise<EarlyCardFields> | undefined {
  if (!firstView || !('moveBefore' in Element.prototype)) return undefined;
  return Promise.resolve(startCardFieldsEarly(container, authorization, client, options));
}

function createCardFields(client: unknown, options: CardFieldsOptions, early?: EarlyCardFields): CardFields {
  const names = Object.keys(options.fields) as CardFieldName[];
  const styles = fieldStyles(options.styles);
  const containers: Partial<Record<CardFieldName, HTMLElement>> = {};
  const handlers: Array<[string, (event: unknown) => void]> = [];
  const life = new AbortController();
  let set: HostedSet | undefined;
  let instance: HostedFieldsInstance | undefined;
  let started = false;
  let mounted!: () => void;
  const mountedPromise = new Promise<void>((resolve) => { mounted = resolve; });

  const ready = mountedPromise.then(() => {
    if (life.signal.aborted) return undefined; // torn down before the sheet was in
    set = early?.claim(options.fields, styles, containers)
      ?? hostFields({ client }, options.fields, styles, (name, holder) => containers[name]!.appendChild(holder));
    return set.created;
  }).then((hf) => {
    if (!hf || life.signal.aborted) return;
    instance = hf;
    for (const [event, handler] of handlers) listen(hf, event, handler);
    for (const event of ['focus', 'blur', 'validityChange', 'empty', 'notEmpty']) listen(hf, event, mirrorState);
    for (const name of names) {
      // Early fields came without their placeholders (their strings were not in yet).
      const placeholder = options.fields[name]!.placeholder;
      if (placeholder !== set!.fields[name]!.placeholder) hf.setAttribute({ field: name, attribute: 'placeholder', value: placeholder }).catch(() => {});
      if (options.required.includes(name)) hf.setAttribute({ field: name, attribute: 'aria-required', value: true }).catch(() => {});
      // The label points at the sheet's container; braintree-web's own label focus looks at the holder.
      const container = containers[name]!;
      for (const label of (container.getRootNode() as ParentNode).querySelectorAll(`label[for="${container.id}"]`)) {
        label.addEventListener('click', () => hf.focus(name).catch(() => {}), { signal: life.signal });
      }
    }
  }, (error: unknown) => {
    // Timed out: the SDK's frames never came up and its instance is out of reach, so they leave the sheet.
    if ((error as { code?: string } | null)?.code === 'HOSTED_FIELDS_TIMEOUT') for (const name of names) containers[name]?.replaceChildren();
    throw error;
  });
  ready.catch(() => {});

  /** braintree-web names our holders as the fields' containers; the sheet and merchants know its own. */
  function inSheet<T extends CardFieldsState>(state: T): T {
    const fields = Object.fromEntries(Object.entries(state.fields).map(([name, field]) => [name, { ...field, container: containers[name as CardFieldName] }]));
    return { ...state, fields };
  }

  const listen = (hf: HostedFieldsInstance, event: string, handler: (event: any) => void) => {
    hf.on(event, (payload) => handler(event === 'binAvailable' ? payload : inSheet(payload as CardFieldsEvent)));
  };

  function mirrorState({ fields }: CardFieldsEvent) {
    for (const [name, state] of Object.entries(fields)) {
      for (const [suffix, key] of STATE_CLASSES) {
        containers[name as CardFieldName]?.classList.toggle(`braintree-hosted-fields-${suffix}`, suffix === 'invalid' ? !state[key] : state[key]);
      }
    }
  }

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
      if (instance) listen(instance, event, handler);
    },
    getState() {
      if (instance) return inSheet(instance.getState());
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
      life.abort();
      instance = undefined;
      await set?.teardown();
    },
  };
}
