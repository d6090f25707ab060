import { CHANGE_ACTIVE_METHOD_DELAY } from '../constants.js';
import type { FlowInstance } from '../flows/types.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';

export interface NavigationParts {
  model: WidgetModel;
  /** Sets an option up (once; later calls share it) and resolves its instance. */
  start(id: FlowId): Promise<Pick<FlowInstance, 'shown'>>;
  /** Guest checkout keeps only the newest method (the original's guest checkout). */
  guest: boolean;
  /** Aborted on teardown: a late result or failure moves nothing. */
  signal: AbortSignal;
  /** The merchant's `openFirst`: the sheet the widget starts on (and returns to on a reset) while it works. */
  openFirst?: FlowId;
}

/**
 * The view rules of the original's screens and behaviour: which view shows when, how the shopper moves between them, the
 * change-method transition after a sheet produced a method, and a failed option's place.
 */
export function createNavigation({ model, start, guest, signal, openFirst }: NavigationParts) {
  let changeTimer: ReturnType<typeof setTimeout> | undefined;

  /** A failed option is shown disabled with the developer-misconfiguration message (the original's screens). */
  function fail(id: FlowId, error: unknown) {
    if (signal.aborted) return;
    console.error(error);
    model.setStatus(id, 'failed');
    if (model.view.peek() === id) showDefaultView();
    model.setError('developerError');
  }

  /**
   * Shows a sheet, setting its option up the first time; focus moves in only when the shopper opened it, not when a
   * failed 3D Secure verification sent the widget back to it (the challenge's close puts focus where its message is).
   */
  function openSheet(id: FlowId, byShopper = true) {
    model.show(id);
    start(id).then(
      (instance) => byShopper && model.view.peek() === id && !model.verifying.peek() && instance.shown?.(),
      (error) => fail(id, error),
    );
  }

  /** The original's initial-view rules: saved methods, else the options list, else the only sheet. */
  function showDefaultView(byShopper = true) {
    const view = model.restingView.peek();
    if (view === 'methods' || view === 'options') model.show(view);
    else openSheet(view as FlowId, byShopper);
  }

  /** The view the widget starts on: the merchant's `openFirst` sheet unless that option is off or failed, else the original's. */
  function showFirstView(byShopper = true) {
    if (openFirst && model.available.peek().includes(openFirst)) openSheet(openFirst, byShopper);
    else showDefaultView(byShopper);
  }

  /** The original's behaviour: when every method is gone the widget goes back to the initial view. */
  function leaveEmptyMethodsView() {
    if (!model.methods.peek().length && model.view.peek() === 'methods') showDefaultView();
  }

  /** Resolves the requests waiting for the transition's end: by then the widget shows what they resolve with. */
  let transitionOver: (() => void) | undefined;
  let transition: Promise<void> | undefined;
  function endTransition() {
    clearTimeout(changeTimer);
    transitionOver?.();
    transitionOver = transition = undefined;
  }

  /**
   * Ends the change-method transition (at once when a 3D Secure failure cannot wait): the view it leads to
   * shows, unless the shopper already moved (model.show ends the transition and their view stays).
   */
  function settleTransition() {
    // The view first: model.show ends the transition with it, so no state between the two is seen.
    if (model.tokenized.peek() !== null) showDefaultView();
    model.setTokenized(null);
    endTransition();
  }

  /** The original's behaviour: a new method goes on top, the tokenized transition runs, then the methods list shows. */
  function addMethod(id: FlowId, method: PaymentMethod) {
    if (signal.aborted) return;
    model.addMethod(method, guest, id);
    clearTimeout(changeTimer);
    changeTimer = setTimeout(settleTransition, CHANGE_ACTIVE_METHOD_DELAY);
    transition ??= new Promise((resolve) => {
      transitionOver = resolve;
    });
  }

  /**
   * A request resolves once the transition is over, as the original's did after its sheet's animation:
   * what the merchant does with the result (a clear, a second request, the shopper's next click) meets
   * the view, the model and the events that match it, with no timer left to move anything afterwards.
   */
  const transitionEnded = () => transition ?? Promise.resolve();

  /** clearSelectedPaymentMethod: a running change-method transition ends and the first view shows, focus left alone. */
  function reset() {
    showFirstView(false);
    model.setTokenized(null);
    endTransition();
  }

  return {
    fail, openSheet, showDefaultView, showFirstView, leaveEmptyMethodsView, settleTransition, addMethod, transitionEnded, reset,
    stop: endTransition,
  };
}

export type Navigation = ReturnType<typeof createNavigation>;
