import { CARD_TYPE_NAMES } from './card-types.js';
import type { Translate } from '../../i18n/translate.js';
import { CardGlyph, loadedMarks, Mark } from '../../runtime.js';

/** The brands the sheet can show, in the original's order (their `<brand>-card-icon` hooks). */
export const BRAND_TYPES = Object.keys(CARD_TYPE_NAMES);

/** A card brand's mark from the icon library; a brand it lacks (Hiper, Mir) is the generic card with its name. */
export function CardIcon({ type, t }: { type: string; t: Translate }) {
  const mark = loadedMarks.value[type];
  if (mark) return <Mark mark={mark} />;
  return (
    <CardGlyph>
      <text x="20" y="16.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#39424d">{Object.hasOwn(CARD_TYPE_NAMES, type) ? t(CARD_TYPE_NAMES[type]) : ''}</text>
    </CardGlyph>
  );
}
