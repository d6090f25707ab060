import { useLayoutEffect, type RefObject } from 'react';
import { adoptStyles } from '../../stylesheet.js';

/**
 * A layout's styles, adopted where its element is (the page, or the shadow root holding the widget) while it is
 * mounted. Not in dist/featherdrop.css, which holds the areas every merchant may show: adopted even beside a
 * stylesheet the merchant placed.
 */
export function useStyles(element: RefObject<HTMLElement>, id: string, css: string) {
  useLayoutEffect(() => adoptStyles(id, css, element.current!, false), []);
}
