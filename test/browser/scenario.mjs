/** `simulator_<base64url JSON>` (docs/simulator.md, "Scenarios"), built in Node for browser tests. */
export function encodeScenarioNode(scenario) {
  return `simulator_${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;
}
