import type { ReadonlySignal } from '@preact/signals-core';
import type { Gateway } from '../gateway/types.js';
import type { Strings } from '../i18n/en_US.js';
import type { Translate } from '../i18n/translate.js';
import type { NormalizedOptions } from '../options.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { SheetView } from '../ui/shell-api.js';
import type { FlowId, GatewayConfiguration, PaymentMethod } from '../types.js';

/** What the shell hands a flow. A flow never imports the shell or another flow. */
export interface FlowContext {
  readonly id: FlowId;
  readonly options: NormalizedOptions;
  /** The merchant's options for this flow (`options.card`, `options.paypal`, …), `{}` when `true`. */
  readonly flowOptions: Record<string, any>;
  readonly gateway: Gateway;
  readonly model: WidgetModel;
  readonly t: Translate;
  /**
   * A lazily loaded view's English strings (its area in scripts/string-areas.mjs); translations and merchant
   * overrides win. Settles once they are in: at once, or when an area of its own (the billing address) arrived.
   */
  addStrings(area: string, english: Strings): Promise<void>;
  /** A lazily loaded view's styles (CSS text), added where the widget is until it is torn down. */
  addStyles(id: string, css: string): void;
  /** Guest checkout: nothing is vaulted, only one method kept (SPEC 6). */
  readonly guest: boolean;
  /** Forwards a flow event on the Dropin, e.g. `card:focus`. */
  emit(event: string, payload?: unknown): void;
  /** A method the flow produced: added, made active, then the methods list after 200 ms (SPEC 4). */
  addMethod(method: PaymentMethod): void;
  /** The option failed after setup (e.g. hosted fields never became ready): shown disabled, as a failed setup. */
  fail(error: unknown): void;
  /** Shows the sheet error for a key or an error (SPEC 8 selection rules). */
  showError(error: unknown): void;
  /** Aborted on teardown: flows stop timers and listeners with it. */
  readonly signal: AbortSignal;
}

export interface RequestOptions {
  threeDSecure?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface FlowInstance extends SheetView {
  /** Whether `requestPaymentMethod` on this sheet could produce a method now (a valid card form). */
  requestable?: ReadonlySignal<boolean>;
  /** `requestPaymentMethod` while this sheet is active; rejects (and shows its own error) when it cannot. */
  tokenize?(request: RequestOptions): Promise<PaymentMethod>;
  /** The sheet became visible (e.g. focus the first card field after 50 ms). */
  shown?(): void;
  updateConfiguration?(key: string, value: unknown): void;
  teardown(): Promise<void>;
}

export interface FlowModule {
  /** Resolves when the option is usable (done), rejects when it failed (shown disabled). */
  setup(ctx: FlowContext): Promise<FlowInstance>;
}

export interface FlowDefinition {
  /** Cheap check from options and configuration, no network: is the option enabled at all? */
  isEnabled(options: NormalizedOptions, config: GatewayConfiguration): boolean;
  load(): Promise<{ default: FlowModule }>;
  /** Set up during create (its availability needs a script); otherwise when the sheet is first shown. */
  eager?: boolean;
  /** Saved-method types listed while this option is enabled (SPEC 5, compat notes). */
  savedTypes?: string[];
}

export type FlowRegistry = Partial<Record<FlowId, FlowDefinition>>;
