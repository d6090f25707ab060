import { activeElement, batch, computed, effect, signal } from '../../runtime.js';
import { CARD_FOCUS_DELAY, FIELD_EMPTY_ERROR_DELAY } from './timings.js';
import type {
  CardFieldName, CardFields, CardFieldsEvent, CardFieldsEventName, CardFieldsState, TokenizeOptions,
} from './port.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowContext } from '../types.js';
import type { BillingSection } from './billing.js';
import { bullets, type CardConfig } from './card-config.js';
import { emptyKey, fieldProblems, fieldsInvalidError, invalidKey, isUnsupported, knownCard } from './field-problems.js';

const EVENTS: CardFieldsEventName[] = ['focus', 'blur', 'empty', 'notEmpty', 'validityChange', 'cardTypeChange', 'inputSubmitRequest', 'binAvailable'];
let forms = 0;

/**
 * The card sheet's state (the original's card tokenizing, the original's card form): field state from the fields'
 * events, the errors shown per field, the save-card box, requestability and tokenizing.
 */
export function createCardForm(ctx: FlowContext, fields: CardFields, config: CardConfig, billing?: BillingSection) {
  const supported = ctx.gateway.config.supportedCardTypes;
  const state = signal<CardFieldsState>(fields.getState());
  /** Translation keys of the errors shown, per field. */
  const errors = signal<Partial<Record<CardFieldName, string>>>({});
  const focused = signal<CardFieldName | null>(null);
  const save = signal(config.vaultByDefault);
  const card = computed(() => knownCard(state.value));
  const valid = computed(() => !Object.keys(fieldProblems(state.value, supported, config.cardholderRequired)).length && (billing?.valid.value ?? true));
  // Held from tokenizing (which only starts on a valid form) until the new method takes over (the model's
  // change-method transition), so clearing the fields does not flip the public requestable events.
  const holding = signal(false);
  const requestable = computed(() => holding.value || valid.value);
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let root: HTMLElement | null = null;
  let inFlight: Promise<PaymentMethod> | undefined;

  function later(run: () => void, delay: number) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delay);
    timers.add(timer);
  }

  function showError(name: CardFieldName, key: string) {
    errors.value = { ...errors.value, [name]: key };
    fields.setError(name, ctx.t(key));
  }

  function hideError(name: CardFieldName) {
    if (!errors.peek()[name]) return;
    errors.value = { ...errors.value, [name]: undefined };
    fields.setError(name, null);
  }

  /** Focus is in one of this form's fields (a hosted-field frame or a simulated input). */
  const focusInForm = () => {
    const active = activeElement();
    return !!active?.closest('.braintree-form__hosted-field') && !!root?.contains(active);
  };

  const handlers: Partial<Record<CardFieldsEventName, (event: CardFieldsEvent) => void>> = {
    focus(event) {
      focused.value = event.emittedBy;
    },
    blur({ emittedBy: name, fields: now, cards }) {
      const field = now[name]!;
      if (focused.peek() === name) focused.value = null;
      if (!field.isEmpty && !field.isValid) showError(name, invalidKey(name));
      else if (name === 'number' && isUnsupported({ cards, fields: now }, supported)) showError(name, 'unsupportedCardTypeError');
      else if (field.isEmpty && (name !== 'cardholderName' || config.cardholderRequired)) {
        // The original's validation: only while focus stays in another field of the form, after 150 ms.
        later(() => {
          const current = state.peek().fields[name];
          if (current?.isEmpty && !current.isFocused && focusInForm()) showError(name, emptyKey(name));
        }, FIELD_EMPTY_ERROR_DELAY);
      }
    },
    notEmpty(event) {
      hideError(event.emittedBy);
    },
    validityChange(event) {
      const name = event.emittedBy;
      const field = event.fields[name]!;
      field.container?.classList.toggle('braintree-form__field--valid', field.isValid && !(name === 'number' && isUnsupported(event, supported)));
      if (field.isPotentiallyValid) hideError(name);
    },
    cardTypeChange(event) {
      if (config.fields.cvv && !config.cvvPlaceholderFixed) fields.setPlaceholder('cvv', bullets(knownCard(event)?.code.size ?? 3));
    },
  };

  for (const name of EVENTS) {
    fields.on(name, (event: CardFieldsEvent) => {
      batch(() => {
        if (name !== 'binAvailable') state.value = { cards: event.cards, fields: event.fields };
        handlers[name]?.(event);
      });
      ctx.emit(`card:${name}`, event);
    });
  }

  const stops = [
    effect(() => ctx.model.setSheetRequestable(ctx.id, requestable.value)),
    effect(() => {
      if (ctx.model.view.value !== ctx.id || ctx.model.tokenized.value === ctx.id) holding.value = false;
    }),
  ];

  /** The fields are cleared once the request that tokenized them succeeded (after 3D Secure, when it runs). */
  let clearWhenSettled = false;

  /** The original's card tokenizing: validate, tokenize with the vault flag; the fields are cleared when the request settled. */
  async function submit(): Promise<PaymentMethod> {
    ctx.showError(null);
    const current = fields.getState();
    state.value = current;
    const problems = fieldProblems(current, supported, config.cardholderRequired);
    const addressComplete = billing?.validate() ?? true;
    if (Object.keys(problems).length || !addressComplete) {
      batch(() => {
        for (const [name, key] of Object.entries(problems)) showError(name as CardFieldName, key);
      });
      // The shopper lands on the first field to fix, in the sheet's order: the card fields, then the address.
      const first = config.names.find((name) => problems[name]);
      if (first) fields.focus(first);
      else billing?.focusFirstProblem();
      throw fieldsInvalidError();
    }
    const vault = !ctx.guest && (config.offerSave ? save.peek() : config.vaultByDefault);
    const options: TokenizeOptions = { vault };
    if (!config.cardholderRequired && current.fields.cardholderName?.isEmpty) options.fieldsToTokenize = config.names.filter((n) => n !== 'cardholderName');
    const address = billing?.address();
    if (address && Object.keys(address).length) options.billingAddress = address;
    holding.value = true;
    try {
      const payload = await fields.tokenize(options);
      clearWhenSettled = config.clearAfterTokenize;
      const method = options.billingAddress ? { ...payload, billingAddress: options.billingAddress } : payload;
      return vault ? { ...method, vaulted: true } : method;
    } catch (error) {
      // The shopper's input stays for another try.
      holding.value = false;
      throw error;
    }
  }

  return {
    ctx, fields, config, billing, state, errors, focused, save, card, requestable,
    id: `featherdrop-card-${++forms}`,
    setRoot(element: HTMLElement | null) {
      root = element;
    },
    setSave(value: boolean) {
      save.value = value;
    },
    /** A second request while one runs shares it: nothing is tokenized twice. */
    tokenize(): Promise<PaymentMethod> {
      inFlight ??= submit().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /**
     * The original's clearing, once the request is over: cleared when it succeeded; kept when 3D Secure failed or was
     * cancelled, so the shopper tries again without typing the card again (WCAG 3.3.7, redundant entry).
     */
    requestSettled(succeeded: boolean) {
      if (clearWhenSettled && succeeded) {
        for (const name of config.names) fields.clear(name);
        billing?.clear();
      }
      clearWhenSettled = false;
    },
    /** The original's constants: the first field takes focus 50 ms after the sheet opens. */
    shown() {
      // Never pull focus out of a field the shopper (or autofill) is already typing in.
      const typing = () => Object.values(fields.getState().fields).some((field) => field?.isFocused);
      // Nor out of the merchant's page (their Pay button, focus given back after a 3D Secure challenge).
      const elsewhere = () => {
        const active = activeElement();
        return !!active && active !== document.body && !root?.closest('[data-braintree-id="wrapper"]')?.contains(active);
      };
      later(() => typing() || elsewhere() || fields.focus(config.names[0]), CARD_FOCUS_DELAY);
    },
    async teardown() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const stop of stops) stop();
      await fields.teardown();
    },
  };
}

export type CardForm = ReturnType<typeof createCardForm>;
