// The number frame's job on TOKENIZATION_REQUEST: check the fields to tokenize, send the card to the gateway through
// braintree-web's own Client (REST payment_methods/credit_cards, or GraphQL when the configuration lists
// TOKENIZE_CREDIT_CARDS), and answer [error, payload] with braintree-web's hosted-fields errors.
import errors from 'braintree-web/hosted-fields/shared/errors.js';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import cardValidator from 'card-validator';

const { allowedBillingAddressFields, tokenizationErrorCodes } = hostedFieldsConstants;

const error = (template, details) => ({ type: template.type, code: template.code, message: template.message, details });

/** The gateway's 422 field errors, flattened (their codes name a duplicate card or a failed CVV check). */
function fieldErrorCodes(fieldErrors = []) {
  return fieldErrors.flatMap((e) => [e.code, ...fieldErrorCodes(e.fieldErrors)]).filter(Boolean);
}

function formatTokenizationError(err) {
  const status = err.details?.httpStatus;
  if (status === 403) return { type: err.type, code: err.code, message: err.message, details: err.details };
  if (status < 500) {
    const known = fieldErrorCodes(err.details?.originalError?.fieldErrors).map((code) => tokenizationErrorCodes[code]).find(Boolean);
    return error(known ?? errors.HOSTED_FIELDS_FAILED_TOKENIZATION, { originalError: err });
  }
  return error(errors.HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR, { originalError: err });
}

/** The card as the gateway takes it, from the frames' values (`values`: field → unformatted value). */
function creditCardOf(values, options) {
  const creditCard = { number: values.number, cvv: values.cvv, options: { validate: options.vault === true } };
  if (values.expirationDate) {
    const { month, year } = cardValidator.expirationDate(values.expirationDate);
    creditCard.expirationDate = `${month}/${year}`;
  } else if (values.expirationMonth || values.expirationYear) {
    creditCard.expirationMonth = values.expirationMonth;
    creditCard.expirationYear = values.expirationYear;
  }
  const billing = options.billingAddress ?? {};
  const billingAddress = Object.fromEntries(allowedBillingAddressFields.filter((key) => billing[key] !== undefined).map((key) => [key, billing[key]]));
  // As braintree's frame: the postal code field wins over the billingAddress option's.
  if (values.postalCode) billingAddress.postalCode = values.postalCode;
  if (Object.keys(billingAddress).length) creditCard.billingAddress = billingAddress;
  if (values.cardholderName) creditCard.cardholderName = values.cardholderName;
  return creditCard;
}

/**
 * `frames`: this channel's frames by field; `client()`: a promise of braintree-web's Client; `reply([error, payload])`.
 * Only the fields to tokenize (all by default) are checked and sent; an empty cardholder name may stay empty.
 */
export function tokenize(frames, options, client, reply) {
  const chosen = Object.fromEntries(Object.entries(frames).filter(([name]) => !options.fieldsToTokenize || options.fieldsToTokenize.includes(name)));
  const states = Object.entries(chosen).map(([name, frame]) => [name, frame.state.state]);
  if (states.every(([, s]) => s.isEmpty)) return reply([error(errors.HOSTED_FIELDS_FIELDS_EMPTY)]);
  const invalid = states.filter(([name, s]) => !s.isValid && !(name === 'cardholderName' && s.isEmpty)).map(([name]) => name);
  if (invalid.length) return reply([error(errors.HOSTED_FIELDS_FIELDS_INVALID, { invalidFieldKeys: invalid })]);
  const values = Object.fromEntries(Object.entries(chosen).map(([name, frame]) => [name, frame.element?.value() ?? '']));
  return client().then((sdk) => {
    sdk.request({ api: 'clientApi', method: 'post', endpoint: 'payment_methods/credit_cards', data: { _meta: { source: 'hosted-fields' }, creditCard: creditCardOf(values, options) } })
      .then((response) => {
        const card = response.creditCards[0];
        reply([null, { nonce: card.nonce, details: card.details, description: card.description, type: card.type, binData: card.binData }]);
      })
      // An answer it cannot read (malformed JSON) fails here too, as braintree's frame does.
      .catch((err) => reply([formatTokenizationError(err)]));
  });
}
