import type { FlowId } from '../../types.js';

/** A tab's least width with the gap after it (tabs.css: min-width 100px, gap 8px), and the menu button's. */
export const TAB_WIDTH = 108;
export const MENU_WIDTH = 52;

/**
 * The tabs the row shows at this width, in the merchant's order, the rest going into the menu; the current one is
 * always a tab (it takes the last place). Before the row is laid out (width 0) every tab shows.
 */
export function splitTabs(ids: readonly FlowId[], width: number, current: FlowId | null): { tabs: FlowId[]; menu: FlowId[] } {
  const fits = (n: number) => n * TAB_WIDTH - 8 <= width;
  if (!width || fits(ids.length)) return { tabs: [...ids], menu: [] };
  const count = Math.max(1, Math.floor((width - MENU_WIDTH + 8) / TAB_WIDTH));
  const tabs = ids.slice(0, count);
  if (current && ids.includes(current) && !tabs.includes(current)) tabs[count - 1] = current;
  return { tabs, menu: ids.filter((id) => !tabs.includes(id)) };
}
