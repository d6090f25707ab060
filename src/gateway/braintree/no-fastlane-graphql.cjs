// Stands in for braintree-web's Fastlane GraphQL body generator and response adapter, which its
// client calls only for card data flagged `fastlane` — never sent by featherdrop (docs/architecture.md).
module.exports = function fastlaneIsNotPartOfFeatherdrop() {
  throw new Error('Fastlane is not part of featherdrop.');
};
