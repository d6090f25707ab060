import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { FlowId, PaymentMethod, ViewId } from '../types.js';

export type OptionStatus = 'initializing' | 'done' | 'failed' | 'not-enabled';

/** A sheet error: a translation key, or an error object mapped to one by sheet-error.ts. */
export type SheetError = string | { code?: string; message?: string } | null;

/**
 * The widget's state (the original's behaviour). Only these actions write it; components and the public-event effect
 * read it. Derived facts (requestable, the initial view) are computed, never stored twice.
 */
export function createWidgetModel() {
  const view = signal<ViewId>('loading');
  const enabled = signal<FlowId[]>([]);
  const status = signal<Partial<Record<FlowId, OptionStatus>>>({});
  const methods = signal<PaymentMethod[]>([]);
  const selected = signal<PaymentMethod | null>(null);
  const editing = signal(false);
  const error = signal<SheetError>(null);
  const loading = signal(false);
  const ready = signal(false);
  /** Sheets that can produce a method on request right now (a valid card form). */
  const sheetRequestable = signal<Partial<Record<FlowId, boolean>>>({});
  /** The saved method the delete confirmation asks about (vault manager). */
  const deleteTarget = signal<PaymentMethod | null>(null);
  /** Set for the change-method transition after a sheet produced a method; any other view ends it. */
  const tokenized = signal<FlowId | null>(null);
  /** A 3D Secure verification runs: nothing is requestable, and the public events wait for its outcome (1.42). */
  const verifying = signal(false);
  /** The other ways to pay shown below the saved methods ("Choose another way to pay", as the original). */
  const optionsBelow = signal(false);

  const available = computed(() => enabled.value.filter((id) => status.value[id] === 'done'));
  const activeSheet = computed(() => (available.value as ViewId[]).includes(view.value) ? (view.value as FlowId) : null);
  const requestable = computed(() => {
    if (editing.value || !ready.value) return false;
    // The change-method transition shows the method the sheet produced; whatever its form holds now.
    if (tokenized.value) return selected.value !== null;
    const sheet = activeSheet.value;
    if (sheet) return !!sheetRequestable.value[sheet];
    return view.value === 'methods' && selected.value !== null;
  });
  /**
   * The original's screens: the first saved method when preselecting, else the methods list, else options or the one sheet. As the
   * original's, a failed option still counts (a disabled tile): beside one working option, the options list shows.
   */
  const restingView = computed<ViewId>(() => {
    if (methods.value.length) return 'methods';
    return enabled.value.length > 1 ? 'options' : available.value[0] ?? 'options';
  });

  const model = {
    view, enabled, status, methods, selected, editing, error, loading, ready, sheetRequestable, tokenized, deleteTarget, verifying, optionsBelow,
    available, activeSheet, requestable, restingView,

    /** Setup found which options are enabled, in the merchant's order: they start initializing, the others not enabled. */
    begin(priority: FlowId[], enabledIds: FlowId[]) {
      batch(() => {
        enabled.value = enabledIds;
        status.value = Object.fromEntries(priority.map((id) => [id, enabledIds.includes(id) ? 'initializing' : 'not-enabled']));
      });
    },
    /** The options shown change while the page runs (hidePaymentOptions, a later chunk). */
    setEnabled(ids: FlowId[]) {
      enabled.value = ids;
    },
    /** Setup is complete: requestability and the public events start. */
    setReady() {
      ready.value = true;
    },
    /** A sheet produced a method and the change-method transition runs (or, with null, ends). */
    setTokenized(id: FlowId | null) {
      tokenized.value = id;
    },
    /** Shows one view; `withOptions` keeps the other ways to pay below the methods view. */
    show(next: ViewId, withOptions = false) {
      batch(() => {
        if (next !== view.value) {
          error.value = null;
          tokenized.value = null;
        }
        view.value = next;
        optionsBelow.value = withOptions && next === 'methods';
      });
    },
    setStatus(id: FlowId, next: OptionStatus) {
      status.value = { ...status.value, [id]: next };
    },
    setSheetRequestable(id: FlowId, value: boolean) {
      if (!!sheetRequestable.value[id] !== value) sheetRequestable.value = { ...sheetRequestable.value, [id]: value };
    },
    /** Saved methods arrive (setup, refresh); new unvaulted ones stay on top of them. */
    setSavedMethods(saved: PaymentMethod[]) {
      batch(() => {
        const unsaved = methods.value.filter((m) => !m.vaulted);
        methods.value = [...unsaved, ...saved];
        if (selected.value && !methods.value.some((m) => m.nonce === selected.value!.nonce)) selected.value = null;
      });
    },
    select(method: PaymentMethod | null) {
      batch(() => {
        selected.value = method;
        error.value = null;
      });
    },
    /** A sheet produced a method: it goes first and becomes active (guest checkout keeps only it); `from` starts the transition. */
    addMethod(method: PaymentMethod, keepOnlyOne: boolean, from: FlowId | null = null) {
      batch(() => {
        tokenized.value = from;
        const others = methods.value.filter((m) => m.nonce !== method.nonce);
        methods.value = keepOnlyOne ? [method] : [method, ...others];
        selected.value = method;
        error.value = null;
      });
    },
    /** A method verified by 3D Secure takes the place (and the selection) of the one it came from. */
    replaceMethod(from: PaymentMethod, to: PaymentMethod) {
      batch(() => {
        methods.value = methods.value.map((m) => (m.nonce === from.nonce ? to : m));
        if (selected.value?.nonce === from.nonce) selected.value = to;
      });
    },
    removeMethods(predicate: (m: PaymentMethod) => boolean) {
      batch(() => {
        methods.value = methods.value.filter((m) => !predicate(m));
        if (selected.value && predicate(selected.value)) selected.value = null;
      });
    },
    setEditing(value: boolean) {
      batch(() => {
        editing.value = value;
        error.value = null;
        optionsBelow.value = false;
        if (value) {
          view.value = 'methods';
          tokenized.value = null;
        }
      });
    },
    /** Edit mode: a method was chosen for deletion (the original's behaviour, vault manager). */
    confirmDelete(method: PaymentMethod | null) {
      batch(() => {
        deleteTarget.value = method;
        view.value = method ? 'delete-confirmation' : 'methods';
      });
    },
    setError(value: SheetError) {
      error.value = value;
    },
    setLoading(value: boolean) {
      loading.value = value;
    },
    setVerifying(value: boolean) {
      verifying.value = value;
    },
  };
  // Read-only outside: only the actions above write the model, so this file is the whole state machine.
  return model as { [K in keyof typeof model]: (typeof model)[K] extends Signal<infer V> ? ReadonlySignal<V> : (typeof model)[K] };
}

export type WidgetModel = ReturnType<typeof createWidgetModel>;
