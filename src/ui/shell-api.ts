import type { ComponentType } from 'react';
import type { Signal } from '@preact/signals-core';
import type { Catalog } from '../catalog.js';
import type { Translate } from '../i18n/translate.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId, PaymentMethod } from '../types.js';

/** What the shell may ask of the widget; it never writes the model itself. */
export interface ShellActions {
  selectMethod(method: PaymentMethod): void;
  chooseOption(id: FlowId): void;
  toggle(): void;
}

/** The shell's actions in a layout other than the list, and `open`: a sheet shown with no shopper's choice (the first tab), focus left alone. */
export interface LayoutActions extends ShellActions {
  open(id: FlowId): void;
}

/** What the shell needs of a payment option once it is set up: the view inside its sheet. */
export interface SheetView {
  Sheet: ComponentType;
}

/** The vault manager's views, plugged in once its chunk loaded (only with `vaultManager` for a customer). */
export interface VaultManagerViews {
  EditButton: ComponentType<{ t: Translate }>;
  DeleteConfirmation: ComponentType<{ t: Translate }>;
  /** In edit mode, inside a saved method's button: why it cannot be deleted (its id describes the button), and that a click deletes it. */
  LockedNote: ComponentType<{ id: string; t: Translate }>;
  DeleteMark: ComponentType<{ t: Translate }>;
}

export interface ShellProps {
  model: WidgetModel;
  t: Translate;
  locale: string;
  /** The payment options' names and marks, and how a method is shown (read from their definitions). */
  catalog: Catalog;
  actions: ShellActions;
  instances: Signal<Partial<Record<FlowId, SheetView>>>;
  /** A notice the gateway asks for above the widget (the simulator's test-mode badge), as a translation key. */
  notice?: string;
  /** The extras' views once set up (the vault manager's edit button and delete confirmation). */
  extraViews: Signal<VaultManagerViews | null>;
  /**
   * A layout other than the original's list (`layout`: src/ui/layouts/): its view replaces the upper and lower
   * containers; it is given the list's view (the express row, src/ui/express/, shows it under its own).
   */
  Layout?: ComponentType<{ List?: ComponentType }>;
}

/**
 * Puts the widget's wrapper into the merchant's container at once, in its loading state; `show` renders the
 * widget once its parts exist, `views` fetches what a first view other than the saved methods needs,
 * `remove` takes away every trace.
 */
export type ShellMount = (container: HTMLElement) => {
  show(props: ShellProps): void;
  /** Fetches the options list and the sheets (their own chunk), for a first view that is not the saved methods. */
  views(): Promise<void>;
  remove(): void;
};
