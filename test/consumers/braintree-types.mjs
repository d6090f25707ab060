// getting-started.md's server examples compile against Braintree's Node SDK (the `braintree` package) and its
// types (`@types/braintree`, kept apart on DefinitelyTyped). Those types lag the package in four places the
// examples use; `patchedTypes` adds them to a copy, each derived from or checked against the installed
// package by `braintreeFacts` (its constants, and its own sample webhook parsed by its own parser), so the
// examples are checked against what the SDK does, not against a guess.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pack.mjs';

const require = createRequire(import.meta.url);

/** What the installed braintree package says, read by running it offline (no request leaves the process). */
export async function braintreeFacts() {
  const braintree = require('braintree');
  const gateway = new braintree.BraintreeGateway({ environment: braintree.Environment.Sandbox, merchantId: 'm', publicKey: 'p', privateKey: 'k' });
  const parsed = async (kind, id) => {
    const sample = await gateway.webhookTesting.sampleNotification(kind, id);
    return gateway.webhookNotification.parse(sample.bt_signature, sample.bt_payload);
  };
  const completed = await parsed(braintree.WebhookNotification.Kind.LocalPaymentCompleted, 'payment-1');
  const lib = (file) => readFileSync(join(root, 'node_modules/braintree/lib/braintree', file), 'utf8');
  return {
    verificationMethods: braintree.UsBankAccountVerification.VerificationMethod.All(),
    verificationStatuses: braintree.UsBankAccountVerification.StatusType.All(),
    localPaymentCompletedKind: completed.kind,
    localPaymentCompletedFields: Object.keys(completed.localPaymentCompleted),
    /** transaction.sale's accepted keys include the 3D Secure authentication id. */
    saleTakesAuthenticationId: /"threeDSecureAuthenticationId"/.test(lib('transaction_gateway.js')),
    /** paymentMethod.create returns a UsBankAccount, with its verifications, for a bank account. */
    usBankAccountParsed: /response\.usBankAccount/.test(lib('payment_method_parser.js')) && /this\.verifications/.test(lib('us_bank_account.js')),
  };
}

const union = (values) => values.map((v) => JSON.stringify(v)).join(' | ');

/** Replaces the first `anchor` that follows `block` in `types` by `text`; throws when either is missing. */
function replaceAfter(types, block, anchor, text) {
  const start = types.indexOf(block);
  const at = start < 0 ? -1 : types.indexOf(anchor, start);
  if (at < 0) throw new Error(`@types/braintree changed: no "${anchor.trim()}" after "${block}"; check whether it still lags braintree`);
  return types.slice(0, at) + text + types.slice(at + anchor.length);
}

/** @types/braintree's index.d.ts with what the installed braintree package has and it lacks. */
export function patchedTypes(types, facts) {
  const completed = facts.localPaymentCompletedFields.map((f) => (f === 'transaction' ? 'transaction?: Transaction;' : `${f}: string;`));
  const edits = [
    ['export interface PaymentMethodCreateRequest {', 'verifyCard?: boolean | undefined;',
      `verifyCard?: boolean | undefined;\n                usBankAccountVerificationMethod?: ${union(facts.verificationMethods)} | undefined;`],
    ['export interface TransactionRequest {', 'paymentMethodToken?: string | undefined;',
      'paymentMethodToken?: string | undefined;\n        threeDSecureAuthenticationId?: string | undefined;'],
    ['export type PaymentMethod =', '| MasterpassCard;', `| MasterpassCard
        | UsBankAccount;

    export interface UsBankAccount {
        token: string;
        verifications: Array<{ status: ${union(facts.verificationStatuses)}; verificationMethod: ${union(facts.verificationMethods)} }>;
    }`],
    ['export type WebhookNotification =', '| DisbursementNotification;', `| DisbursementNotification
        | LocalPaymentCompletedNotification;

    export interface LocalPaymentCompletedNotification extends BaseWebhookNotification {
        kind: ${JSON.stringify(facts.localPaymentCompletedKind)};
        localPaymentCompleted: { ${completed.join(' ')} };
    }`],
    ['export type WebhookNotificationKind =', '| DisbursementNotificationKind', `| DisbursementNotificationKind\n        | ${JSON.stringify(facts.localPaymentCompletedKind)}`],
  ];
  return edits.reduce((out, [block, anchor, text]) => replaceAfter(out, block, anchor, text), types);
}
