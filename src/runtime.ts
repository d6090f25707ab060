// The runtime every lazily loaded piece shares: React's API (preact/compat), signals, the error catalogue,
// the locale list, the stylesheet helper, the brand marks' renderer and cache. Components import React's API from 'react' as usual; each lazily
// loaded module also imports this module (bare, when it needs nothing from it) and reaches errors, signals
// and the rest only through it, so esbuild keeps all of it in one shared chunk instead of one small chunk
// per set of importers (each chunk is compressed on its own; the splits cost the first view ~1 KB brotli).
export { createElement, type ComponentType } from 'react';
export { createRoot } from 'react-dom/client';
export { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
export { DropinError, dropinError, messages } from './errors.js';
export { LOCALES } from './i18n/locales.js';
export { adoptStyles } from './stylesheet.js';
export { loadOnce } from './load-once.js';
export { activeElement } from './focus.js';
export { Mark } from './marks/Mark.js';
export { CardGlyph } from './marks/CardGlyph.js';
export { addMarks, loadedMarks, loadMark } from './marks/load-marks.js';
export { isCustomerAuthorization } from './planned-parts.js';
// Every chunk that reaches the runtime also reaches the JSX runtime, so the two never split apart.
export { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** Joins the truthy class names. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
