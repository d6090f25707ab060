import '../../../gateway/braintree/sdk.js'; // keeps braintree-web's shared code in the client's chunk (sdk.ts)
import hostedFields from 'braintree-web/hosted-fields';
import type { PaymentMethod } from '../../../types.js';
import type { CardFieldConfig, CardFieldName, CardFieldsState } from '../port.js';

/** The part of braintree-web's HostedFields instance the card sheet uses. */
export interface HostedFieldsInstance {
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

export type FieldOptions = Partial<Record<CardFieldName, CardFieldConfig>>;

/** The original's field styles; `card.overrides.styles` merges into them (null deletes, a string replaces). */
export function fieldStyles(overrides: Record<string, unknown> = {}): Record<string, unknown> {
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

/** One set of hosted fields, each in a holder of ours that a card sheet's field container takes in. */
export interface HostedSet {
  fields: FieldOptions;
  styles: Record<string, unknown>;
  holders: Partial<Record<CardFieldName, HTMLElement>>;
  /** Settles as braintree-web's `create`: once every frame is ready, or its 60 s timeout. */
  created: Promise<HostedFieldsInstance>;
  /** Takes the holders away and tears the fields down (now, or once created). */
  teardown(): Promise<void>;
}

/**
 * braintree-web's hosted fields, each frame in a `display: contents` holder (laid out as if the frame were
 * the container's own child) placed by `place`. A holder, unlike a container the sheet renders, can exist
 * before the sheet and move into it with `Element.moveBefore`, which keeps its frame loaded (moving an
 * iframe any other way reloads it). `source` is the page's client, or, before the configuration is in,
 * the authorization (handed-client.ts gives braintree-web the page's client, once created). `shown`, when
 * given, names the fields the gateway asks for once it is known: the others are left out (their holders are
 * never placed; the `fieldsShownLater` pin, scripts/build/braintree-pins.mjs).
 */
export function hostFields(
  source: { client: unknown } | { authorization: string },
  fields: FieldOptions,
  styles: Record<string, unknown>,
  place: (name: CardFieldName, holder: HTMLElement) => void,
  shown?: Promise<CardFieldName[]>,
): HostedSet {
  const names = Object.keys(fields) as CardFieldName[];
  const holders = Object.fromEntries(names.map((name) => {
    const holder = document.createElement('div');
    holder.style.display = 'contents';
    place(name, holder);
    return [name, holder];
  })) as HostedSet['holders'];
  const withContainers = Object.fromEntries(names.map((name) => [name, { ...fields[name], container: holders[name] }]));
  const created = hostedFields.create({ ...source, fields: withContainers, styles, shownFields: shown }) as Promise<HostedFieldsInstance>;
  let instance: HostedFieldsInstance | undefined;
  let gone = false;
  created.then((hf) => {
    if (gone) hf.teardown().catch(() => {});
    else instance = hf;
  }, () => {});
  return {
    fields,
    styles,
    holders,
    created,
    // The frames leave with their holders at once; fields still loading are torn down once created.
    teardown() {
      gone = true;
      for (const holder of Object.values(holders)) holder.remove();
      const hf = instance;
      instance = undefined;
      return hf ? hf.teardown() : Promise.resolve();
    },
  };
}
