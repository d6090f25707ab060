import type { CardFieldConfig, CardFieldName } from './port.js';
import type { FlowContext } from '../types.js';
import type { BillingAddressOptions } from '../../api.js';

export interface CardConfig {
  /** The fields shown, in the sheet's order, with their hosted-fields options. */
  fields: Partial<Record<CardFieldName, CardFieldConfig>>;
  names: CardFieldName[];
  /** Every shown field but an optional cardholder name. */
  required: CardFieldName[];
  cardholderRequired: boolean;
  /** The merchant set the CVV placeholder, so it does not follow the card type. */
  cvvPlaceholderFixed: boolean;
  /** The save-card box is offered (the original's screens): not guest checkout and `vault.allowVaultCardOverride`. */
  offerSave: boolean;
  /** Whether a card is vaulted when the box is not offered, and the box's first state. */
  vaultByDefault: boolean;
  clearAfterTokenize: boolean;
  /** `card.billingAddress` as the merchant gave it (the billing chunk reads it). */
  billingAddress: BillingAddressOptions | undefined;
  /** The collection notice under the fields (1.40); `card.privacyNotice: false` hides it. */
  privacyNotice: boolean;
}

const LABELS = {
  cardholderName: 'cardholderNameLabel', number: 'cardNumberLabel', expirationDate: 'expirationDateLabel', cvv: 'cvvLabel', postalCode: 'postalCodeLabel',
} as const;

/** "••••" (asterisks when the page is not UTF-8, as the original). */
export const bullets = (count: number) => (document.characterSet.toUpperCase() === 'UTF-8' ? '•' : '*').repeat(count);

/**
 * The original's behaviour, 1.x included: CVV and postal code follow the gateway's challenges (overrides can
 * remove them with null, never add them); the cardholder name is shown when configured.
 */
export function cardConfig(ctx: FlowContext): CardConfig {
  const o = ctx.flowOptions;
  const challenges = ctx.gateway.config.challenges;
  const overrides: Record<string, unknown> = o.overrides?.fields ?? {};
  const vault = o.vault ?? {};
  const fields: Partial<Record<CardFieldName, CardFieldConfig | false>> = {
    cardholderName: !!o.cardholderName && { placeholder: ctx.t('cardholderNamePlaceholder') },
    number: { placeholder: [4, 4, 4, 4].map(bullets).join(' ') },
    expirationDate: { placeholder: ctx.t('expirationDatePlaceholder') },
    cvv: challenges.includes('cvv') && overrides.cvv !== null && { placeholder: bullets(3) },
    postalCode: challenges.includes('postal_code') && overrides.postalCode !== null && {},
  };
  const shown: CardConfig['fields'] = {};
  for (const [name, field] of Object.entries(fields) as Array<[CardFieldName, CardFieldConfig | false]>) {
    if (!field) continue;
    const { container, selector, ...override } = (overrides[name] ?? {}) as Record<string, unknown>;
    // The name a screen reader gives the input inside braintree-web's frame: the visible label's, in the widget's language.
    shown[name] = { ...field, internalLabel: ctx.t(LABELS[name]), ...override };
  }
  const names = Object.keys(shown) as CardFieldName[];
  const cardholderRequired = o.cardholderName?.required === true;
  return {
    fields: shown,
    names,
    required: names.filter((name) => name !== 'cardholderName' || cardholderRequired),
    cardholderRequired,
    cvvPlaceholderFixed: (overrides.cvv as CardFieldConfig | undefined)?.placeholder !== undefined,
    offerSave: !ctx.guest && vault.allowVaultCardOverride === true,
    vaultByDefault: vault.vaultCard !== false,
    clearAfterTokenize: o.clearFieldsAfterTokenization !== false,
    billingAddress: o.billingAddress,
    privacyNotice: o.privacyNotice !== false,
  };
}
