/**
 * The element that has focus, inside shadow roots too: `document.activeElement` stops at a shadow host, so a
 * widget in a merchant's shadow root (or in its own, `<featherdrop-drop-in shadow>`) would look unfocused.
 * Open shadow roots only: a closed one hides its focus from everyone.
 */
export function activeElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
