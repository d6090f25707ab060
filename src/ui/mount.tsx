import { createRoot } from 'react-dom/client';
import { effect } from '@preact/signals-core';
import '@preact/signals';
import { en_US } from '../i18n/en_US.js';
import { RTL_LOCALES } from '../i18n/locales.js';
import { whenIdle } from '../chunks.js';
import { loadOptionViews, optionViews } from './load-option-views.js';
import { loadMark } from '../marks/load-marks.js';
import { Shell } from './Shell.js';
import type { ShellMount } from './shell-api.js';
import { adoptStyles } from '../stylesheet.js';
import shellStyles from '../styles/shell.css';

/**
 * Adds one wrapper element to the merchant's container (as the original did) at once, showing the loading
 * state while the configuration and the strings arrive, then renders the widget into it; nothing the
 * merchant put there is touched. `remove` takes the wrapper and the shell's styles away.
 */
export const mountShell: ShellMount = (container) => {
  const releaseStyles = adoptStyles('featherdrop-shell', shellStyles, container);
  const wrapper = document.createElement('div');
  wrapper.setAttribute('data-braintree-id', 'wrapper');
  wrapper.className = 'braintree-dropin-wrapper braintree-show-loading';
  wrapper.lang = 'en';
  container.appendChild(wrapper);
  const root = createRoot(wrapper);
  // Before the locale arrives the spinner is named in English.
  root.render(<Shell starting={en_US.loading} />);
  const stops: Array<() => void> = [];
  let attempts = 0;
  let rendered = false;
  return {
    show(props) {
      const { model, catalog } = props;
      stops.push(
        effect(() => {
          // As the original: the other ways to pay below the methods add braintree-show-options beside braintree-show-methods.
          wrapper.className = `braintree-dropin-wrapper braintree-show-${model.view.value}${model.optionsBelow.value ? ' braintree-show-options' : ''}`;
        }),
        // Saved methods' marks are fetched as soon as the methods are known, before the view shows them.
        effect(() => model.methods.value.forEach((method) => loadMark(catalog.markOfMethod(method)))),
        // The options list and the sheets: fetched once the widget is ready if the first view did not need them
        // (a customer's saved methods); tried again when the shopper moves on and that fetch failed. A shopper
        // it failed for, waiting behind the spinner, goes back to the saved methods with a message: they stay
        // payable, and the toggle tries again.
        effect(() => {
          const moved = [model.view.value, model.optionsBelow.value]; // read: a change of view tries again
          if (model.ready.value && moved && !optionViews.value) {
            const attempt = ++attempts; // a later attempt (the shopper moved on) decides instead
            // Not in the task that shows the ready widget: that frame paints first.
            whenIdle(() => loadOptionViews().catch(() => {
              if (attempt !== attempts) return;
              const waiting = model.optionsBelow.peek() || !['methods', 'delete-confirmation', 'loading'].includes(model.view.peek());
              if (optionViews.peek() || !waiting) return;
              if (model.methods.peek().length) model.show('methods');
              model.setError('genericError');
            }));
          }
        }),
        // Their styles come with them, before they render.
        effect(() => {
          const views = optionViews.value;
          if (views) stops.push(adoptStyles('featherdrop-options', views.optionStyles, container));
        }),
        // Rendered once there is more to show than the starting spinner: at ready for a customer starting on saved
        // methods (one render, not a loading state first), as soon as a sheet or the options list is in otherwise.
        effect(() => {
          if (rendered || !(model.ready.value || optionViews.value || Object.keys(props.instances.value).length || props.notice)) return;
          rendered = true;
          // The spinner's English name goes with the starting state.
          wrapper.lang = props.locale.replace('_', '-');
          if (RTL_LOCALES.includes(props.locale)) wrapper.dir = 'rtl';
          root.render(<Shell {...props} />);
        }),
      );
    },
    views: loadOptionViews,
    remove() {
      for (const stop of stops) stop();
      root.unmount();
      wrapper.remove();
      releaseStyles();
    },
  };
};
