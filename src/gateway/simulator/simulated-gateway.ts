import adapters from 'featherdrop-adapters:simulator';
import type { GatewayConfiguration, PaymentMethod } from '../../types.js';
import { adoptStyles } from '../../runtime.js';
import simulatorStyles from '../../styles/simulator.css';
import type { Gateway, GatewayOptions } from '../types.js';
import { parseScenario, type Scenario } from './scenario.js';
import { simulatedError, tick, type SimulatorState } from './simulator-state.js';

/** Saved methods per authorization, so deletions last for the page's life. */
const vaults = new Map<string, PaymentMethod[]>();

/** Forgets every simulated customer's changes (tests start from the scenario again). */
export function resetSimulatedVaults() {
  vaults.clear();
}

/** The gateway offers every option and extra its scenario does not turn off (`options: { <id>: false }`). */
function configurationOf(s: Scenario, definitions: GatewayOptions['definitions']): GatewayConfiguration {
  return {
    environment: 'simulator',
    authorizationType: s.authorizationType === 'clientToken' ? 'CLIENT_TOKEN' : 'TOKENIZATION_KEY',
    customer: s.customer && s.authorizationType === 'clientToken',
    supportedCardTypes: s.supportedCardTypes,
    challenges: s.challenges,
    offered: Object.fromEntries(definitions.map(({ id }) => [id, s.options[id] !== false])),
  };
}

/** The simulated gateway's own extras: the analytics it would have sent, for tests to read. */
export interface SimulatedGateway extends Gateway {
  readonly analyticsLog: string[];
}

/** The offline gateway: deterministic, in the page, never loaded unless `authorization` starts with simulator_. */
export async function createSimulatedGateway(authorization: string, { definitions, container, locale = 'en_US' }: Pick<GatewayOptions, 'definitions' | 'container'> & Partial<Pick<GatewayOptions, 'locale'>>): Promise<SimulatedGateway> {
  const scenario = parseScenario(authorization);
  await tick();
  const fail = scenario.failures.configuration;
  if (fail) throw simulatedError(fail, 'configuration');
  const config = configurationOf(scenario, definitions);
  if (!vaults.has(authorization)) vaults.set(authorization, scenario.paymentMethods.map((m) => ({ ...m })));
  const vault = vaults.get(authorization)!;
  // Added once nothing can fail: the simulator's own styles (the test-mode badge, its slices' simulated views
  // in the container, dialogs at the end of the page) never reach production pages. Not in
  // dist/featherdrop.css, so added even where the merchant placed that stylesheet.
  const releases: Array<() => void> = [];
  const addStyles = (id: string, css: string) => {
    const added = [adoptStyles(id, css, document, false), adoptStyles(id, css, container, false)];
    releases.push(...added);
    return () => added.forEach((release) => release());
  };
  addStyles('featherdrop-simulator', simulatorStyles);
  const releaseStyles = () => releases.splice(0).forEach((release) => release());
  const state: SimulatorState = { scenario, config, vault, addStyles, locale };
  const ports = new Map<string, Promise<unknown>>();
  /** Analytics are never sent offline; tests read them here. */
  const analyticsLog: string[] = [];

  return {
    config,
    notice: 'testMode',
    async fetchSavedMethods(defaultFirst) {
      await tick();
      if (!config.customer) return [];
      const failure = scenario.failures.vaultList;
      if (failure) throw simulatedError(failure, 'payment method list');
      const list = vault.map((m) => ({ ...m, details: { ...m.details } }));
      return defaultFirst ? [...list.filter((m) => m.default), ...list.filter((m) => !m.default)] : list;
    },
    async prepareOption(id) {
      await tick();
      const failure = scenario.failures[id];
      if (failure) throw simulatedError(failure, `${id} setup`);
    },
    analyticsLog,
    analytics(kind) {
      analyticsLog.push(`web.dropin.${kind}`);
    },
    load<Port>(slice: string) {
      const load = adapters[slice] ?? definitions.find((d) => (d.slice ?? d.id) === slice)?.adapters?.simulator;
      if (!ports.has(slice)) ports.set(slice, load!().then((m) => m.default(state as never)));
      return ports.get(slice) as Promise<Port>;
    },
    async teardown() {
      releaseStyles();
    },
  };
}
