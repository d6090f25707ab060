/** `simulator_<base64url JSON>` (README, "Simulated gateway"), built in Node for browser tests. */
export function encodeScenarioNode(scenario) {
  return `simulator_${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;
}
