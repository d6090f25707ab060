// The `select` option of the expiration month and year fields: a drop-down instead of an input, as braintree's frame
// makes it. Months 01–12 (their labels from `select.options`, or SET_MONTH_OPTIONS later), years from this one
// on for braintree-web's maxExpirationYearAge; the placeholder as a first option that cannot be chosen again.
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';

const { maxExpirationYearAge } = hostedFieldsConstants;

function choices(field, labels) {
  if (field === 'expirationMonth') {
    return Array.from({ length: 12 }, (_, i) => {
      const value = String(i + 1).padStart(2, '0');
      return [value, labels?.[i] ?? value];
    });
  }
  const first = new Date().getFullYear();
  return Array.from({ length: maxExpirationYearAge + 1 }, (_, i) => [String(first + i), String(first + i)]);
}

export function makeSelect(field, options) {
  const select = document.createElement('select');
  const placeholder = document.createElement('option');
  placeholder.value = '';
  placeholder.textContent = options.placeholder ?? '';
  placeholder.disabled = true;
  placeholder.selected = true;
  placeholder.hidden = !options.placeholder;
  select.append(placeholder);
  const labels = typeof options.select === 'object' ? options.select.options : undefined;
  for (const [value, text] of choices(field, labels)) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = text;
    select.append(option);
  }
  // A change is this field's input, as typing is an input's.
  select.addEventListener('change', () => select.dispatchEvent(new Event('input')));
  return {
    select,
    /** SET_MONTH_OPTIONS: new labels for the months, in order. */
    setMonthLabels(next) {
      if (field !== 'expirationMonth') return;
      [...select.options].slice(1).forEach((option, i) => { option.textContent = next[i] ?? option.value; });
    },
  };
}
