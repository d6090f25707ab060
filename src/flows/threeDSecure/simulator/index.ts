export { default } from './three-d-secure.js';
