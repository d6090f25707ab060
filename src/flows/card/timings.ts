// The original's timings of the card sheet.
export const FIELD_EMPTY_ERROR_DELAY = 150;
export const CARD_FOCUS_DELAY = 50;
