// The merchant's mistake in `usBankAccount` (thrown by its setup, which then shows the option disabled).
export const usBankAccountMessages = {
  mandateText: 'options.usBankAccount.mandateText must be the authorization text the shopper agrees to.',
} as const;
