/** hosted-fields card types → the names the gateway uses in `supportedCardTypes` and `details.cardType`. */
export const CARD_TYPE_NAMES: Record<string, string> = {
  visa: 'Visa', 'master-card': 'MasterCard', 'american-express': 'American Express', discover: 'Discover',
  'diners-club': 'Diners Club', jcb: 'JCB', maestro: 'Maestro', unionpay: 'UnionPay',
  elo: 'Elo', hiper: 'Hiper', hipercard: 'Hipercard', mir: 'Mir',
};

/** Gateways often list Diners Club under Discover, whose network processes it (as the original assumed). */
export function isCardTypeSupported(type: string, supported: string[]): boolean {
  return (Object.hasOwn(CARD_TYPE_NAMES, type) && supported.includes(CARD_TYPE_NAMES[type])) || (type === 'diners-club' && supported.includes('Discover'));
}
