import { createRoot } from 'react-dom/client';
import { effect } from '@preact/signals-core';
import '@preact/signals';
import { RTL_LOCALES } from '../i18n/locales.js';
import { Shell } from './Shell.js';
import type { ShellMount } from './shell-api.js';
import { adoptStyles } from '../stylesheet.js';
import shellStyles from '../styles/shell.css';

/**
 * Adds one wrapper element to the merchant's container (as the original did) and renders into it, so
 * nothing the merchant put there is touched; the returned function removes the wrapper and the shell's styles.
 */
export const mountShell: ShellMount = (container, props) => {
  const releaseStyles = adoptStyles('featherdrop-shell', shellStyles, container);
  const wrapper = document.createElement('div');
  wrapper.setAttribute('data-braintree-id', 'wrapper');
  wrapper.lang = props.locale.replace('_', '-');
  if (RTL_LOCALES.includes(props.locale)) wrapper.dir = 'rtl';
  const stopClass = effect(() => {
    wrapper.className = `braintree-dropin-wrapper braintree-show-${props.model.view.value}`;
  });
  container.appendChild(wrapper);
  const root = createRoot(wrapper);
  root.render(<Shell {...props} />);
  return () => {
    stopClass();
    root.unmount();
    wrapper.remove();
    releaseStyles();
  };
};
