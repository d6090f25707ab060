import type {
  CardFieldName, CardFieldInputProps, CardFields, CardFieldsAdapter, CardFieldsEventName, CardFieldsOptions, CardFieldState, CardFieldsState, CardType,
} from '../port.js';
import type { SimulatorState } from '../../../gateway/simulator/simulator-state.js';
// Every lazily loaded module reaches the shared runtime, so it stays one chunk (src/runtime.ts).
import { activeElement } from '../../../runtime.js';
import simulatedFieldsStyles from './simulated-fields.css';
import { tokenizeCard } from './card-tokenize.js';
import { frameClass, simulatedFieldStyles } from './field-styles.js';
import { cardsFor, format, known, validate } from './simulated-fields-rules.js';

/** What a browser needs to fill each field and show the right keyboard. */
const INPUTS: Record<CardFieldName, { autoComplete: string; inputMode?: 'numeric'; maxLength?: number }> = {
  cardholderName: { autoComplete: 'cc-name', maxLength: 255 },
  number: { autoComplete: 'cc-number', inputMode: 'numeric' },
  expirationDate: { autoComplete: 'cc-exp', inputMode: 'numeric' },
  cvv: { autoComplete: 'cc-csc', inputMode: 'numeric' },
  postalCode: { autoComplete: 'postal-code', maxLength: 10 },
};

type Validity = Pick<CardFieldState, 'isEmpty' | 'isValid' | 'isPotentiallyValid'>;

const typesOf = (cards: CardType[]) => cards.map((c) => c.type).join();
const separator = /[\s/]/;

/** Puts the caret back after the same number of typed characters once formatting moved them. */
function placeCaret(input: HTMLInputElement, raw: string, caret: number) {
  let pos = input.value.length;
  if (caret < raw.length) {
    const keep = raw.slice(0, caret).replace(/[\s/]/g, '').length;
    pos = 0;
    for (let seen = 0; pos < input.value.length && seen < keep; pos++) if (!separator.test(input.value[pos])) seen++;
  }
  input.setSelectionRange(pos, pos);
}

/**
 * The simulator's card fields: real inputs inside the sheet, validated with card-validator, emitting
 * hosted-fields' events with hosted-fields' state object, so the card sheet cannot tell them apart.
 */
export const simulatedFields = (state: SimulatorState): CardFieldsAdapter => {
  state.addStyles('featherdrop-simulator-card', simulatedFieldsStyles);
  return { createCardFields: (options) => createCardFields(state, options) };
};

let sets = 0;

