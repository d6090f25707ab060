export { default, start } from './hosted-fields.js';
