// Stands in for braintree-web's lib/analytics wherever its modules require it. Its events are sent once the
// page is idle after the client exists, never on the way to ready; the real module rides in the adapter's
// analytics chunk (analytics.ts, which the widget's own events fetch once it is ready), fetched with the
// first of them, so its code is no part of the first view. Each event keeps the time it happened: the
// `eventsKeepTheirTime` pin (scripts/build/braintree-pins.mjs) lets the real module be handed it.
async function sendEventPlus(client, eventName, extraFields, callback) {
  const at = Date.now();
  try {
    await client;
    await new Promise((idle) => (self.requestIdleCallback || setTimeout)(idle));
    return (await import('./analytics.ts')).sendEventPlus(client, eventName, extraFields, callback, at);
  } catch (error) {
    callback?.(error);
  }
}
module.exports = { sendEvent: (client, eventName, callback) => sendEventPlus(client, eventName, {}, callback), sendEventPlus };
