import type { Signal } from '@preact/signals-core';
import type { FlowInstance } from '../flows/types.js';
import type { Translate } from '../i18n/translate.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';
import type { VaultManagerUi } from '../vault-manager/types.js';

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
  /** The URL of dist/featherdrop.css. */
  stylesheet: string;
  /** The vault manager's pieces, once its chunk loaded (only with `vaultManager` for a customer). */
  vaultManager: Signal<VaultManagerUi | null>;
}

/** Renders the shell into the merchant's container; returns the function that removes every trace. */
export type ShellMount = (container: HTMLElement, props: ShellProps) => () => void;
