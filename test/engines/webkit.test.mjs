// The shopper's flows in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, under xvfb-run).
import { enginesToRun } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (enginesToRun().includes('webkit')) shopperFlows('webkit').run();
