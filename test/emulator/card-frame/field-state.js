// One card field's state as braintree-web's hosted fields report it (isEmpty, isValid, isPotentiallyValid,
// isFocused), validated with card-validator as braintree's frame does, and the events each change makes:
// an EventEmitter of its own ('change', with braintree-web's event type) that the frame forwards over framebus.
import EventEmitter from '@braintree/event-emitter';
import cardValidator from 'card-validator';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import { cardTypesOf, isSupported } from './card-types.js';
import { numberCards } from './channel.js';

const { externalEvents, maxExpirationYearAge } = hostedFieldsConstants;

/** The CVV's possible lengths: the number's one card type's, else any card's. */
function cvvSizes() {
  const cards = numberCards();
  return cards.length === 1 ? cards[0].code.size : [3, 4];
}

export class FieldState extends EventEmitter {
  constructor(field) {
    super();
    this.field = field;
    this.state = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
    this.cards = field === 'number' ? cardTypesOf('') : [];
    /** The card types the number field takes (card-types.js supportedCardTypes), undefined for any. */
    this.supported = undefined;
    this.minlength = undefined;
    this.maxCardLength = undefined;
    this.value = '';
  }

  validate(value) {
    switch (this.field) {
      case 'number': {
        const result = cardValidator.number(value, this.maxCardLength ? { maxLength: this.maxCardLength } : undefined);
        const supported = isSupported(result.card, this.supported);
        return { isValid: result.isValid && supported, isPotentiallyValid: result.isPotentiallyValid && supported };
      }
      case 'expirationDate': return cardValidator.expirationDate(value, maxExpirationYearAge);
      case 'expirationMonth': return cardValidator.expirationMonth(value);
      case 'expirationYear': return cardValidator.expirationYear(value, maxExpirationYearAge);
      case 'cvv': return cardValidator.cvv(value, cvvSizes());
      case 'postalCode': return cardValidator.postalCode(value, this.minlength ? { minLength: this.minlength } : undefined);
      case 'cardholderName': return cardValidator.cardholderName(value);
      default: return { isValid: value !== '', isPotentiallyValid: true };
    }
  }

  /** The field's value changed (`value`: unformatted): validates it and emits what changed, in braintree-web's order. */
  set(value) {
    const before = { ...this.state };
    const beforeCards = this.cards.map((c) => c.type).join();
    this.value = value;
    const { isValid, isPotentiallyValid } = this.validate(value);
    Object.assign(this.state, { isEmpty: value === '', isValid, isPotentiallyValid });
    if (this.field === 'number') this.cards = cardTypesOf(value);
    if (before.isEmpty !== this.state.isEmpty) this._emit('change', this.state.isEmpty ? externalEvents.EMPTY : externalEvents.NOT_EMPTY);
    if (this.field === 'number' && beforeCards !== this.cards.map((c) => c.type).join()) this._emit('change', externalEvents.CARD_TYPE_CHANGE);
    if (before.isValid !== isValid || before.isPotentiallyValid !== isPotentiallyValid) this._emit('change', externalEvents.VALIDITY_CHANGE);
  }

  /** Validates the current value again (the gateway's supported brands or the number's card type arrived). */
  revalidate() {
    const before = { ...this.state };
    Object.assign(this.state, this.validate(this.value));
    if (before.isValid !== this.state.isValid || before.isPotentiallyValid !== this.state.isPotentiallyValid) this._emit('change', externalEvents.VALIDITY_CHANGE);
  }

  focus(isFocused) {
    this.state.isFocused = isFocused;
    this._emit('change', isFocused ? externalEvents.FOCUS : externalEvents.BLUR);
  }
}
