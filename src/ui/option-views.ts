// The views beyond a customer's saved methods, in a chunk of their own (docs/architecture.md, "Later
// chunks"): loaded through ./load-option-views.ts.
export { OptionsView } from './OptionsView.js';
export { SheetFrame } from './SheetFrame.js';
export { default as optionStyles } from '../styles/options.css';
