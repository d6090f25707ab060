import { batch, computed } from '@preact/signals-core';
import { DropinError } from '../errors.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { FlowId } from '../types.js';
import { expressLayout } from '../ui/express/ExpressLayout.js';
import { expressStrings } from '../ui/express/strings.js';
import type { Arrange } from './layout-types.js';
import type { Registry } from './opt-in.js';
import { shellActions } from './shell-actions.js';

/** Its own message: this chunk loads only for a merchant who passes `expressCheckout`, so no one else downloads it. */
export const EXPRESS_INVALID = 'options.expressCheckout must be true, false or an array of the wallets in paymentOptionPriority (paypal, paypalCredit, venmo, applePay, googlePay, payLater).';

/**
 * The wallets (the eager options: each paid with its own button) of paymentOptionPriority: `true` names them all,
 * `false` or `[]` none, an array those it names (shown in paymentOptionPriority's order); anything else is a merchant DropinError.
 */
export function checkExpress(value: unknown, registry: Registry, priority: readonly FlowId[]): readonly FlowId[] {
  const wallets = registry.options.filter((d) => d.eager && priority.includes(d.id)).map((d) => d.id);
  if (typeof value === 'boolean') return value ? wallets : [];
  if (!Array.isArray(value) || value.some((id) => !wallets.includes(id))) throw new DropinError(EXPRESS_INVALID);
  return value;
}

/**
 * The express row over a layout (`arrange`, or the list when false): the shell and the layout's rules read a model
 * whose options are the listed ones (not the express wallets), so every layout leaves them out, tabs never open one
 * and "Choose another way to pay" counts only them; the widget's own model keeps every option (saved PayPal accounts,
 * getAvailablePaymentOptions, hidePaymentOptions). The row's strings come with the locale (the registry's labels).
 */
export function withExpress(value: unknown, registry: Registry, priority: readonly FlowId[], arrange: Arrange | false): { arrange: Arrange | false; registry: Registry } {
  const wallets = checkExpress(value, registry, priority);
  if (!wallets.length) return { arrange, registry };
  return {
    registry: { ...registry, labels: { ...registry.labels, express: expressStrings } },
    arrange: (parts) => {
      const { model, navigation } = parts;
      const listed = (ids: FlowId[]) => ids.filter((id) => !wallets.includes(id));
      const enabled = computed(() => listed(model.enabled.value));
      const available = computed(() => listed(model.available.value));
      // The original's initial-view rules over the listed options: beside the row, one listed option shows its sheet.
      const restingView = computed(() => model.methods.value.length ? 'methods' : enabled.value.length > 1 ? 'options' : available.value[0] ?? 'options');
      const shown = { ...model, enabled, available, restingView } as WidgetModel;
      // Two writes outside the model's actions and the navigation's file, in this chunk so no other merchant pays for
      // them: the navigation's resting view is the listed options' (it reads the property when it runs), and a method
      // an express button produced shows the methods view at once (no sheet of its own to make the transition on).
      Object.assign(model, { restingView });
      const addMethod = navigation.addMethod;
      navigation.addMethod = (id, method) => batch(() => {
        if (wallets.includes(id)) model.show('methods');
        addMethod(id, method);
      });
      const inner = arrange ? arrange({ ...parts, model: shown }) : { actions: shellActions({ ...parts, model: shown }), Layout: undefined };
      return { model: shown, actions: inner.actions, Layout: expressLayout(model, wallets, inner.Layout) };
    },
  };
}
