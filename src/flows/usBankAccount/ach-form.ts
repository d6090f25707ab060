import { effect, signal } from '../../runtime.js';
import { createTextForm, oneAtATime } from '../../ui/text-form.js';
import type { PaymentMethod } from '../../types.js';
import type { FlowContext } from '../types.js';
import { problemOf } from './checks.js';
import type { BankDetails, UsBankAccountPort } from './port.js';

export type AchField = 'firstName' | 'lastName' | 'businessName' | 'routingNumber' | 'accountNumber' | 'streetAddress' | 'locality' | 'region' | 'postalCode';
const OWNER: Record<BankDetails['ownershipType'], AchField[]> = { personal: ['firstName', 'lastName'], business: ['businessName'] };
const BANK: AchField[] = ['routingNumber', 'accountNumber', 'streetAddress', 'locality', 'region', 'postalCode'];

let forms = 0;

/**
 * The ACH sheet's state: the owner (personal: first and last name; business: its name), the routing and
 * account numbers, the account type, the billing address, and the shopper's agreement to the merchant's
 * mandate text, without which nothing is requestable or sent. What was typed stays through a gateway error.
 */
export function createAchForm(ctx: FlowContext, port: UsBankAccountPort, mandateText: string) {
  const ownershipType = signal<BankDetails['ownershipType']>('personal');
  const accountType = signal<BankDetails['accountType']>('checking');
  const agreed = signal(false);
  const mandateError = signal<string | undefined>(undefined);
  const fields = () => [...OWNER[ownershipType.value], ...BANK];
  const text = createTextForm<AchField>(fields, problemOf, Object.fromEntries([...OWNER.personal, ...OWNER.business, ...BANK].map((f) => [f, ''])) as Record<AchField, string>);
  let agreement: HTMLInputElement | null = null;
  const stop = effect(() => ctx.model.setSheetRequestable(ctx.id, text.valid.value && agreed.value));

  async function submit(): Promise<PaymentMethod> {
    ctx.showError(null);
    const complete = text.validate();
    mandateError.value = agreed.peek() ? undefined : 'achMandateRequired';
    if (!complete) throw 'achFieldsInvalid';
    if (!agreed.peek()) {
      agreement?.focus();
      throw 'achFieldsInvalid';
    }
    const v = text.values.peek();
    const owner = ownershipType.peek() === 'personal' ? { firstName: v.firstName.trim(), lastName: v.lastName.trim() } : { businessName: v.businessName.trim() };
    const bankDetails: BankDetails = {
      routingNumber: v.routingNumber.trim(),
      accountNumber: v.accountNumber.trim(),
      accountType: accountType.peek(),
      ownershipType: ownershipType.peek(),
      ...owner,
      billingAddress: { streetAddress: v.streetAddress.trim(), locality: v.locality.trim(), region: v.region.trim().toUpperCase(), postalCode: v.postalCode.trim() },
    };
    return port.tokenize({ bankDetails, mandateText });
  }

  return {
    id: `featherdrop-ach-${++forms}`,
    ctx, text, fields, ownershipType, accountType, agreed, mandateError, mandateText,
    registerAgreement(input: HTMLInputElement | null) {
      agreement = input;
    },
    agree(value: boolean) {
      agreed.value = value;
      if (value) mandateError.value = undefined;
    },
    tokenize: oneAtATime(submit),
    async teardown() {
      stop();
      await port.teardown();
    },
  };
}

export type AchForm = ReturnType<typeof createAchForm>;
