import type { ComponentType } from 'react';
import type { LayoutActions } from '../ui/shell-api.js';
import type { ActionParts } from './shell-actions.js';

/** What a layout's view module gives: the view in place of the upper and lower containers (it adopts its own styles). */
export interface LayoutModule {
  Layout: ComponentType;
}

/** What create() hands the layout once the widget's parts exist; it returns the shell's actions and view for it. */
export type Arrange = (parts: ActionParts) => { actions: LayoutActions; Layout: ComponentType };
