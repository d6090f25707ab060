import type { ReactNode } from 'react';

/**
 * A card drawn as a glyph, not a brand: the front with its chip, for the card option and a brand without
 * artwork; `children` draw something else on the blank card (a brand's name, the CVV hint).
 */
export function CardGlyph({ children }: { children?: ReactNode }) {
  return (
    <svg viewBox="0 0 40 26" aria-hidden="true" focusable="false" className="featherdrop-glyph">
      <rect x=".5" y=".5" width="39" height="25" rx="3" fill="#f4f6f8" stroke="#6b7785" />
      {children ?? <><path d="M5 7h7v5.5H5z" fill="#d9b86a" /><path d="M5 18.5h30" stroke="#9aa5b1" strokeWidth="2" strokeDasharray="6.5 1" /></>}
    </svg>
  );
}
