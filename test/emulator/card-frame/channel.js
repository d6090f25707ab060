// The frames of one hosted-fields set: every card field is a frame of its own, all from one origin, so a frame
// reaches its siblings' state directly (the number frame tokenizes the whole card; the CVV frame reads the
// number's card type), as braintree's frames do. Each frame publishes itself as `window.cardFrame`.
export const channel = location.hash.slice(1);
export const fieldName = window.name.replace('braintree-hosted-field-', '');

/** This channel's frames by field name (this one included). */
export function siblings() {
  const found = {};
  for (let i = 0; i < parent.frames.length; i += 1) {
    try {
      const frame = parent.frames[i].cardFrame;
      if (frame && frame.channel === channel) found[frame.field] = frame;
    } catch {
      // a frame of another origin
    }
  }
  return found;
}

/** The card types the number frame sees now (credit-card-type's, braintree's names), or none. */
export function numberCards() {
  return siblings().number?.cards ?? [];
}
