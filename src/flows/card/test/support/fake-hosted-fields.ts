// A fake braintree-web hosted-fields instance, following its documented API and event payloads
// (https://braintree.github.io/braintree-web/current/HostedFields.html): `create` resolves once the
// "frames" are ready; events carry `{ emittedBy, cards, fields: { <name>: { container, isEmpty,
// isValid, isPotentiallyValid, isFocused } } }`; `binAvailable` carries `{ bin }`. The frames' own
// validation is card-validator's, as inside the real frames.
import hostedFields from 'braintree-web/hosted-fields';
import validator from 'card-validator';
import creditCardType from 'credit-card-type';

type Handler = (event: any) => void;
type Field = { container: HTMLElement; placeholder?: string };

export class FakeHostedFields {
  handlers = new Map<string, Handler[]>();
  values: Record<string, string> = {};
  frames: Record<string, HTMLInputElement> = {};
  attributes: Record<string, Record<string, unknown>> = {};
  messages: Record<string, string> = {};
  tokenizeCalls: Array<Record<string, unknown>> = [];
  focusCalls: string[] = [];
  cleared: string[] = [];
  focused: string | null = null;
  tornDown = false;
  cards = this.cardsFor('');
  /** What tokenize answers; by default a braintree-web card payload for the typed number. */
  tokenizeResult: (options: Record<string, unknown>) => Promise<any> = async () => {
    const number = this.values.number.replace(/\D/g, '');
    return {
      nonce: `tokencc_fake_${number.slice(-4)}`, type: 'CreditCard', description: `ending in ${number.slice(-2)}`,
      details: { bin: number.slice(0, 6), cardType: 'Visa', lastFour: number.slice(-4), lastTwo: number.slice(-2), expirationMonth: '12', expirationYear: '2030' },
      binData: { prepaid: 'Unknown' },
    };
  };

  constructor(readonly options: { client: unknown; fields: Record<string, Field>; styles?: Record<string, unknown> }) {
    for (const [name, field] of Object.entries(options.fields)) {
      this.values[name] = '';
      this.attributes[name] = { placeholder: field.placeholder };
      // Stands in for the injected iframe, so focus really moves into the container.
      const frame = document.createElement('input');
      frame.name = `braintree-hosted-field-${name}`;
      field.container.appendChild(frame);
      this.frames[name] = frame;
    }
  }

  cardsFor(number: string) {
    return creditCardType(number.replace(/\D/g, '')).map((c) => (c.type === 'mastercard' ? { ...c, type: 'master-card' } : c));
  }

  validity(name: string) {
    const value = this.values[name];
    const known = this.cards.length === 1 ? this.cards[0] : undefined;
    if (name === 'number') return validator.number(value.replace(/\D/g, ''));
    if (name === 'expirationDate') return validator.expirationDate(value);
    if (name === 'cvv') return validator.cvv(value, known?.code.size ?? [3, 4]);
    if (name === 'postalCode') return validator.postalCode(value);
    return validator.cardholderName(value);
  }

  field(name: string) {
    const { isValid, isPotentiallyValid } = this.validity(name);
    return { container: this.options.fields[name].container, isEmpty: !this.values[name], isValid, isPotentiallyValid, isFocused: this.focused === name };
  }

  getState() {
    return { cards: this.cards, fields: Object.fromEntries(Object.keys(this.values).map((n) => [n, this.field(n)])) };
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }

  emit(event: string, emittedBy: string, payload?: object) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload ?? { ...this.getState(), emittedBy });
  }

  // What a shopper does inside the frames.
  type(name: string, value: string) {
    const before = this.field(name);
    const types = this.cards.map((c) => c.type).join();
    this.values[name] = value;
    if (name === 'number') this.cards = this.cardsFor(value);
    const after = this.field(name);
    if (before.isEmpty !== after.isEmpty) this.emit(after.isEmpty ? 'empty' : 'notEmpty', name);
    if (types !== this.cards.map((c) => c.type).join()) this.emit('cardTypeChange', name);
    if (before.isValid !== after.isValid || before.isPotentiallyValid !== after.isPotentiallyValid) this.emit('validityChange', name);
    const digits = value.replace(/\D/g, '');
    if (name === 'number' && digits.length >= 6) this.emit('binAvailable', name, { bin: digits.slice(0, 6) });
  }

  focusField(name: string) {
    if (this.focused === name) return;
    if (this.focused) this.blurField();
    this.frames[name].focus();
    this.focused = name;
    this.emit('focus', name);
  }

  blurField() {
    const name = this.focused!;
    this.focused = null;
    this.emit('blur', name);
  }

  focusOutside(element: HTMLElement) {
    element.focus();
    if (this.focused) this.blurField();
  }

  pressEnter(name: string) {
    this.emit('inputSubmitRequest', name);
  }

  // The documented instance API.
  tokenize(options: Record<string, unknown> = {}) {
    this.tokenizeCalls.push(options);
    return this.tokenizeResult(options);
  }

  clear(name: string) {
    this.cleared.push(name);
    this.type(name, '');
    return Promise.resolve();
  }

  focus(name: string) {
    this.focusCalls.push(name);
    this.focusField(name);
    return Promise.resolve();
  }

  setAttribute({ field, attribute, value }: { field: string; attribute: string; value: unknown }) {
    this.attributes[field][attribute] = value;
    return Promise.resolve();
  }

  removeAttribute({ field, attribute }: { field: string; attribute: string }) {
    delete this.attributes[field][attribute];
    return Promise.resolve();
  }

  setMessage({ field, message }: { field: string; message: string }) {
    this.messages[field] = message;
  }

  teardown() {
    this.tornDown = true;
    for (const frame of Object.values(this.frames)) frame.remove();
    return Promise.resolve();
  }
}

export interface FakeHostedFieldsControl {
  instances: FakeHostedFields[];
  /** Frames that never report ready: create rejects after 60 s, as braintree-web's does. */
  hang: boolean;
}

/** Replaces braintree-web's `hostedFields.create` (the module the production adapter calls). */
export function installFakeHostedFields(): FakeHostedFieldsControl {
  const control: FakeHostedFieldsControl = { instances: [], hang: false };
  (hostedFields as { create: unknown }).create = (options: ConstructorParameters<typeof FakeHostedFields>[0]) => {
    const fake = new FakeHostedFields(options);
    control.instances.push(fake);
    if (control.hang) {
      return new Promise((_, reject) => {
        const timer = setTimeout(() => reject(Object.assign(new Error('Hosted Fields timed out when attempting to set up.'), {
          name: 'BraintreeError', type: 'UNKNOWN', code: 'HOSTED_FIELDS_TIMEOUT',
        })), 60_000);
        (timer as { unref?: () => void }).unref?.(); // like the SDK's, it outlives a teardown; it must not hold the test process
      });
    }
    return new Promise((resolve) => setTimeout(() => resolve(fake), 0));
  };
  return control;
}
