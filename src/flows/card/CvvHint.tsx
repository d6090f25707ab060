import { CardGlyph } from '../../runtime.js';

/**
 * Where the security code is: on the back's signature strip, or on the front above the number for
 * American Express's four digits; the code is ringed in the accent colour.
 */
export function CvvHint({ front }: { front: boolean }) {
  return (
    <CardGlyph>
      {front ? (
        <>
          <path d="M5 7h7v5.5H5z" fill="#d9b86a" />
          <rect x="25" y="4.5" width="11" height="7" rx="1.5" fill="#fff" className="featherdrop-glyph__code" />
          <path d="M27.3 8h6.4" stroke="#39424d" strokeWidth="1.6" strokeDasharray="1 .7" />
          <path d="M5 18.5h24" stroke="#9aa5b1" strokeWidth="2" strokeDasharray="5 1" />
        </>
      ) : (
        <>
          <rect x="1" y="4" width="38" height="5" fill="#39424d" />
          <rect x="4" y="12" width="22" height="5" fill="#fff" stroke="#9aa5b1" strokeWidth=".5" />
          <rect x="26.5" y="10.5" width="10" height="8" rx="1.5" fill="#fff" className="featherdrop-glyph__code" />
          <path d="M29 14.5h5" stroke="#39424d" strokeWidth="1.6" strokeDasharray="1 .7" />
        </>
      )}
    </CardGlyph>
  );
}
