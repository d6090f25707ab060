import { render } from 'preact';
import '@preact/signals';
import { Shell } from './Shell.js';
import type { ShellMount } from './shell-api.js';
import { linkStylesheet } from '../stylesheet.js';

/** Renders into the merchant's container; the returned function leaves it exactly as it was. */
export const mountShell: ShellMount = (container, props) => {
  const releaseStylesheet = linkStylesheet('featherdrop-stylesheet', props.stylesheet);
  render(<Shell {...props} />, container);
  return () => {
    render(null, container);
    container.textContent = '';
    releaseStylesheet();
  };
};
