// The merchant's mistakes in `sepa` (thrown by its setup, which then shows the option disabled).
export const sepaMessages = {
  mandateType: "options.sepa.mandateType must be 'ONE_OFF' or 'RECURRENT'.",
  required: 'options.sepa.customerId and options.sepa.merchantAccountId must be strings.',
} as const;
