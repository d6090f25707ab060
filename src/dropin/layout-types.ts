import type { ComponentType } from 'react';
import type { ShellActions, ShellProps } from '../ui/shell-api.js';
import type { ActionParts } from './shell-actions.js';
import type { Navigation } from './navigation.js';

/** What a layout's view module gives: the view in place of the upper and lower containers (it adopts its own styles). */
export interface LayoutModule {
  Layout: ComponentType;
}

/** The widget's parts a layout's rules may use (the express row's also hears of the methods its wallets produce). */
export type LayoutParts = ActionParts & { navigation: Pick<Navigation, 'openSheet' | 'addMethod'> };

/**
 * What create() hands the layout once the widget's parts exist; it returns the shell's actions and view for it, and
 * the model the shell reads when the shell lists fewer options than the widget has (the express row's wallets).
 */
export type Arrange = (parts: LayoutParts) => { actions: ShellActions; Layout: ShellProps['Layout']; model?: ShellProps['model'] };
