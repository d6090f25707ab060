// The runtime every lazily loaded piece shares (preact, signals, the shell context, errors). Lazily loaded views import it from here rather than from the
// packages, so esbuild keeps all of it in one shared chunk instead of one small chunk per importer
// set (each chunk is compressed on its own, and the splits cost the first view ~1 KB brotli).
export { createContext, h, render, type ComponentType } from 'preact';
export { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
export { cx } from './cx.js';
export { useShell } from './ShellContext.js';
export { DropinError, messages } from '../errors.js';
export { LOCALES } from '../i18n/locales.js';
export { linkStylesheet } from '../stylesheet.js';
// Every chunk that reaches the kit also reaches the JSX runtime, so the two never split apart.
export { Fragment, jsx, jsxs } from 'preact/jsx-runtime';
