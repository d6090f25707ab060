// Stand-in for braintree-web's hosted-fields frame page (<assetsUrl>/web/<version>/html/
// hosted-fields-frame.min.html), which is not in the npm package. It speaks the frame side of the
// protocol the unmodified external hosted-fields code expects over framebus: FRAME_READY per field,
// INPUT_EVENT with every field's state, TOKENIZATION_REQUEST answered [error, payload] after a REST
// card tokenization through braintree-web's own Client (handed over by READY_FOR_CLIENT), and the
// attribute / message / clear / focus commands. Frames of one channel share one origin, so the
// number frame reads its siblings' values directly, as the real frames do.
import Framebus from 'framebus';
import cardValidator from 'card-validator';
import Client from 'braintree-web/client/client.js';
// The SDK's own card-type list, which reports Mastercard as 'master-card' as the real frames do.
import getCardTypes from 'braintree-web/hosted-fields/shared/get-card-types.js';

const EVENTS = 'hosted-fields:';
const channel = location.hash.slice(1);
const field = window.name.replace('braintree-hosted-field-', '');
const bus = new Framebus({ channel });
const AUTOCOMPLETE = { number: 'cc-number', expirationDate: 'cc-exp', cvv: 'cc-csc', postalCode: 'billing postal-code', cardholderName: 'cc-name', expirationMonth: 'cc-exp-month', expirationYear: 'cc-exp-year' };

const input = document.createElement('input');
input.id = field;
input.name = field;
input.autocomplete = AUTOCOMPLETE[field] ?? 'off';
input.inputMode = field === 'cardholderName' ? 'text' : 'numeric';
/** braintree-web's hidden label of each frame's input unless the field's `internalLabel` says otherwise (its documented defaults). */
const INTERNAL_LABELS = { number: 'Credit Card Number', cvv: 'CVV', expirationDate: 'Expiration Date', expirationMonth: 'Expiration Month', expirationYear: 'Expiration Year', postalCode: 'Postal Code', cardholderName: 'Cardholder Name' };
input.setAttribute('aria-label', INTERNAL_LABELS[field] ?? field);
const message = document.createElement('span');
message.id = `${field}-message`;
message.hidden = true;
input.setAttribute('aria-describedby', message.id);
document.body.append(input, message);

/** credit-card-type's types by the gateway's names for them (configuration `supportedCardTypes`). */
const GATEWAY_NAMES = { visa: 'Visa', mastercard: 'MasterCard', 'master-card': 'MasterCard', 'american-express': 'American Express', discover: 'Discover', 'diners-club': 'Discover', jcb: 'JCB', unionpay: 'UnionPay', maestro: 'Maestro' };

const state = { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: false };
let cards = getCardTypes('');
let supportedCardBrands;

/** This channel's frames (same origin as this one), by field name. */
function siblings() {
  const found = {};
  for (let i = 0; i < parent.frames.length; i += 1) {
    try {
      const frame = parent.frames[i];
      if (frame.standIn && frame.standIn.channel === channel) found[frame.standIn.field] = frame.standIn;
    } catch { /* another origin's frame */ }
  }
  return found;
}

function cvvSize() {
  const number = siblings().number;
  const card = number?.cards.length === 1 ? number.cards[0] : undefined;
  return card?.code.size ?? 3;
}

function validate(value) {
  switch (field) {
    case 'number': {
      const v = cardValidator.number(value);
      const supported = !v.card || !supportedCardBrands || supportedCardBrands.includes(GATEWAY_NAMES[v.card.type]);
      return { isValid: v.isValid && supported, isPotentiallyValid: v.isPotentiallyValid && supported };
    }
    case 'expirationDate': return cardValidator.expirationDate(value);
    case 'cvv': return cardValidator.cvv(value, cvvSize());
    case 'postalCode': return cardValidator.postalCode(value);
    case 'cardholderName': return cardValidator.cardholderName(value);
    default: return { isValid: value !== '', isPotentiallyValid: true };
  }
}

function emitInput(type) {
  const all = siblings();
  const fields = Object.fromEntries(Object.entries(all).map(([name, s]) => [name, { ...s.state }]));
  bus.emit(`${EVENTS}INPUT_EVENT`, { type, merchantPayload: { cards: all.number?.cards ?? [], emittedBy: field, fields } });
}

function update() {
  const value = input.value.trim();
  const before = { ...state };
  const beforeCards = cards.map((c) => c.type).join();
  const { isValid, isPotentiallyValid } = validate(value);
  Object.assign(state, { isEmpty: value === '', isValid, isPotentiallyValid });
  if (field === 'number') cards = getCardTypes(value.replace(/\D/g, ''));
  if (before.isEmpty !== state.isEmpty) emitInput(state.isEmpty ? 'empty' : 'notEmpty');
  if (field === 'number' && beforeCards !== cards.map((c) => c.type).join()) emitInput('cardTypeChange');
  if (before.isValid !== state.isValid || before.isPotentiallyValid !== state.isPotentiallyValid) emitInput('validityChange');
  if (field === 'number' && value.replace(/\D/g, '').length === 6) bus.emit(`${EVENTS}BIN_AVAILABLE`, value.replace(/\D/g, ''));
}

