// The shopper's flows in Firefox ESR (Debian's firefox-esr, over WebDriver BiDi).
import { enginesToRun } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (enginesToRun().includes('firefox')) shopperFlows('firefox').run();
