// The shopper's flows in Firefox ESR (Debian's firefox-esr, over WebDriver BiDi).
import { runsIn } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (runsIn('firefox')) shopperFlows('firefox').run();
