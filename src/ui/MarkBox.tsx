import { useEffect } from 'react';
import { CardGlyph } from '../marks/CardGlyph.js';
import { Mark } from '../marks/Mark.js';
import { loadedMarks, loadMark } from '../marks/load-marks.js';

/**
 * A method's or an option's logo box: the brand mark once its chunk arrived (the box is sized from the
 * start). A type without a mark (the card option, Hiper, Mir) shows the generic card; the text beside it names it.
 */
export function MarkBox({ id, className }: { id?: string; className: string }) {
  const mark = id ? loadedMarks.value[id] : undefined;
  useEffect(() => loadMark(id), [id]);
  return (
    <span className={className} aria-hidden="true">
      {mark ? <Mark mark={mark} /> : !id && <CardGlyph />}
    </span>
  );
}
