import { useEffect } from 'react';
import { CardGlyph } from '../marks/CardGlyph.js';
import { Mark } from '../marks/Mark.js';
import { loadedMarks, loadMark } from '../marks/load-marks.js';

/** A method's or an option's logo box: the brand mark once its chunk arrived (the box is sized from the start). */
export function MarkBox({ id, name, className }: { id?: string; name?: string; className: string }) {
  const mark = id ? loadedMarks.value[id] : undefined;
  useEffect(() => loadMark(id), [id]);
  return (
    <span className={className} aria-hidden="true">
      {mark ? <Mark mark={mark} /> : (!id || id === 'card' || name) && <CardGlyph name={name} />}
    </span>
  );
}
