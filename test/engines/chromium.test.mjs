// The shopper's flows in Chromium (Debian's chromium), the same steps and assertions as in the other engines.
import { runsIn } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (runsIn('chromium')) shopperFlows('chromium').run();
