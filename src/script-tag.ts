import sliceAttributes from 'featherdrop-derived:script-attributes';
import type { FormHold } from './form-hold.js';
import type { DropinOptions } from './options.js';

type Entry = typeof import('./index.js');

const NO_AUTHORIZATION = 'Authorization not found in data-braintree-dropin-authorization attribute';
const NO_FORM = 'No form found for script tag integration.';

/**
 * data-* names read, after `data-` or `data-braintree-dropin-` (docs/integration.md, "Script tag"): the
 * widget's own, then the slices' options' (each slice's attributes.json, `scriptTag`, found by the build).
 */
const ALLOWED = ['locale', 'payment-option-priority', 'open-first', 'layout', 'express-checkout', ...sliceAttributes];

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

function parseValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Turns the allowlisted attributes into create() options: `card.cardholder-name` → options.card.cardholderName. */
export function readOptions(script: HTMLScriptElement): DropinOptions {
  const options: Record<string, any> = {};
  for (const attribute of Array.from(script.attributes)) {
    const name = attribute.name.replace(/^data-(braintree-dropin-)?/, '');
    if (!attribute.name.startsWith('data-') || !ALLOWED.includes(name)) continue;
    const path = name.split('.').map(camel);
    let target = options;
    for (const key of path.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key];
    }
    const last = path[path.length - 1];
    const value = parseValue(attribute.value);
    if (typeof target[last] === 'object' && target[last] !== null && typeof value !== 'object') continue;
    target[last] = value;
  }
  options.authorization = script.getAttribute('data-authorization') ?? script.getAttribute('data-braintree-dropin-authorization') ?? '';
  return options as DropinOptions;
}

function hiddenInput(form: HTMLFormElement, name: string, value: string) {
  let input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    form.appendChild(input);
  }
  input.value = value;
}

/**
 * The original's validation and gateway calls: needs an authorization and a surrounding form; the widget goes into the container the loader
 * inserted before the script, and a submit fills payment_method_nonce (and device_data) then submits once.
 * Rejects when the widget cannot start; the loader then keeps the form blocked and shows the failure.
 */
export async function integrate(script: HTMLScriptElement, { create, DropinError }: Entry, { form, container, ready }: FormHold) {
  const options = readOptions(script);
  if (!options.authorization) throw new DropinError(NO_AUTHORIZATION);
  if (!form || !container) throw new DropinError(NO_FORM);
  const dropin = await create({ ...options, container });

  let submitting = false;
  ready(() => {
    if (submitting) return;
    submitting = true;
    (dropin.requestPaymentMethod() as Promise<{ nonce: string; deviceData?: string }>).then((result) => {
      hiddenInput(form, 'payment_method_nonce', result.nonce);
      if (result.deviceData) hiddenInput(form, 'device_data', result.deviceData);
      HTMLFormElement.prototype.submit.call(form);
    }, () => {
      submitting = false;
    });
  });
  return dropin;
}
