// `featherdrop/react`: the widget as a React component (React 18 or 19, a peer dependency, never bundled).
import { DropIn } from './DropIn.js';

export { DropIn };
export type { DropInProps } from './DropIn.js';
export type * from '../api.js';
export default DropIn;
