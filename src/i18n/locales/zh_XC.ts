import type { Strings } from '../en_US.js';
import { zh_CN } from './zh_CN.js';

/** PayPal's international Chinese (zh_XC) reads as Simplified Chinese. */
export const zh_XC: Strings = zh_CN;
