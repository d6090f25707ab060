// The production path for engines other than Chromium: the gateway emulator (braintree-web's hosts, PayPal's with
// its wallets' stand-ins), the
// emulator tier's page on plain http at 127.0.0.1, and a loopback CONNECT proxy through which the browser
// reaches the emulator's hosts and nothing else (it has no resolver rules as Chromium has).
import { startServer } from '../../demo/server.mjs';
import { startGatewayEmulator } from '../emulator/gateway-emulator.mjs';
import { PAGE } from '../emulator/tier.mjs';
import { startConnectProxy } from './connect-proxy.mjs';

export async function startProductionSite() {
  const emulator = await startGatewayEmulator({ wallets: true });
  const site = await startServer({ pages: { '/emulator-tier.html': PAGE } });
  const proxy = await startConnectProxy(emulator);
  return {
    emulator,
    proxyPort: proxy.port,
    page: `${site.url}/emulator-tier.html`,
    async close() {
      await proxy.close();
      await emulator.close();
      await new Promise((resolve) => { site.server.close(resolve); site.server.closeAllConnections(); });
    },
  };
}
