// Browser autofill across the card frames, as braintree's frame does it: every frame carries hidden inputs with the
// autocomplete names of the other card fields (cc-name, cc-number, cc-exp-month, cc-exp-year, cc-csc), since a
// browser fills a whole card only into the form of the field the shopper picked. What lands in them is polled
// and handed to the frames of those fields; typing into the frame's own field clears them.
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';

const { allowedFields, autocompleteMappings } = hostedFieldsConstants;
const POLL_MS = 100;
/** Hidden input → the field it fills (the expiry's month and year fill an expirationDate field together). */
const AUTOFILLED = ['cardholderName', 'number', 'expirationMonth', 'expirationYear', 'cvv'];

function hiddenInput(field) {
  const { name } = allowedFields[field];
  const label = document.createElement('label');
  const input = document.createElement('input');
  label.setAttribute('aria-hidden', 'true');
  label.htmlFor = `${name}-autofill-field`;
  label.textContent = name;
  Object.assign(input, { id: `${name}-autofill-field`, className: 'autofill-field', type: 'text', name, tabIndex: -1, autocomplete: autocompleteMappings[name] });
  input.setAttribute('aria-hidden', 'true');
  return [label, input];
}

/** Two-digit months and four-digit years, as the gateway and the expiry field read them. */
function normalized({ expirationMonth: month, expirationYear: year, ...rest }) {
  return {
    ...rest,
    expirationMonth: month && month.length === 1 ? `0${month}` : month,
    expirationYear: year && year.length === 2 ? `${String(new Date().getFullYear()).slice(0, 2)}${year}` : year,
  };
}

/** `form`: the frame's form; `ownInput`: its field's input; `apply(values)`: fills the frames of those fields. */
export function autofillInputs(field, form, ownInput, apply) {
  const inputs = {};
  for (const name of AUTOFILLED) {
    const skip = name === field || (field === 'expirationDate' && (name === 'expirationMonth' || name === 'expirationYear'));
    if (skip) continue;
    const [label, input] = hiddenInput(name);
    form.append(label, input);
    inputs[name] = input;
  }
  let last = '';
  ownInput.addEventListener('input', () => {
    for (const input of Object.values(inputs)) input.value = '';
    last = '';
  });
  return setInterval(() => {
    const values = normalized(Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, input.value])));
    const key = JSON.stringify(values);
    if (key === last || !Object.values(values).some(Boolean)) return;
    last = key;
    apply(values);
  }, POLL_MS);
}
