// featherdrop's own card frame page (the emulator serves it for braintree's
// <assetsUrl>/web/<version>/html/hosted-fields-frame.min.html, which is not in the npm package): one card field per
// frame, speaking the frame side of the framebus protocol braintree-web's hosted fields speak. FRAME_READY per field,
// whose one reply (to the first frame) carries the merchant's fields and styles: every frame of the channel then
// makes its field; READY_FOR_CLIENT for the gateway configuration (supported card brands) and tokenization;
// INPUT_EVENT with every field's state; BIN_AVAILABLE; CARD_FORM_ENTRY_HAS_BEGUN; the attribute, class, message,
// clear and focus commands; focus intercepts and autofill across the frames. The frame that gets the reply also
// sends braintree-web's analytics of the load, the number frame those of each tokenization.
import Framebus from 'framebus';
import analytics from 'braintree-web/lib/analytics.js';
import Client from 'braintree-web/client/client.js';
import hostedFieldsConstants from 'braintree-web/hosted-fields/shared/constants.js';
import { autofillInputs } from './autofill.js';
import { supportedCardTypes } from './card-types.js';
import { channel, fieldName as field, siblings } from './channel.js';
import { createFieldElement } from './field-element.js';
import { FieldState } from './field-state.js';
import { addFocusIntercepts } from './focus-intercepts.js';
import { applyStyles } from './styles.js';
import { tokenize } from './tokenize.js';

const { events, externalEvents } = hostedFieldsConstants;
const bus = new Framebus({ channel });
const state = new FieldState(field);
/** The field's element, made by setup() once the merchant's options are in. */
let element;
let entryBegun = false;

/** A form, so a phone's keyboard offers "go"; it never submits. */
const form = document.createElement('form');
form.noValidate = true;
form.action = '#';
form.addEventListener('submit', (event) => event.preventDefault());
document.body.append(form);

function emitInput(type) {
  const all = siblings();
  const fields = Object.fromEntries(Object.entries(all).map(([name, frame]) => [name, { ...frame.state.state }]));
  bus.emit(events.INPUT_EVENT, { type, merchantPayload: { cards: all.number?.state.cards ?? [], emittedBy: field, fields } });
}

state.on('change', (type) => {
  element?.setState(state.state);
  emitInput(type);
  if (type === externalEvents.CARD_TYPE_CHANGE) for (const frame of Object.values(siblings())) frame.numberCardsChanged(state.cards);
});

function onInput() {
  element.formatFor(element.input.value);
  if (!entryBegun && element.input.value) {
    entryBegun = true;
    bus.emit(events.CARD_FORM_ENTRY_HAS_BEGUN);
  }
  const before = state.value;
  state.set(element.value());
  if (field === 'number' && state.value.length >= 6 && state.value.slice(0, 6) !== before.slice(0, 6)) bus.emit(events.BIN_AVAILABLE, state.value.slice(0, 6));
}

/** Autofilled values (autofill.js) into the frames of their fields; month and year make an expiry field's date. */
function applyAutofill({ expirationMonth, expirationYear, ...values }) {
  const frames = siblings();
  const fill = (name, value) => { if (value && frames[name]) frames[name].fill(value); };
  for (const [name, value] of Object.entries(values)) fill(name, value);
  fill('expirationMonth', expirationMonth);
  fill('expirationYear', expirationYear);
  if (expirationMonth && expirationYear) fill('expirationDate', `${expirationMonth} / ${expirationYear}`);
}

function setup(configuration) {
  if (element) return;
  const options = configuration.fields?.[field] ?? {};
  applyStyles(configuration.styles);
  element = createFieldElement(field, form, options);
  state.minlength = options.minlength;
  state.maxCardLength = field === 'number' ? options.maxCardLength : undefined;
  const { input } = element;
  input.addEventListener('input', onInput);
  input.addEventListener('focus', () => state.focus(true));
  input.addEventListener('blur', () => state.focus(false));
  input.addEventListener('keydown', (event) => { if (event.key === 'Enter') emitInput('inputSubmitRequest'); });
  addFocusIntercepts(bus, channel, field, input);
  if (!configuration.preventAutofill) autofillInputs(field, form, input, applyAutofill);
  if (options.prefill) {
    element.fill(options.prefill);
    onInput();
  }
}

/** What its siblings call on this frame. */
window.cardFrame = {
  channel,
  field,
  state,
  get element() { return element; },
  setup,
  setSupported(supported) {
    state.supported = supported;
    state.revalidate();
  },
  /** A value autofilled into another frame's hidden inputs, as if typed here. */
  fill(value) {
    if (!element) return;
    element.fill(value);
    onInput();
  },
  numberCardsChanged(cards) {
    element?.numberCardsChanged(cards);
    if (field === 'cvv') state.revalidate();
  },
};

const forMe = (data) => element && data && data.field === field;
bus.on(events.SET_ATTRIBUTE, (data) => { if (forMe(data)) element.setAttribute(data.attribute, data.value); });
bus.on(events.REMOVE_ATTRIBUTE, (data) => { if (forMe(data)) element.removeAttribute(data.attribute); });
bus.on(events.ADD_CLASS, (data) => { if (forMe(data)) element.addClass(data.classname); });
bus.on(events.REMOVE_CLASS, (data) => { if (forMe(data)) element.removeClass(data.classname); });
bus.on(events.SET_MESSAGE, (data) => { if (forMe(data)) element.setMessage(data.message); });
bus.on(events.CLEAR_FIELD, (data) => {
  if (!forMe(data)) return;
  element.fill('');
  onInput();
});
bus.on(events.SET_MONTH_OPTIONS, (labels, reply) => {
  element?.setMonthLabels(labels);
  reply?.();
});
bus.on(events.TRIGGER_INPUT_FOCUS, (data) => { if (forMe(data)) element.input.focus(); });

/** braintree-web's Client on the configuration the merchant's page hands over (READY_FOR_CLIENT), asked once. */
let clientPromise;
const client = () => {
  clientPromise ??= new Promise((resolve) => bus.emit(events.READY_FOR_CLIENT, resolve)).then((configuration) => new Client(configuration));
  return clientPromise;
};
if (field === 'number') {
  bus.on(events.TOKENIZATION_REQUEST, (options, reply) => tokenize(siblings(), options ?? {}, client, (result) => {
    // Only a request that reached the gateway counts, as in braintree's frame.
    if (result[1] || result[0]?.details?.originalError) analytics.sendEvent(client(), `custom.hosted-fields.tokenization.${result[1] ? 'succeeded' : 'failed'}`);
    reply(result);
  }));
}

bus.emit(events.FRAME_READY, { field }, (configuration) => {
  for (const frame of Object.values(siblings())) frame.setup(configuration);
  client().then((sdk) => {
    const supported = supportedCardTypes(sdk.getConfiguration().gatewayConfiguration.creditCards?.supportedCardTypes, configuration.fields?.number);
    for (const frame of Object.values(siblings())) frame.setSupported(supported);
  });
  analytics.sendEvent(client(), 'custom.hosted-fields.load.succeeded');
});
