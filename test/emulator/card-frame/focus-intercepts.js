// Tab and a phone keyboard's arrows out of a card frame, as braintree's frame does it: where the browser needs it
// (Firefox, software keyboards; braintree-web's focus-intercept decides) hidden inputs before and after the field's
// input catch the focus and ask the merchant's page (TRIGGER_FOCUS_CHANGE) to move it to the element before or after
// the frame in its form. The page removes them (REMOVE_FOCUS_INTERCEPTS) when the fields are not in a form.
import focusIntercept from 'braintree-web/hosted-fields/shared/focus-intercept.js';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';

const { events, navigationDirections } = hostedFieldsConstants;

export function addFocusIntercepts(bus, channel, field, input) {
  const intercept = (direction) => focusIntercept.generate(channel, field, direction, () => {
    bus.emit(events.TRIGGER_FOCUS_CHANGE, { field, direction });
  });
  input.before(intercept(navigationDirections.BACK));
  input.after(intercept(navigationDirections.FORWARD));
  bus.on(events.REMOVE_FOCUS_INTERCEPTS, (data) => focusIntercept.destroy(data?.id));
}
