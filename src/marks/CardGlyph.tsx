import type { ReactNode } from 'react';

/** A card drawn as a glyph, not a brand: the front with its chip; `children` draw on it (a name, the CVV hint). */
export function CardGlyph({ name, children }: { name?: string; children?: ReactNode }) {
  return (
    <svg viewBox="0 0 40 26" aria-hidden="true" focusable="false" className="featherdrop-glyph">
      <rect x=".5" y=".5" width="39" height="25" rx="3" fill="#f4f6f8" stroke="#6b7785" />
      {children ?? (
        <>
          <rect x="5" y="7" width="7" height="5.5" rx="1" fill="#d9b86a" />
          {name
            ? <text x="35" y="21" textAnchor="end" fontSize="8" fontWeight="700" fill="#39424d" fontFamily="system-ui,sans-serif">{name}</text>
            : <path d="M5 18.5h30" stroke="#9aa5b1" strokeWidth="2" strokeDasharray="6.5 1" />}
        </>
      )}
    </svg>
  );
}
