import { createElement, useMemo, type ReactNode } from 'react';

/** A brand mark as scripts/brand-marks.mjs compiles it: an element [tag, attributes, children?]. */
export type MarkNode = [tag: string, attrs: Record<string, string>, children?: MarkNode[]];
/** [viewBox, elements]; ids inside hold a placeholder (\0) made unique per drawn copy. */
export type MarkData = [viewBox: string, nodes: MarkNode[]];

let copies = 0;

function draw([tag, attrs, children]: MarkNode, prefix: string): ReactNode {
  const props: Record<string, string> = {};
  for (const key in attrs) props[key] = attrs[key].replace(/\0/g, prefix);
  return createElement(tag, props, children?.map((child) => draw(child, prefix)));
}

/** Draws a brand mark, decorative (the text beside it or the box's label names the brand). */
export function Mark({ mark }: { mark: MarkData }) {
  // A gradient must never point into another, possibly hidden, copy of the same mark.
  const prefix = useMemo(() => `fd${++copies}-`, []);
  return (
    <svg viewBox={mark[0]} aria-hidden="true" focusable="false">
      {mark[1].map((node) => draw(node, prefix))}
    </svg>
  );
}
