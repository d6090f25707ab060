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
 * The fields the card sheet may show (flows/card/card-config.ts), from the options alone: the CVV and the
 * postal code unless the merchant removed them (whether the gateway asks them, only its configuration says).
 * The merchant's field options are in; placeholders are set once shown (their strings come with the locale); the frames' hidden labels, which cannot change once set, stay braintree-web's
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

/** The fields only the gateway's configuration decides: its challenges. */
const CHALLENGED: Partial<Record<CardFieldName, string>> = { cvv: 'cvv', postalCode: 'postal_code' };

/** The guessed fields the gateway asks for, by the challenges of the client's configuration. */
const askedOf = (guess: CardFieldName[], client: unknown) => {
  const challenges: string[] = (client as { getConfiguration(): { gatewayConfiguration: { challenges?: string[] } } })
    .getConfiguration().gatewayConfiguration.challenges ?? [];
  return guess.filter((name) => !CHALLENGED[name] || challenges.includes(CHALLENGED[name]));
};

/** The sheet shows exactly the fields the gateway asked for, each with the early options (placeholders and hidden labels aside), and the same styles. */
function fits(early: HostedSet, asked: CardFieldName[] | undefined, fields: FieldOptions, styles: Record<string, unknown>) {
  const mine = comparable(early.fields);
  const theirs = comparable(fields);
  return !!asked && same(Object.keys(theirs).sort(), [...asked].sort())
    && asked.every((name) => same(mine[name], theirs[name])) && same(early.styles, styles);
}

/**
 * Puts holders into `into` in the order added, one per task, so what else waits (the configuration's answer)
 * runs between frames; stops once `open` says no. A holder already placed elsewhere is passed by.
 */
function placeInTurn(into: HTMLElement, open: () => boolean) {
  const queue: HTMLElement[] = [];
  const next = () => {
    const holder = queue.shift();
    if (!holder || !open()) return;
    if (!holder.parentNode) into.appendChild(holder);
    if (queue.length) setTimeout(next);
  };
  return (holders: HTMLElement[]) => {
    if (!queue.length && holders.length) setTimeout(next);
    queue.push(...holders);
  };
}

/**
 * Issue 13: a guest whose first view is the card sheet gets braintree-web's card fields as create()
 * starts, not once the configuration is in and the sheet rendered: their frames' page and script load
 * while the configuration is on its way (and the frames' work on the page's main thread happens then).
 * They wait hidden in the widget's container, on the client braintree-web is handed once created
 * (handed-client.ts); the sheet takes the holders into its containers (`Element.moveBefore`).
 * Issue 40: every frame is asked for as early as the page can know it is needed, and never twice. The
 * fields every gateway asks for (number, expiry, the merchant's cardholder name) go in as the module has
 * run; the CVV and the postal code once the configuration says the gateway asks them, and a field it does
 * not ask for is never loaded. braintree-web inserts every frame in one task; here its frames go into
 * holders outside the document, which go in one per task, so the configuration's answer is read between.
 * Should the sheet ask for fields they do not fit, they are torn down and the sheet creates its own.
 */
export function startCardFieldsEarly(container: HTMLElement, authorization: string, client: Promise<unknown>, card: CardOptions | undefined): EarlyCardFields {
  const waiting = container.appendChild(document.createElement('div'));
  waiting.hidden = true;
  // A client that fails never reaches the fields: create() fails and takes them away.
  const handed = client.catch(() => new Promise<never>(() => {}));
  const takeBack = handOverClient(authorization, handed);
  const guess = likelyFields(card);
  const names = Object.keys(guess) as CardFieldName[];
  let asked: CardFieldName[] | undefined;
  const shown = handed.then((c) => (asked = askedOf(names, c)));
  // In a shadow root, braintree-web slots each frame in from the host's light DOM as it inserts it (lib/shadow.js),
  // which it does only for a container in the document: there every frame goes in at once, as before issue 40.
  const inShadow = container.getRootNode() instanceof ShadowRoot;
  const set = hostFields({ authorization }, guess, fieldStyles(card?.overrides?.styles), (_, holder) => inShadow && waiting.appendChild(holder), shown);
  let open = true;
  const place = placeInTurn(waiting, () => open);
  const holdersOf = (fields: CardFieldName[], challenged: boolean) => fields.filter((name) => !!CHALLENGED[name] === challenged).map((name) => set.holders[name]!);
  place(holdersOf(names, false));
  shown.then((fields) => place(holdersOf(fields, true)));
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
      if (!fits(set, asked, fields, styles)) {
        discard();
        return undefined;
      }
      open = false;
      for (const name of asked!) {
        const holder = set.holders[name]!;
        // A holder still waiting its turn goes in for the first time: its frame loads now.
        if (holder.isConnected) (containers[name] as Movable).moveBefore(holder, null);
        else containers[name]!.appendChild(holder);
      }
      waiting.remove();
      return { ...set, fields: Object.fromEntries(asked!.map((name) => [name, set.fields[name]])) };
    },
    discard,
  };
}
