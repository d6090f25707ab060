import type { FlowContext } from '../flows/types.js';
import type { Gateway } from '../gateway/types.js';
import type { Strings } from '../i18n/en_US.js';
import type { Translate } from '../i18n/translate.js';
import type { NormalizedOptions } from '../options.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId } from '../types.js';
import type { Navigation } from './navigation.js';

export interface FlowContextParts {
  options: NormalizedOptions;
  gateway: Gateway;
  model: WidgetModel;
  t: Translate;
  addStrings(area: string, english: Strings): Promise<void>;
  addStyles(id: string, css: string): void;
  guest: boolean;
  emit(event: string, payload?: unknown): void;
  navigation: Pick<Navigation, 'addMethod' | 'fail'>;
  /** Aborted on teardown. */
  signal: AbortSignal;
}

/** What each flow is handed: its options, the gateway, the model, and the widget's answers to what it produces. */
export function flowContexts({ options, gateway, model, t, addStrings, addStyles, guest, emit, navigation, signal }: FlowContextParts) {
  const raw = options.raw as unknown as Record<string, unknown>;
  return (id: FlowId): FlowContext => ({
    id,
    options,
    flowOptions: typeof raw[id] === 'object' && raw[id] ? (raw[id] as Record<string, unknown>) : {},
    gateway,
    model,
    t,
    addStrings,
    addStyles,
    guest,
    emit,
    // A flow's result or error that settles after teardown is dropped, for every flow.
    addMethod: (method) => navigation.addMethod(id, method),
    showError: (error) => signal.aborted || model.setError(error as never),
    fail: (error) => navigation.fail(id, error),
    signal,
  });
}
