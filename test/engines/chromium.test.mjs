// The shopper's flows in Chromium (Debian's chromium), the same steps and assertions as in the other engines.
import { enginesToRun } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (enginesToRun().includes('chromium')) shopperFlows('chromium').run();
