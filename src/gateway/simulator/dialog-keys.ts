import { activeElement } from '../../runtime.js';

/** A simulated dialog's keys: Escape cancels; Tab and Shift+Tab wrap around its buttons (focus stays in the dialog). */
export function dialogKeys(event: KeyboardEvent, cancel: () => void) {
  const buttons = [...(event.currentTarget as HTMLElement).querySelectorAll('button')];
  const edge = buttons[event.shiftKey ? 0 : buttons.length - 1];
  if (event.key === 'Escape') cancel();
  else if (event.key === 'Tab' && (!edge || activeElement() === edge)) {
    event.preventDefault();
    buttons[event.shiftKey ? buttons.length - 1 : 0]?.focus();
  }
}
