// Stands in for braintree-web's GraphQL card-tokenization body generators and response adapters
// (plain and Fastlane). The client on the merchant's page only uses them to POST card data itself;
// featherdrop never does: hosted fields tokenize inside their own frames, with the frames' own client
// (docs/performance.md, "Size decisions").
module.exports = function cardTokenizationIsNotDoneOnThePage() {
  throw new Error('featherdrop does not tokenize card data through the page\'s braintree-web client.');
};
