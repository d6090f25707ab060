import { effect } from '../../runtime.js';
import { resolveLocale } from '../../i18n/locales.js';
import { createTextForm, oneAtATime } from '../../ui/text-form.js';
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

const FIELDS: readonly SepaField[] = ['accountHolderName', 'iban'];

const problemOf = (field: SepaField, value: string) => {
  if (field === 'accountHolderName') return value.trim() ? undefined : 'sepaAccountHolderEmpty';
  const problem = ibanProblem(value);
  return problem && (problem === 'empty' ? 'sepaIbanEmpty' : 'sepaIbanInvalid');
};

let forms = 0;

/**
 * The sheet's state: what the shopper typed (kept through any gateway error) and each field's message
 * (src/ui/text-form.ts), requestable when both are right. A request checks the fields, then asks the gateway
 * for the mandate; only one runs at a time.
 */
export function createSepaForm(ctx: FlowContext, port: SepaPort, settings: SepaSettings) {
  const text = createTextForm(() => FIELDS, problemOf, { accountHolderName: '', iban: '' });
  const stop = effect(() => ctx.model.setSheetRequestable(ctx.id, text.valid.value));

  async function submit(): Promise<PaymentMethod> {
    ctx.showError(null);
    if (!text.validate()) throw 'sepaFieldsInvalid';
    const { accountHolderName, iban } = text.values.peek();
    const electronic = electronicIban(iban);
    return port.tokenize({
      accountHolderName: accountHolderName.trim(),
      iban: electronic,
      countryCode: electronic.slice(0, 2),
      locale: resolveLocale(ctx.options.raw.locale),
      ...settings,
    });
  }

  return {
    id: `featherdrop-sepa-${++forms}`,
    ctx, text, settings,
    /** The IBAN is grouped in fours as typed, the caret kept after the same character. */
    groupIban(input: HTMLInputElement): string {
      const grouped = groupAsTyped(input.value, input.selectionStart ?? input.value.length);
      input.value = grouped.value;
      input.setSelectionRange(grouped.caret, grouped.caret);
      return grouped.value;
    },
    tokenize: oneAtATime(submit),
    async teardown() {
      stop();
      await port.teardown();
    },
  };
}

export type SepaForm = ReturnType<typeof createSepaForm>;
