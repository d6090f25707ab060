let made = 0;

/** A prefix for the ids a layout's rows, tabs and panels point at one another with, unique on the page (several widgets). */
export const idPrefix = () => `featherdrop-${++made}`;