function createCardFields(state: SimulatorState, { fields, required, styles }: CardFieldsOptions): CardFields {
  const names = Object.keys(fields) as CardFieldName[];
  // The merchant's card.overrides.styles, as the hosted fields' frames would apply them.
  const scope = `featherdrop-hf-set-${++sets}`;
  const css = simulatedFieldStyles(styles, scope);
  const releaseStyles = css ? state.addStyles(scope, css) : () => {};
  const handlers = new Map<string, Array<(event: unknown) => void>>();
  const values = Object.fromEntries(names.map((n) => [n, ''])) as Record<CardFieldName, string>;
  // Attributes the sheet changes later; rendered from here and updated on the input directly.
  const placeholders = Object.fromEntries(names.map((n) => [n, fields[n]!.placeholder])) as Record<CardFieldName, string | undefined>;
  const invalid: Partial<Record<CardFieldName, boolean>> = {};
  const containers: Partial<Record<CardFieldName, HTMLElement>> = {};
  const inputs: Partial<Record<CardFieldName, HTMLInputElement>> = {};
  let focused: CardFieldName | null = null;
  let cards = cardsFor('');
  let bin = '';

  const fieldState = (name: CardFieldName): CardFieldState => ({
    isEmpty: !values[name], ...validate(name, values[name], cards), isFocused: focused === name, container: containers[name]!,
  });
  const getState = (): CardFieldsState => ({ cards, fields: Object.fromEntries(names.map((n) => [n, fieldState(n)])) });
  const seen = Object.fromEntries(names.map((n) => [n, fieldState(n)])) as Partial<Record<CardFieldName, Validity>>;

  function emit(event: CardFieldsEventName, emittedBy: CardFieldName, payload?: object) {
    const state = getState();
    const field = state.fields[emittedBy]!;
    // The classes hosted fields put on their containers.
    field.container?.classList.toggle('braintree-hosted-fields-focused', field.isFocused);
    field.container?.classList.toggle('braintree-hosted-fields-valid', field.isValid);
    field.container?.classList.toggle('braintree-hosted-fields-invalid', !field.isPotentiallyValid);
    // And the classes the frame puts on its input, which the merchant's styles may name.
    inputs[emittedBy]?.classList.toggle(frameClass('valid'), field.isValid);
    inputs[emittedBy]?.classList.toggle(frameClass('invalid'), !field.isPotentiallyValid);
    for (const handler of handlers.get(event) ?? []) handler(payload ?? { ...state, emittedBy });
  }

  /** Emits what changed for a field: emptiness, card type (number), BIN (number), validity. */
  function refresh(name: CardFieldName) {
    const was = seen[name]!;
    const previousTypes = typesOf(cards);
    if (name === 'number') cards = cardsFor(values.number);
    const now = (seen[name] = fieldState(name));
    if (was.isEmpty !== now.isEmpty) emit(now.isEmpty ? 'empty' : 'notEmpty', name);
    const typeChanged = previousTypes !== typesOf(cards);
    if (typeChanged) emit('cardTypeChange', name);
    if (was.isValid !== now.isValid || was.isPotentiallyValid !== now.isPotentiallyValid) emit('validityChange', name);
    if (name === 'number') {
      const digits = values.number.replace(/\D/g, '');
      const next = digits.length >= 6 ? digits.slice(0, 6) : '';
      if (next && next !== bin) emit('binAvailable', name, { bin: next });
      bin = next;
    }
    // The CVV's length follows the card type.
    if (typeChanged && values.cvv) refresh('cvv');
  }

  function changed(name: CardFieldName, input: HTMLInputElement) {
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const next = format(name, raw, name === 'number' ? cardsFor(raw) : cards);
    if (next !== raw) {
      input.value = next;
      if (activeElement() === input) placeCaret(input, raw, caret);
    }
    values[name] = next;
    refresh(name);
  }

  function setFocus(name: CardFieldName | null, event: CardFieldsEventName, emittedBy: CardFieldName) {
    focused = name;
    emit(event, emittedBy);
  }

  function Input({ name, id, describedBy }: CardFieldInputProps) {
    const input = INPUTS[name];
    return (
      <input
        ref={(el) => {
          if (el) inputs[name] = el;
        }}
        id={id}
        type="text"
        className={`featherdrop-simulated-input ${scope} ${frameClass(name)}`}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        maxLength={input.maxLength}
        placeholder={placeholders[name]}
        aria-invalid={invalid[name] ? 'true' : undefined}
        aria-required={required.includes(name) ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(e) => changed(name, e.currentTarget)}
        onFocus={() => setFocus(name, 'focus', name)}
        onBlur={() => setFocus(null, 'blur', name)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          emit('inputSubmitRequest', name);
        }}
      />
    );
  }

  return {
    Input,
    attach(name, container) {
      if (container) containers[name] = container;
    },
    ready: Promise.resolve(),
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
    },
    getState,
    tokenize: (options) => tokenizeCard(state, { ...values }, known(cards), options),
    clear(name) {
      values[name] = '';
      if (inputs[name]) inputs[name]!.value = '';
      refresh(name);
    },
    focus: (name) => inputs[name]?.focus(),
    setPlaceholder(name, text) {
      placeholders[name] = text;
      inputs[name]?.setAttribute('placeholder', text);
    },
    setError(name, message) {
      invalid[name] = !!message;
      if (message) inputs[name]?.setAttribute('aria-invalid', 'true');
      else inputs[name]?.removeAttribute('aria-invalid');
    },
    async teardown() {
      handlers.clear();
      releaseStyles();
    },
  };
}

export default simulatedFields;
