import type { CardOptions } from '../../../api.js';
import type { CardFieldConfig, CardFieldName } from '../port.js';
import { handOverClient } from './handed-client.js';
import { fieldStyles, hostFields, type FieldOptions, type HostedSet } from './hosted-set.js';

/** `Element.moveBefore` (Chromium 133+): moves a node without reloading the frames inside it. */
type Movable = HTMLElement & { moveBefore(node: Node, child: Node | null): void };

export interface EarlyCardFields {
  /** The card sheet takes the fields if they are the ones it shows (`fits`), once; undefined after that. */
  claim(fields: FieldOptions, styles: Record<string, unknown>, containers: Partial<Record<CardFieldName, HTMLElement>>): HostedSet | undefined;
  /** Takes the fields away unless the card sheet took them. */
  discard(): void;
}

/**
 * The fields the card sheet will most likely show (flows/card/card-config.ts), from the options alone:
 * the CVV and postal-code challenges most merchants' gateways set are guessed on unless the merchant
 * removed those fields. The merchant's field options are in; placeholders are set once shown (their
 * strings come with the locale); the frames' hidden labels, which cannot change once set, stay braintree-web's
 * English ones (docs/accessibility.md).
 */
function likelyFields(card: CardOptions = {}): FieldOptions {
  const overrides = card.overrides?.fields ?? {};
  const names: CardFieldName[] = ['number', 'expirationDate'];
  if (card.cardholderName) names.unshift('cardholderName');
  if (overrides.cvv !== null) names.push('cvv');
  if (overrides.postalCode !== null) names.push('postalCode');
  return Object.fromEntries(names.map((name) => [name, withoutPlacing((overrides[name] ?? {}) as CardFieldConfig)]));
}

const withoutPlacing = ({ container, selector, placeholder, ...options }: CardFieldConfig) => options;
/** What must match for the sheet to take the early fields: the hidden label (the sheet's translated one) aside. */
const comparable = (fields: FieldOptions) => Object.fromEntries(Object.entries(fields).map(([name, { internalLabel, ...field }]) => [name, withoutPlacing(field)]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The sheet's fields are among the early ones, each with the same options (placeholders and hidden labels
 * aside), and the styles are the same. The guess holds every field a gateway can ask for (CVV and postal
 * code), so whatever the gateway asks, the early fields fit: one it does not ask for stays hidden.
 */
function fits(early: HostedSet, fields: FieldOptions, styles: Record<string, unknown>) {
  const mine = comparable(early.fields);
  return Object.entries(comparable(fields)).every(([name, field]) => name in mine && same(mine[name], field)) && same(early.styles, styles);
}

/**
 * Issue 13: a guest whose first view is the card sheet gets braintree-web's card fields as create()
 * starts, not once the configuration is in and the sheet rendered: their frames' page and script load
 * while the configuration is on its way (and the frames' work on the page's main thread happens then).
 * They wait hidden in the widget's container, on the client braintree-web is handed once created
 * (handed-client.ts); the sheet takes the holders of the fields it shows into its containers
 * (`Element.moveBefore`), whatever challenges the gateway set (issue 27: a wrong guess tore all four down and
 * the sheet loaded three again). Should the sheet ask for fields they do not fit, they are torn down and the
 * sheet creates its own.
 */
export function startCardFieldsEarly(container: HTMLElement, authorization: string, client: Promise<unknown>, card: CardOptions | undefined): EarlyCardFields {
  const waiting = container.appendChild(document.createElement('div'));
  waiting.hidden = true;
  // A client that fails never reaches the fields: create() fails and takes them away.
  const takeBack = handOverClient(authorization, client.catch(() => new Promise(() => {})));
  const set = hostFields({ authorization }, likelyFields(card), fieldStyles(card?.overrides?.styles), (_, holder) => waiting.appendChild(holder));
  let open = true;
  const discard = () => {
    if (!open) return;
    open = false;
    takeBack();
    waiting.remove();
    set.teardown().catch(() => {});
  };
  return {
    claim(fields, styles, containers) {
      if (!open) return undefined;
      if (!fits(set, fields, styles)) {
        discard();
        return undefined;
      }
      open = false;
      for (const name of Object.keys(fields) as CardFieldName[]) (containers[name] as Movable).moveBefore(set.holders[name]!, null);
      // A field the gateway does not ask for waits hidden until the fields go (never shown, never tokenized).
      if (!waiting.childElementCount) waiting.remove();
      return { ...set, teardown: () => { waiting.remove(); return set.teardown(); } };
    },
    discard,
  };
}
