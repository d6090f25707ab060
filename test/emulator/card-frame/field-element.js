// The card field's element in its frame, made once the merchant's options arrive (as braintree's frame makes it):
// an input with braintree-web's name, autocomplete and hidden label for the field, its message, and restricted-input
// formatting the value as the shopper types (the number in its card type's groups up to maxCardLength, the expiry as
// "MM / YY", a CVV of the card's length; none with formatInput: false), masked away from focus with maskInput.
import RestrictedInput from 'restricted-input';
import * as classList from '@braintree/class-list';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import { numberPattern } from './card-types.js';
import { makeSelect } from './select-element.js';

const { allowedFields, autocompleteMappings, allowedAttributes } = hostedFieldsConstants;

const EXPIRY = '{{99}} / {{9999}}';
/** A first digit of 2–9 can only be a month of one digit: braintree's frame shows it zero padded. */
const EXPIRY_PADDED = '0{{9}} / {{9999}}';
const digits = (count) => `{{${'9'.repeat(count)}}}`;

/** The input (a select for a month or year with `select`) and its hidden label, named as braintree-web's frame names them. */
function makeInput(field, options) {
  const { name, label } = allowedFields[field];
  const dropDown = options.select && (field === 'expirationMonth' || field === 'expirationYear') ? makeSelect(field, options) : undefined;
  const input = dropDown?.select ?? document.createElement('input');
  Object.assign(input, { id: name, name, className: field, autocomplete: autocompleteMappings[name] ?? 'off' });
  // The field's own input among the frame's others (autofill, focus intercepts), as braintree's frame marks it.
  input.dataset.braintreeName = field;
  if (!dropDown) {
    Object.assign(input, { type: options.type ?? 'text', spellcheck: false });
    input.inputMode = field === 'cardholderName' || field === 'postalCode' ? 'text' : 'numeric';
    input.setAttribute('autocorrect', 'off');
    input.setAttribute('autocapitalize', 'none');
  }
  input.setAttribute('aria-invalid', 'false');
  input.setAttribute('aria-label', options.internalLabel ?? label);
  if (options.placeholder) input.placeholder = options.placeholder;
  if (options.maxlength) input.maxLength = options.maxlength;
  const hiddenLabel = document.createElement('label');
  hiddenLabel.htmlFor = name;
  hiddenLabel.className = 'field-label';
  hiddenLabel.textContent = options.internalLabel ?? label;
  return { input, hiddenLabel, dropDown };
}

/** maskInput: away from the field its value shows as the mask character (the number's last four kept with showLastFour). */
function masking(field, input, maskInput) {
  const mask = maskInput && { character: '•', showLastFour: false, ...(typeof maskInput === 'object' && maskInput) };
  let hidden;
  const hide = () => {
    if (!mask || !input.value || hidden !== undefined) return;
    hidden = input.value;
    let kept = mask.showLastFour && field === 'number' ? 4 : 0;
    input.value = [...hidden].reverse().map((c) => {
      if (c === ' ' || c === '/') return c;
      if (kept > 0 && /\d/.test(c)) {
        kept -= 1;
        return c;
      }
      return mask.character;
    }).reverse().join('');
  };
  const show = () => {
    if (hidden === undefined) return;
    input.value = hidden;
    hidden = undefined;
  };
  input.addEventListener('blur', hide);
  input.addEventListener('focus', show);
  return { value: () => hidden ?? input.value, forget: () => { hidden = undefined; } };
}

export function createFieldElement(field, form, options) {
  const { input, hiddenLabel, dropDown } = makeInput(field, options);
  const message = document.createElement('span');
  message.id = `field-description-${field}`;
  message.className = 'field-message';
  message.hidden = true;
  input.setAttribute('aria-describedby', message.id);
  form.append(hiddenLabel, input, message);

  const maxCardLength = field === 'number' ? options.maxCardLength : undefined;
  const numberPatternFor = (card) => numberPattern(card, maxCardLength);
  const patternOf = (value) => {
    if (field === 'number') return numberPatternFor(undefined);
    if (field === 'expirationDate') return /^\s*[2-9]/.test(value) ? EXPIRY_PADDED : EXPIRY;
    if (field === 'cvv') return digits(4);
    return undefined;
  };
  let pattern = options.formatInput === false || dropDown ? undefined : patternOf('');
  const formatter = pattern ? new RestrictedInput({ element: input, pattern }) : undefined;
  const mask = masking(field, input, options.maskInput);
  const setPattern = (next) => {
    if (!formatter || next === pattern) return;
    pattern = next;
    formatter.setPattern(next);
  };

  return {
    input,
    /** The value as the gateway takes it: digits of a number or CVV, the expiry as typed (card-validator reads "MM / YY"). */
    value() {
      const text = mask.value().trim();
      return field === 'number' || field === 'cvv' ? text.replace(/\D/g, '') : text;
    },
    /** The expiry's pattern follows its first digit; the number's and CVV's, the card type. */
    formatFor(value) { if (field === 'expirationDate') setPattern(patternOf(value)); },
    numberCardsChanged(cards) {
      const card = cards.length === 1 ? cards[0] : undefined;
      if (field === 'number') setPattern(numberPatternFor(card));
      if (field === 'cvv') setPattern(digits(card?.code.size ?? 4));
    },
    setState({ isValid, isPotentiallyValid }) {
      classList.toggle(input, 'valid', isValid);
      classList.toggle(input, 'invalid', !isPotentiallyValid);
      input.setAttribute('aria-invalid', String(!isPotentiallyValid));
    },
    /** SET_ATTRIBUTE / REMOVE_ATTRIBUTE: braintree-web's allowed attributes only. */
    setAttribute(attribute, value) {
      if (!Object.hasOwn(allowedAttributes, attribute)) return;
      if (allowedAttributes[attribute] === 'boolean' && (value === false || value === 'false')) input.removeAttribute(attribute);
      else input.setAttribute(attribute, value);
    },
    removeAttribute(attribute) { if (Object.hasOwn(allowedAttributes, attribute)) input.removeAttribute(attribute); },
    setMessage(text) {
      message.textContent = text;
      message.hidden = !text;
    },
    setMonthLabels(labels) { dropDown?.setMonthLabels(labels); },
    addClass(name) { classList.add(input, name); },
    removeClass(name) { classList.remove(input, name); },
    /** A new value (cleared, prefilled, autofilled) as if typed. */
    fill(value) {
      mask.forget();
      input.value = value;
    },
  };
}
