import { activeElement, createElement, createRoot } from '../../runtime.js';
import { FRAME_TITLE } from './errors.js';
import { ChallengeModal } from './ChallengeModal.js';

const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,iframe,[tabindex]:not([tabindex="-1"])';

interface ChallengeModalOptions {
  /** The challenge: braintree-web's inline-iframe element, or the simulator's ACS page. */
  element: HTMLElement;
  exitButton: boolean;
  label: string;
  closeLabel: string;
  /** Backdrop click, Escape or the close button. */
  onCancel(): void;
  /** The widget's wrapper: the modal takes its theme (the resolved --fd-c-* values). */
  themeFrom?: Element | null;
  /** Where focus goes when the element focused before the challenge can no longer take it (the selected method). */
  fallbackFocus?(): HTMLElement | null | undefined;
}

const TOKENS = ['accent', 'on-accent', 'text', 'muted', 'surface', 'raised', 'border', 'error', 'radius', 'space'];
/** How long a disabled Pay button (the merchant's, while its request settles) may take to come back. */
const FOCUS_RETURN_WAIT = 1000;

/**
 * After a challenge that did not succeed, the shopper goes back into the widget, where the message is and the
 * card can be tried again: its current view takes focus once the widget settled it (the selection cleared, the
 * view changed), wherever focus was; the merchant's Pay button (disabled by now, most often) is not waited for.
 */
function focusWidget(fallback: () => HTMLElement | null | undefined) {
  setTimeout(() => fallback()?.focus(), 0);
}

/**
 * Gives focus back to `previous`, where the shopper was. A merchant's Pay button is often disabled while the
 * request runs, so a disabled one gets focus when it is enabled again (within a second, unless the shopper
 * moved on); one that is gone leaves focus to the fallback, never to <body>.
 */
function returnFocus(previous: HTMLElement | null, fallback: () => HTMLElement | null | undefined) {
  const lost = () => !activeElement() || activeElement() === document.body;
  const focus = () => {
    if (previous?.isConnected && !previous.matches(':disabled')) previous.focus();
    return activeElement() === previous;
  };
  if (focus() || !previous?.isConnected) {
    if (lost()) fallback()?.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!lost() || focus()) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (lost()) fallback()?.focus();
  };
  const timer = setTimeout(stop, FOCUS_RETURN_WAIT);
  observer.observe(previous, { attributes: true, attributeFilter: ['disabled'] });
}

/**
 * Shows the challenge in its own root at the end of <body>: focus moves in and stays in, Escape
 * cancels. Returns `close`, which removes the root and every listener and gives focus back.
 */
export function openChallengeModal(options: ChallengeModalOptions): (failed?: boolean) => void {
  const previous = activeElement() as HTMLElement | null;
  const element = document.body.appendChild(document.createElement('div'));
  element.className = 'featherdrop-3ds';
  // Outside the wrapper: the theme's values are copied (CSSOM custom properties, allowed by a strict CSP).
  if (options.themeFrom) {
    const theme = getComputedStyle(options.themeFrom);
    for (const token of TOKENS) element.style.setProperty(`--fd-c-${token}`, theme.getPropertyValue(`--fd-c-${token}`));
    element.style.colorScheme = theme.colorScheme;
    // The close button's label is in the widget's language: say which (WCAG 3.1.2), and its direction.
    element.lang = (options.themeFrom as HTMLElement).lang;
    element.dir = theme.direction;
  }
  const root = createRoot(element);
  let frame: HTMLDivElement | null = null;

  const focusEdge = (first: boolean) => {
    const dialog = element.querySelector<HTMLElement>('[role="dialog"]')!;
    const all: Array<HTMLElement | undefined> = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    ((first ? all[0] : all[all.length - 1]) ?? dialog).focus();
  };
  root.render(createElement(ChallengeModal, {
    label: options.label, closeLabel: options.closeLabel, exitButton: options.exitButton, onCancel: options.onCancel, onEdge: focusEdge,
    frameRef: (el: HTMLDivElement | null) => { frame = el; },
  }));
  // Appended once and never moved: an iframe reloads when it moves.
  frame!.appendChild(options.element);
  for (const iframe of options.element.querySelectorAll('iframe')) iframe.title ||= FRAME_TITLE;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    options.onCancel();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!element.contains(event.target as Node)) focusEdge(true);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  focusEdge(true);

  let open = true;
  return (failed = false) => {
    if (!open) return;
    open = false;
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    root.unmount();
    element.remove();
    if (failed) focusWidget(options.fallbackFocus ?? (() => null));
    else returnFocus(previous, options.fallbackFocus ?? (() => null));
  };
}