input.addEventListener('input', update);
input.addEventListener('focus', () => { state.isFocused = true; emitInput('focus'); });
input.addEventListener('blur', () => { state.isFocused = false; emitInput('blur'); });
input.addEventListener('keydown', (event) => { if (event.key === 'Enter') emitInput('inputSubmitRequest'); });

/** Applied in every frame of the channel: the external code replies to one frame only. */
function configure(configuration) {
  const options = configuration.fields?.[field] ?? {};
  if (options.placeholder) input.placeholder = options.placeholder;
  if (options.internalLabel) input.setAttribute('aria-label', options.internalLabel);
  if (options.prefill) { input.value = options.prefill; update(); }
  if (options.maxlength) input.maxLength = options.maxlength;
  if (options.type) input.type = options.type;
}

window.standIn = { channel, field, state, get cards() { return cards; }, value: () => input.value.trim(), configure, setSupported(brands) { supportedCardBrands = brands; } };

const forMe = (data) => data && data.field === field;
bus.on(`${EVENTS}SET_ATTRIBUTE`, (data) => { if (forMe(data)) input.setAttribute(data.attribute, data.value); });
bus.on(`${EVENTS}REMOVE_ATTRIBUTE`, (data) => { if (forMe(data)) input.removeAttribute(data.attribute); });
bus.on(`${EVENTS}SET_MESSAGE`, (data) => {
  if (!forMe(data)) return;
  message.textContent = data.message;
  message.hidden = !data.message;
});
bus.on(`${EVENTS}CLEAR_FIELD`, (data) => {
  if (!forMe(data)) return;
  input.value = '';
  update();
});
bus.on(`${EVENTS}TRIGGER_INPUT_FOCUS`, (data) => { if (forMe(data)) input.focus(); });

const BILLING_KEYS = [
  'postalCode', 'firstName', 'lastName', 'company', 'streetAddress', 'extendedAddress', 'locality', 'region', 'countryCodeNumeric', 'countryCodeAlpha2', 'countryCodeAlpha3', 'countryName',
];

function customerError(code, message, details) {
  return { type: 'CUSTOMER', code, message, details };
}

function tokenize(options, reply) {
  // As the real frame: only the fields to tokenize (all by default) are checked and sent.
  const all = Object.fromEntries(Object.entries(siblings()).filter(([name]) => !options.fieldsToTokenize || options.fieldsToTokenize.includes(name)));
  const invalid = Object.keys(all).filter((name) => !all[name].state.isValid && !(name === 'cardholderName' && all[name].state.isEmpty));
  if (invalid.length) {
    reply([customerError('HOSTED_FIELDS_FIELDS_INVALID', 'Some payment input fields are invalid. Cannot tokenize invalid card fields.', { invalidFieldKeys: invalid })]);
    return;
  }
  bus.emit(`${EVENTS}READY_FOR_CLIENT`, (configuration) => {
    const client = new Client(configuration);
    const creditCard = {
      number: all.number.value().replace(/\D/g, ''),
      expirationDate: all.expirationDate?.value(),
      cvv: all.cvv?.value(),
      options: { validate: options.vault === true },
    };
    // As the real frame: the billingAddress option's documented keys, the postal code field winning over its postalCode.
    const billingAddress = Object.fromEntries(BILLING_KEYS.filter((key) => options.billingAddress?.[key] !== undefined).map((key) => [key, options.billingAddress[key]]));
    if (all.postalCode) billingAddress.postalCode = all.postalCode.value();
    if (Object.keys(billingAddress).length) creditCard.billingAddress = billingAddress;
    if (all.cardholderName?.value()) creditCard.cardholderName = all.cardholderName.value();
    client.request({ api: 'clientApi', method: 'post', endpoint: 'payment_methods/credit_cards', data: { _meta: { source: 'hosted-fields' }, creditCard } })
      .then((response) => {
        const card = response.creditCards[0];
        reply([null, { nonce: card.nonce, details: card.details, description: card.description, type: card.type, binData: card.binData }]);
      })
      // As the real frame's formatTokenizationError: an answer it cannot read (malformed JSON) fails here too.
      .catch((error) => {
        const status = error.details?.httpStatus;
        if (status === 403) reply([{ type: error.type, code: error.code, message: error.message, details: error.details }]);
        else if (status < 500) reply([customerError('HOSTED_FIELDS_FAILED_TOKENIZATION', 'The supplied card data failed tokenization.', { originalError: error })]);
        else reply([{ type: 'NETWORK', code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR', message: 'A tokenization network error occurred.', details: { originalError: error } }]);
      });
  });
}

if (field === 'number') bus.on(`${EVENTS}TOKENIZATION_REQUEST`, tokenize);

bus.emit(`${EVENTS}FRAME_READY`, { field }, (configuration) => {
  bus.emit(`${EVENTS}READY_FOR_CLIENT`, (client) => {
    const brands = client.gatewayConfiguration.creditCards?.supportedCardTypes;
    for (const sibling of Object.values(siblings())) {
      sibling.setSupported(brands);
      sibling.configure(configuration);
    }
  });
});
