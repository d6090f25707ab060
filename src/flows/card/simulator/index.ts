export { default } from './simulated-fields.js';
