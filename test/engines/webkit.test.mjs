// The shopper's flows in WebKit (Debian's WebKitGTK MiniBrowser through WebKitWebDriver, under xvfb-run).
import { runsIn } from './engines.mjs';
import { shopperFlows } from './shopper-flows.mjs';

if (runsIn('webkit')) shopperFlows('webkit').run();
