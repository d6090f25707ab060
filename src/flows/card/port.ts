import type { ComponentType } from 'react';
import type { CardFieldState } from '../../api.js';
import type { PaymentMethod } from '../../types.js';

/**
 * The port for card fields, shaped like braintree-web's hosted-fields: production places the
 * gateway's hosted fields (iframes) into containers the card sheet renders; the simulator renders
 * plain inputs there. Both emit the same events with the same state object.
 */
export type CardFieldName = 'cardholderName' | 'number' | 'expirationDate' | 'cvv' | 'postalCode';

export type CardFieldsEventName =
  | 'focus' | 'blur' | 'empty' | 'notEmpty' | 'validityChange' | 'cardTypeChange' | 'inputSubmitRequest' | 'binAvailable';

/** A field's state, as merchants read it in `card:*` events. */
export type { CardFieldState } from '../../api.js';

/** credit-card-type's card as hosted-fields reports it ('master-card', not 'mastercard'). */
export interface CardType {
  type: string;
  niceType: string;
  gaps?: number[];
  lengths?: number[];
  code: { name: string; size: number };
}

export interface CardFieldsState {
  cards: CardType[];
  fields: Partial<Record<CardFieldName, CardFieldState>>;
}

/** The hosted-fields event object; `binAvailable` carries `{ bin }` instead. */
export interface CardFieldsEvent extends CardFieldsState {
  emittedBy: CardFieldName;
}

export interface CardFieldConfig {
  placeholder?: string;
  [option: string]: unknown;
}

export interface CardFieldsOptions {
  /** The fields to show, in order, with hosted-fields field options (merchant overrides applied). */
  fields: Partial<Record<CardFieldName, CardFieldConfig>>;
  /** `card.overrides.styles` as the merchant gave them (the simulated fields apply them as the hosted fields' frames do). */
  styles?: Record<string, unknown>;
  /** The fields the shopper must fill: marked `aria-required` for assistive technology. */
  required: CardFieldName[];
}

export interface CardFieldInputProps {
  name: CardFieldName;
  /** The id the sheet's label points at. */
  id: string;
  /** The id of the field's error text. */
  describedBy: string;
}

export interface TokenizeOptions {
  vault: boolean;
  fieldsToTokenize?: CardFieldName[];
  /** Tokenized with the card (hosted-fields' `billingAddress`); a postal code field's value wins over its postalCode. */
  billingAddress?: Partial<Record<string, string>>;
}

export interface CardFields {
  /** The simulator's input, rendered inside the field's container; hosted fields bring their own frames. */
  Input?: ComponentType<CardFieldInputProps>;
  /** The sheet rendered a field's container (null: removed); hosted fields are placed into it. */
  attach(field: CardFieldName, container: HTMLElement | null): void;
  /** Settles once the fields are usable; rejects when they fail to load (60 s ready timeout). */
  ready: Promise<void>;
  on(event: CardFieldsEventName, handler: (event: any) => void): void;
  getState(): CardFieldsState;
  /** Resolves a braintree-web style card payload; rejects with a braintree-web style `{ code }` error. */
  tokenize(options: TokenizeOptions): Promise<PaymentMethod>;
  clear(field: CardFieldName): void;
  focus(field: CardFieldName): void;
  setPlaceholder(field: CardFieldName, text: string): void;
  /** Marks a field invalid (aria-invalid, the message for assistive technology) or valid again (null). */
  setError(field: CardFieldName, message: string | null): void;
  teardown(): Promise<void>;
}

export interface CardFieldsAdapter {
  createCardFields(options: CardFieldsOptions): CardFields;
}
