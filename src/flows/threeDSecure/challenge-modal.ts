import { createElement, createRoot } from '../../runtime.js';
import { FRAME_TITLE } from '../../gateway/three-d-secure-errors.js';
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
}

/**
 * Shows the challenge in its own root at the end of <body>: focus moves in and stays in, Escape
 * cancels. Returns `close`, which removes the root and every listener and gives focus back.
 */
export function openChallengeModal(options: ChallengeModalOptions): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const element = document.body.appendChild(document.createElement('div'));
  element.className = 'featherdrop-3ds';
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
  return () => {
    if (!open) return;
    open = false;
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    root.unmount();
    element.remove();
    if (previous?.isConnected) previous.focus();
  };
}
