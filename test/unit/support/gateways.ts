// Gateways as create() makes them, for tests that drive a slice or the shell on one directly.
import { extras } from '../../../src/flows/registry.js';
import { everyOption as options } from './every-option.js';
import { createSimulatedGateway } from '../../../src/gateway/simulator/simulated-gateway.js';

/** The simulated gateway for a scenario, offering the registry's options, its styles in the page. */
export const simulatedGateway = (authorization: string) => createSimulatedGateway(authorization, { definitions: [...options, ...extras], container: document.body });

/** A payment option's definition in the registry. */
export const optionDefinition = (id: string) => options.find((d) => d.id === id)!;

/** Whether the widget enables option `id` for these merchant options and this braintree gateway configuration. */
export const enabledWith = (id: string, raw: Record<string, unknown>, gatewayConfiguration: Record<string, unknown>) =>
  optionDefinition(id).chosen(raw) && optionDefinition(id).offeredBy(gatewayConfiguration);
