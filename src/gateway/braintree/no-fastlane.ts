// featherdrop never offers Fastlane; braintree-web's client only reaches this loader from its
// fastlane module, so the ~6 KB (minified) SDK loader is left out of every bundle (docs/architecture.md).
export function loadAxo(): Promise<never> {
  return Promise.reject(new Error('Fastlane is not part of featherdrop.'));
}
export default { loadAxo };
