import type { Arrange, LayoutModule } from './layout-types.js';
import { shellActions } from './shell-actions.js';

/**
 * The layouts' rules on the same model as the list: an opened row or tab is the option's sheet view (focus stays on
 * its header, as WAI-ARIA's accordion and tabs patterns ask), a saved method picked makes the methods view current,
 * an open accordion row pressed again collapses (no view chosen, 'options'), as does the tabs' one option beside saved
 * methods (a disclosure, no tab); a tab pressed again stays chosen.
 */
export const arrange = ({ Layout }: LayoutModule, name: string): Arrange => (parts) => {
  const { model, navigation } = parts;
  const open = (id: Parameters<typeof navigation.openSheet>[0]) => navigation.openSheet(id, false);
  const base = shellActions({ ...parts, navigation: { openSheet: open } });
  // A failed 3D Secure verification sends the widget back to its first view: in the list the options list, around
  // which a layout already is, so the row or tab the card was paid from opens again instead, the card as typed, to
  // try again. That sheet is taken when the verification starts: a challenge outlasts the change-method transition,
  // which shows the methods view meanwhile.
  const { show, setVerifying } = model;
  let from: false | ReturnType<typeof model.activeSheet.peek> = null;
  model.setVerifying = (value) => {
    from = value && model.activeSheet.peek();
    setVerifying(value);
  };
  model.show = (view, below) => show(view === 'options' && from || view, below);
  return {
    Layout,
    actions: {
      ...base,
      open,
      selectMethod(method) {
        if (!model.editing.peek()) model.show('methods');
        base.selectMethod(method);
      },
      chooseOption(id) {
        if (model.view.peek() !== id) base.chooseOption(id);
        else if (name === 'accordion' || model.enabled.peek().length < 2) model.show('options');
      },
    },
  };
};
