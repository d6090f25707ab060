/** Brand colours and short marks: tiny inline icons instead of logo artwork. */
const BRANDS: Record<string, [string, string]> = {
  visa: ['#1a1f71', 'VISA'], 'master-card': ['#eb001b', 'MC'], 'american-express': ['#2e77bc', 'AMEX'], discover: ['#e65c00', 'DISC'],
  'diners-club': ['#0079be', 'DC'], jcb: ['#0b7a3e', 'JCB'], maestro: ['#6c6bbd', 'MAES'], unionpay: ['#d10429', 'UP'],
  elo: ['#111', 'ELO'], hiper: ['#f37421', 'HIP'], hipercard: ['#b3131b', 'HIPR'], mir: ['#0f754e', 'MIR'],
};

export const BRAND_TYPES = Object.keys(BRANDS);

/** A 40×24 card: a brand's mark, the front of any card, or the CVV side (`cvv-front` for American Express). */
export function CardIcon({ type }: { type: string }) {
  const brand = BRANDS[type];
  return (
    <svg width="40" height="24" viewBox="0 0 40 24" aria-hidden="true" className="braintree-icon--bordered">
      <rect width="40" height="24" rx="3" fill={brand?.[0] ?? '#e8edf2'} />
      {brand && <text x="20" y="15.5" textAnchor="middle" fill="#fff" fontSize="9" fontWeight="700" fontFamily="sans-serif">{brand[1]}</text>}
      {type === 'card' && <rect x="4" y="14" width="18" height="3" fill="#9aa5b1" />}
      {type === 'cvv-back' && <><rect y="4" width="40" height="5" fill="#555" /><rect x="22" y="12" width="14" height="6" fill="#fff" /></>}
      {type === 'cvv-front' && <rect x="26" y="8" width="10" height="5" fill="#fff" stroke="#555" />}
    </svg>
  );
}
