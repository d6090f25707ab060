import type { Extra, ExtraContext, FlowContext, FlowOption, SliceContext } from '../flows/types.js';
import type { Gateway } from '../gateway/types.js';
import type { Strings } from '../i18n/en_US.js';
import type { Translate } from '../i18n/translate.js';
import type { NormalizedOptions } from '../options.js';
import type { WidgetModel } from '../signals/widget-model.js';
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

/** What each slice is handed: its options, its adapter, the gateway, the model, and the widget's answers to what it produces. */
export function flowContexts(parts: FlowContextParts) {
  const { options, gateway, model, navigation, signal } = parts;
  const raw = options.raw as unknown as Record<string, unknown>;
  /** The merchant's object for a slice (`{}` for `true`): the same object for the widget's life. */
  const own = (id: string) => (typeof raw[id] === 'object' && raw[id] ? (raw[id] as Record<string, unknown>) : {});
  const sliceContext = (slice: string): SliceContext => ({
    options,
    flowOptions: {},
    gateway,
    adapter: <Port>() => gateway.load<Port>(slice),
    model,
    t: parts.t,
    addStrings: parts.addStrings,
    addStyles: parts.addStyles,
    guest: parts.guest,
    emit: parts.emit,
    signal,
  });
  return {
    forOption: ({ id, slice, label }: FlowOption): FlowContext => ({
      ...sliceContext(slice ?? id),
      id,
      label,
      flowOptions: own(id),
      // A flow's result or error that settles after teardown is dropped, for every flow.
      addMethod: (method) => navigation.addMethod(id, method),
      showError: (error) => signal.aborted || model.setError(error as never),
      fail: (error) => navigation.fail(id, error),
    }),
    forExtra: ({ id }: Extra, host: Pick<ExtraContext, 'container' | 'refreshSaved' | 'showDefaultView' | 'onTeardown'>): ExtraContext => ({
      ...sliceContext(id), flowOptions: own(id), ...host,
    }),
  };
}
