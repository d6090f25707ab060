import { batch, computed, effect, signal } from '../../runtime.js';
import { resolveLocale } from '../../i18n/locales.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowContext } from '../types.js';
import { electronicIban, groupAsTyped, ibanProblem } from './iban.js';
import type { SepaMandateRequest, SepaPort } from './port.js';

export type SepaField = 'accountHolderName' | 'iban';
export interface SepaSettings {
  mandateType: SepaMandateRequest['mandateType'];
  customerId: string;
  merchantAccountId: string;
}

const problemOf = (field: SepaField, value: string) => {
  if (field === 'accountHolderName') return value.trim() ? undefined : 'sepaAccountHolderEmpty';
  const problem = ibanProblem(value);
  return problem && (problem === 'empty' ? 'sepaIbanEmpty' : 'sepaIbanInvalid');
};

let forms = 0;

/**
 * The sheet's state: what the shopper typed (kept through any gateway error), each field's message (on leaving a
 * field the shopper typed in, and on submit), requestable when both are valid. A request checks the fields, then
 * asks the gateway for the mandate; only one runs at a time.
 */
export function createSepaForm(ctx: FlowContext, port: SepaPort, settings: SepaSettings) {
  const values = signal<Record<SepaField, string>>({ accountHolderName: '', iban: '' });
  const errors = signal<Partial<Record<SepaField, string>>>({});
  const inputs: Partial<Record<SepaField, HTMLInputElement | null>> = {};
  const requestable = computed(() => !problemOf('accountHolderName', values.value.accountHolderName) && !problemOf('iban', values.value.iban));
  const stop = effect(() => ctx.model.setSheetRequestable(ctx.id, requestable.value));
  let inFlight: Promise<PaymentMethod> | undefined;

  const check = (field: SepaField) => {
    errors.value = { ...errors.peek(), [field]: problemOf(field, values.peek()[field]) };
  };

  async function submit(): Promise<PaymentMethod> {
    ctx.showError(null);
    const fields: SepaField[] = ['accountHolderName', 'iban'];
    batch(() => fields.forEach(check));
    const first = fields.find((field) => errors.peek()[field]);
    if (first) {
      inputs[first]?.focus();
      throw 'sepaFieldsInvalid';
    }
    const iban = electronicIban(values.peek().iban);
    return port.tokenize({
      accountHolderName: values.peek().accountHolderName.trim(),
      iban,
      countryCode: iban.slice(0, 2),
      locale: resolveLocale(ctx.options.raw.locale),
      ...settings,
    });
  }

  return {
    id: `featherdrop-sepa-${++forms}`,
    ctx, values, errors, settings,
    register(field: SepaField, input: HTMLInputElement | null) {
      inputs[field] = input;
    },
    /** The IBAN is grouped in fours as typed, the caret kept after the same character. */
    input(field: SepaField, input: HTMLInputElement) {
      let value = input.value;
      if (field === 'iban') {
        const grouped = groupAsTyped(value, input.selectionStart ?? value.length);
        value = grouped.value;
        input.value = value;
        input.setSelectionRange(grouped.caret, grouped.caret);
      }
      batch(() => {
        values.value = { ...values.peek(), [field]: value };
        // A message goes away as soon as the field is right; a new one waits until the shopper leaves it.
        if (errors.peek()[field] && !problemOf(field, value)) errors.value = { ...errors.peek(), [field]: undefined };
      });
    },
    blur(field: SepaField) {
      if (values.peek()[field]) check(field);
    },
    tokenize(): Promise<PaymentMethod> {
      inFlight ??= submit().finally(() => { inFlight = undefined; });
      return inFlight;
    },
    async teardown() {
      stop();
      await port.teardown();
    },
  };
}

export type SepaForm = ReturnType<typeof createSepaForm>;
