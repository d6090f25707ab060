import type { Signal } from '@preact/signals-core';
import type { FlowInstance } from '../flows/types.js';
import type { Translate } from '../i18n/translate.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';

/** What the shell may ask of the widget; it never writes the model itself. */
export interface ShellActions {
  selectMethod(method: PaymentMethod): void;
  chooseOption(id: FlowId): void;
  toggle(): void;
}

export interface ShellProps {
  model: WidgetModel;
  t: Translate;
  locale: string;
  actions: ShellActions;
  instances: Signal<Partial<Record<FlowId, FlowInstance>>>;
  simulated: boolean;
  /** The merchant enabled the vault manager and the shopper is a customer. */
  vaultManager: boolean;
}

/** Renders the shell into the merchant's container; returns the function that removes every trace. */
export type ShellMount = (container: HTMLElement, props: ShellProps) => () => void;
