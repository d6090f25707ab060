import type { ReadonlySignal } from '@preact/signals-core';
import type { RequestPaymentMethodOptions } from '../api.js';
import type { ExtraDefinition, OptionDefinition } from '../definitions.js';
import type { Gateway } from '../gateway/types.js';
import type { Strings } from '../i18n/en_US.js';
import type { Translate } from '../i18n/translate.js';
import type { NormalizedOptions } from '../options.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { SheetView, VaultManagerViews } from '../ui/shell-api.js';
import type { FlowId, PaymentMethod } from '../types.js';

/** What the widget hands a slice, option or extra. A slice never imports the shell or another slice. */
export interface SliceContext {
  readonly options: NormalizedOptions;
  /**
   * The merchant's options for this slice (`options.card`, `options.paypal`, …), `{}` when `true`. The same
   * object for the widget's life: `updateConfiguration` edits it, so read it when it is used.
   */
  readonly flowOptions: Record<string, any>;
  readonly gateway: Gateway;
  /** This slice's adapter for the widget's gateway (its definition's `adapters`), imported on first use. */
  adapter<Port>(): Promise<Port>;
  readonly model: WidgetModel;
  readonly t: Translate;
  /**
   * A lazily loaded view's English strings (its area: the slice's `strings.ts`); translations and merchant
   * overrides win. Settles once they are in: at once, or when an area shipped in files of its own arrived.
   */
  addStrings(area: string, english: Strings): Promise<void>;
  /** A lazily loaded view's styles (CSS text), added where the widget is until it is torn down. */
  addStyles(id: string, css: string): void;
  /** Guest checkout: nothing is vaulted, only one method kept (the original's guest checkout). */
  readonly guest: boolean;
  /** Forwards a slice's event on the Dropin, e.g. `card:focus`. */
  emit(event: string, payload?: unknown): void;
  /** Aborted on teardown: slices stop timers and listeners with it. */
  readonly signal: AbortSignal;
}

/** What the shell hands a payment option. */
export interface FlowContext extends SliceContext {
  readonly id: FlowId;
  /** The translation key of the option's name (its definition's `label`): a sheet of several options' slice names its own. */
  readonly label: string;
  /** A method the flow produced: added, made active, then the methods list after 200 ms (the original's behaviour). */
  addMethod(method: PaymentMethod): void;
  /** The option failed after setup (e.g. hosted fields never became ready): shown disabled, as a failed setup. */
  fail(error: unknown): void;
  /** Shows the sheet error for a key or an error (the sheet error's selection rule (src/i18n/sheet-error.ts)). */
  showError(error: unknown): void;
}

/** `requestPaymentMethod`'s options, as the merchant passes them (src/api/instance.ts). */
export type RequestOptions = RequestPaymentMethodOptions & Record<string, unknown>;

export interface FlowInstance extends SheetView {
  /** Whether `requestPaymentMethod` on this sheet could produce a method now (a valid card form). */
  requestable?: ReadonlySignal<boolean>;
  /** `requestPaymentMethod` while this sheet is active; rejects (and shows its own error) when it cannot. */
  tokenize?(request: RequestOptions): Promise<PaymentMethod>;
  /**
   * `requestPaymentMethod` on a selected saved method: the method this option pays it anew with (one-click repeat), or
   * undefined; rejects with the DropinError the request rejects with. Called before anything is awaited (PayPal's window is a popup).
   */
  repeat?(method: PaymentMethod): Promise<PaymentMethod> | undefined;
  /** The request this sheet's method went into is over (after 3D Secure, when it ran): whether it succeeded. */
  requestSettled?(succeeded: boolean): void;
  /** The sheet became visible (e.g. focus the first card field after 50 ms). */
  shown?(): void;
  updateConfiguration?(key: string, value: unknown): void;
  /** Settles once what the sheet loads after its setup is in (the card's frames): later chunks wait for it. */
  loaded?: Promise<unknown>;
  teardown(): Promise<void>;
}

export interface FlowModule {
  /** Resolves when the option is usable (done), rejects when it failed (shown disabled). */
  setup(ctx: FlowContext): Promise<FlowInstance>;
}

/** A payment option's definition, as the flows layer reads it (`load` gives its FlowModule). */
export type FlowOption = OptionDefinition<FlowModule>;

/** The opt-in slices (src/flows/opt-in-registry.ts, the opt-in index): the merchant's option key → its definitions' module (default: the options it adds). */
export type OptIn = Readonly<Record<string, () => Promise<{ default: readonly FlowOption[] }>>>;

/** Checks a method before the request resolves with it (3D Secure). */
export interface Verifier {
  needsVerification(method: PaymentMethod): boolean;
  /** Resolves the method verified (with `requestPaymentMethod`'s options); rejects with the extra's DropinError. One at a time. */
  verify(method: PaymentMethod, requestOptions?: RequestOptions): Promise<PaymentMethod>;
}

/** What the widget hands an extra beside what every slice gets. */
export interface ExtraContext extends SliceContext {
  /** The merchant's container (3D Secure's challenge takes the widget's theme from it). */
  readonly container: HTMLElement;
  refreshSaved(): Promise<void>;
  /** Shows the default view (the original's initial-view rules). */
  showDefaultView(): void;
  /** Registers an undo step with the widget's teardown. */
  onTeardown(step: () => unknown): void;
}

/** An extra once set up: each part it has plays its role in the widget. */
export interface ExtraInstance {
  /** Verifies methods before requests resolve (3D Secure). */
  verifier?: Verifier;
  /** Goes into every request's result (device data). */
  deviceData?: string;
  /** Views the shell shows for it (the vault manager's edit button and delete confirmation). */
  views?: VaultManagerViews;
  teardown?(): Promise<void>;
}

export interface ExtraModule {
  /** Resolves when the extra is ready; rejects with its setup error (docs/errors.md). */
  setup(ctx: ExtraContext): Promise<ExtraInstance>;
}

export type Extra = ExtraDefinition<ExtraModule>;
