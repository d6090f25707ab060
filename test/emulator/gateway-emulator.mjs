// A small local HTTPS stand-in for the Braintree gateway and the third-party scripts around it, for
// the emulator tier (docs/development.md, "Emulator tier"; the wire shapes are braintree-web's own requests
// and the gateway's documented answers). Chromium maps the gateway hosts here (hostResolverRules) and
// trusts its throwaway certificate by public key (spkiHash), so the unmodified braintree-web SDK
// inside featherdrop's bundle talks to it over https.
//
// Answers: configuration (the REST GET of `configUrl` for client tokens and tokenization keys, as the gateway
// serves it to Braintree's mobile SDKs and to featherdrop; the GraphQL ClientConfiguration that braintree-web asks
// for tokenization keys and tokens carrying `graphQL`, as the original's and featherdrop's fallback do), the saved-methods list, the GraphQL vault delete, card tokenization over REST, 3D Secure
// lookup and authenticate_from_jwt, PayPal's paypal_hermes payment resource / billing agreement and
// paypal_accounts tokenization (and PayPal's window of a one-click repeat, startVaultInitiatedCheckout), Venmo's GraphQL payment contexts, Apple Pay's merchant validation and
// tokenization, analytics, CORS preflights, and serves the stand-ins (Cardinal's
// songbird.js, the bank's challenge page, PayPal's fraudnet fb.js, featherdrop's own card frame page (card-frame/,
// of braintree's weight) as the hosted-fields frame page for any braintree-web version, Google's pay.js with the gateway call Google's servers make for a Google Pay
// card). Every request is recorded (route, method, host, path, query, headers,
// parsed body). The benchmark (bench/) adds options: HTTP/2, brotli, preflights held for the emulated
// latency, static sites (a merchant page and the widgets' files) and the PayPal script stand-ins.
import cardValidator from 'card-validator';
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCardFramePage } from './card-frame/page.mjs';
import * as fx from './gateway-fixtures.mjs';
import { bodyEncoder, listenTls, makeCertificate, spkiHash } from './transport.mjs';

const standIns = fileURLToPath(new URL('./stand-ins/', import.meta.url));
/** Google's pay.js (the stand-in) and the gateway call Google's servers make for a Google Pay card, played here. */
const GOOGLE_PAY_HOST = 'pay.google.com';

/** The hosts the SDK and its scripts reach; everything else stays unresolvable in the tier's Chromium. */
const HOSTS = ['*.braintreegateway.com', '*.braintree-api.com', '*.paypal.com', '*.cardinalcommerce.com', GOOGLE_PAY_HOST];
/** checkout.js, which braintree-web-drop-in 1.31.2 loads for PayPal, comes from here (`wallets` option). */
const PAYPALOBJECTS_HOST = 'www.paypalobjects.com';
const PAYPAL_SANDBOX_HOST = 'www.sandbox.paypal.com';

/** The frame-service pages' script (braintree-web's popups: SEPA's mandate approval), bundled once with framebus. */
async function bundleFrameServiceScript() {
  const result = await esbuild.build({
    entryPoints: [join(standIns, 'frame-service.js')],
    bundle: true, write: false, format: 'iife', target: 'es2020', logLevel: 'error',
  });
  return result.outputFiles[0].text;
}

/** A PayPal SDK stand-in, after the approval window both share. */
const paypalStandIn = (file) => `${readFileSync(join(standIns, 'paypal-approval.js'), 'utf8')}\n${readFileSync(join(standIns, file), 'utf8')}`;

const FRAME_SERVICE_PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>frame service (emulator stand-in)</title></head>'
  + '<body><script src="/stand-ins/frame-service.js"></script></body></html>';

/**
 * Starts the emulator on 127.0.0.1 at a free port. Tests read `requests` / `seen(route)`, change
 * `merchant` and `vault`, and `override(route, status, body)` the next answer (or `fail` every one); a status
 * of 'reset' closes the connection without an answer.
 *
 * Options beyond the tier's defaults (all off there):
 * - `http2`: node:http2 with HTTP/1.1 allowed, as the real hosts answer;
 * - `brotli`: HTML, CSS and JavaScript brotli-11 encoded (precompressed once);
 * - `preflightDelayMs`: CORS preflights are answered this much later (also settable later as
 *   `emulator.preflightDelayMs`): Chromium's network emulation delays every request but the
 *   preflights its network service makes itself, so on an emulated slow network they would be free;
 * - `configurationDelayMs` (settable as `emulator.configurationDelayMs`): the configuration request (GraphQL
 *   `ClientConfiguration` POST or REST GET; not its preflight) arrives (is recorded and answered) this much later;
 * - `sites`: `{ host: { path: { body, type } } }` static files, e.g. a merchant's page and a widget's
 *   build; their hosts join the certificate and Chromium's resolver rules;
 * - `wallets`: PayPal's v6 SDK core (www[.sandbox].paypal.com/web-sdk/v6/core: eligibility, sessions that approve in
 *   an in-page PayPal window, button elements, messages), the JS SDK v5 (www.paypal.com/sdk/js, PayPal's v5 path:
 *   its button approves in the same in-page window) and checkout.js stand-ins;
 * - `cacheStatic`: static files (sites, stand-ins, the frame page) may be cached, as CDNs allow:
 *   within one cold page load the four hosted-fields frames then share one fetch of their page (its
 *   script inline), as browsers do, instead of four. Gateway answers are never cacheable.
 */
export async function startGatewayEmulator({
  safetyTimeoutMs = 170_000, http2 = false, brotli = false, preflightDelayMs = 0, sites = {}, wallets = false, cacheStatic = false,
} = {}) {
  // PayPal's v6 SDK's sandbox host is two labels under paypal.com: the certificate's wildcard does not cover it.
  const hosts = [...HOSTS, ...(wallets ? [PAYPALOBJECTS_HOST, PAYPAL_SANDBOX_HOST] : []), ...Object.keys(sites)];
  const { key, cert } = makeCertificate(hosts);
  const { html: framePage } = await buildCardFramePage();
  const frameServiceScript = await bundleFrameServiceScript();
  const files = {
    cardinal: readFileSync(join(standIns, 'cardinal.js'), 'utf8'),
    challenge: readFileSync(join(standIns, 'challenge.html'), 'utf8'),
    sepaApproval: readFileSync(join(standIns, 'sepa-approval.html'), 'utf8'),
    localPaymentBank: readFileSync(join(standIns, 'local-payment-bank.html'), 'utf8'),
    fraudnet: readFileSync(join(standIns, 'fraudnet.js'), 'utf8'),
    googlePay: readFileSync(join(standIns, 'google-pay.js'), 'utf8'),
    paypalSdk: wallets ? paypalStandIn('paypal-sdk.js') : undefined,
    checkoutJs: wallets ? readFileSync(join(standIns, 'paypal-checkout-js.js'), 'utf8') : undefined,
    paypalV6Core: wallets ? paypalStandIn('paypal-v6-core.js') : undefined,
  };
  const encoder = bodyEncoder({ brotli });
  encoder.precompress(framePage, 'text/html');
  encoder.precompress(FRAME_SERVICE_PAGE, 'text/html');
  encoder.precompress(frameServiceScript, 'text/javascript');
  for (const [name, text] of Object.entries(files)) if (text) encoder.precompress(text, ['challenge', 'sepaApproval', 'localPaymentBank'].includes(name) ? 'text/html' : 'text/javascript');
  for (const site of Object.values(sites)) for (const { body, type } of Object.values(site)) encoder.precompress(body, type);
  const requests = [];
  const held = [];
  const overrides = new Map();
  /** One-click repeat (startVaultInitiatedCheckout): the EC token -> where PayPal's window returns, by its payment resource. */
  const repeatReturns = new Map();
  const failing = new Map();
  /** Lookup nonce -> the payment method it was issued for (authenticate_from_jwt only sends the nonce). */
  const lookups = new Map();
  /** Cards tokenized in this run: a new card can be verified with 3D Secure too. */
  const cards = new Map();
  /** PayPal's EC tokens and billing agreement tokens issued in this run: only those are approved and tokenized. */
  const paypalTokens = new Set();
  /** Venmo's payment contexts by id (GraphQL CreateVenmoPaymentContext); a test plays the shopper's app on them. */
  const venmoContexts = new Map();
  let counter = 0;

  const state = {
    merchant: fx.defaultMerchant(),
    vault: fx.savedMethods(),
  };

  const transport = await listenTls({ http2, key, cert }, (req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      const url = new URL(req.url, 'https://emulator');
      let body = raw || undefined;
      try { body = raw ? JSON.parse(raw) : undefined; } catch { /* keep the raw text */ }
      const record = {
        method: req.method,
        host: (req.headers[':authority'] ?? req.headers.host ?? '').replace(/:\d+$/, ''),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body,
      };
      record.route = req.method === 'OPTIONS' ? 'preflight' : routeOf(record);
      // A GraphQL request's operation (braintree-web's Venmo and ACH name theirs only in the query text).
      if (record.route === 'graphql') record.operation = body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
      const arrive = () => {
        requests.push(record);
        answer(req, res, record);
      };
      // A held request arrives later, as on a slow network (a simple GET has no preflight to hold).
      const ruleKey = keyOf(record);
      const rule = (ruleKey === 'configuration' || ruleKey === 'graphql:ClientConfiguration') && emulator.configurationDelayMs
        ? emulator.configurationDelayMs
        : emulator.delays[ruleKey] ?? emulator.delays[record.route];
      const delay = (typeof rule === 'function' ? rule(record) : rule) ?? 0;
      if (!(delay > 0)) return arrive();
      // Its timer keeps no process alive, and a request the browser abandons meanwhile (its timeout, a closed
      // page) is never recorded or answered: nothing is written into a closed stream, no vault is changed.
      held.push(record);
      const timer = Number.isFinite(delay) ? setTimeout(arrive, delay) : undefined;
      timer?.unref();
      res.once('close', () => {
        if (res.writableEnded) return;
        clearTimeout(timer);
        record.abandoned = true;
      });
    });
  });

  /** A GraphQL request's own key (`graphql:<operation>`), every other request's route. */
  const keyOf = (r) => (r.route === 'graphql' && r.operation ? `graphql:${r.operation}` : r.route);

  function routeOf({ method, host, path }) {
    if (Object.hasOwn(sites[host] ?? {}, path) && method === 'GET') return 'site';
    if (wallets && host === 'www.paypal.com' && path === '/sdk/js') return 'paypal_sdk';
    if (wallets && host === 'www.paypal.com' && path === '/checkoutnow' && method === 'GET') return 'paypal_repeat_window';
    if (wallets && (host === 'www.paypal.com' || host === PAYPAL_SANDBOX_HOST) && path === '/web-sdk/v6/core') return 'paypal_v6_core';
    if (wallets && host === PAYPALOBJECTS_HOST && /^\/api\/checkout(\.min)?\.js$/.test(path)) return 'checkout_js';
    const api = host === fx.CLIENT_API_HOST && path.startsWith(`${fx.CLIENT_API_PATH}/v1/`) ? path.slice(fx.CLIENT_API_PATH.length + 4) : undefined;
    if (api === 'configuration' && method === 'GET') return 'configuration';
    if (api === 'payment_methods' && method === 'GET') return 'payment_methods';
    if (api === 'payment_methods/credit_cards' && method === 'POST') return 'credit_cards';
    if (api === 'sepa_debit' && method === 'POST') return 'sepa_debit';
    if (api === 'payment_methods/sepa_debit_accounts' && method === 'POST') return 'sepa_debit_accounts';
    if (api === 'local_payments/create' && method === 'POST') return 'local_payments';
    if (api === 'payment_methods/paypal_accounts' && method === 'POST') return 'paypal_accounts';
    if (api === 'apple_pay_web/sessions' && method === 'POST') return 'apple_pay_sessions';
    if (api === 'payment_methods/apple_payment_tokens' && method === 'POST') return 'apple_payment_tokens';
    if (host === GOOGLE_PAY_HOST && path === '/gp/p/js/pay.js' && method === 'GET') return 'pay_js';
    if (host === GOOGLE_PAY_HOST && path === '/emulator/tokenize' && method === 'POST') return 'google_pay_tokenize';
    if (api === 'paypal_hermes/create_payment_resource' && method === 'POST') return 'create_payment_resource';
    if (api === 'paypal_hermes/setup_billing_agreement' && method === 'POST') return 'setup_billing_agreement';
    if (/^payment_methods\/[^/]+\/three_d_secure\/lookup$/.test(api ?? '') && method === 'POST') return 'lookup';
    if (/^payment_methods\/[^/]+\/three_d_secure\/authenticate_from_jwt$/.test(api ?? '') && method === 'POST') return 'authenticate_from_jwt';
    if (host === fx.GRAPHQL_HOST && path === '/graphql' && method === 'POST') return 'graphql';
    if (host === fx.ASSETS_HOST && /^\/web\/[^/]+\/html\/hosted-fields-frame(\.min)?\.html$/.test(path)) return 'hosted_fields_frame';
    if ((host === fx.ASSETS_HOST || host === fx.PAYPAL_ASSETS_HOST) && /^\/web\/[^/]+\/html\/(dispatch-frame|paypal-landing-frame|cancel-frame|sepa-landing-frame|local-payment-landing-frame|redirect-frame|local-payment-redirect-frame|venmo-desktop-frame)(\.min)?\.html$/.test(path)) return 'frame_service_page';
    if ((host === fx.ASSETS_HOST || host === fx.PAYPAL_ASSETS_HOST) && path === '/stand-ins/frame-service.js') return 'frame_service_script';
    if (host === fx.ASSETS_HOST && path === fx.SEPA_APPROVAL_PATH) return 'sepa_approval';
    if (host === fx.ASSETS_HOST && path === fx.LOCAL_PAYMENT_BANK_PATH) return 'local_payment_bank';
    if (host === fx.CARDINAL_HOST && path === new URL(fx.SONGBIRD_URL).pathname) return 'songbird';
    if (host === fx.ACS_HOST && path === new URL(fx.ACS_URL).pathname) return 'challenge';
    if (host === fx.FRAUDNET_HOST && path === '/da/r/fb.js') return 'fraudnet';
    if (path === '/stand-in/log' && method === 'POST') return 'stand_in_log';
    if (host === 'www.paypal.com' && path === '/xoplatform/logger/api/logger' && method === 'POST') return 'analytics';
    if (host.startsWith('origin-analytics-') && method === 'POST') return 'analytics';
    return 'unknown';
  }

  const cors = (req) => ({ 'Access-Control-Allow-Origin': req.headers.origin ?? '*', Vary: 'Origin' });

  function send(req, res, status, payload, type = 'application/json; charset=utf-8', { cacheable = false, cors: allowed = true } = {}) {
    const text = payload === undefined ? '' : typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
    const { body, headers } = encoder.encode(req, text, type);
    res.writeHead(status, { ...(allowed && cors(req)), 'Content-Type': type, 'Cache-Control': cacheStatic && cacheable ? 'public, max-age=3600' : 'no-store', ...headers });
    res.end(body);
  }
  /** A static file: cacheable when the emulator was started with `cacheStatic`. */
  const file = (body, type) => (req, res) => send(req, res, 200, body, type, { cacheable: true });

  function answerPreflight(req, res) {
    res.writeHead(204, {
      ...cors(req),
      'Access-Control-Allow-Methods': req.headers['access-control-request-method'] ?? 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
  }

  function answer(req, res, r) {
    if (r.route === 'preflight') {
      if (emulator.preflightDelayMs > 0) setTimeout(() => answerPreflight(req, res), emulator.preflightDelayMs);
      else answerPreflight(req, res);
      return;
    }
    // A fault for one GraphQL operation ('graphql:PaymentContext') comes before one for every GraphQL request.
    const key = [r.operation && `${r.route}:${r.operation}`, r.route].find((k) => k && (overrides.has(k) || failing.has(k)));
    const canned = overrides.get(key) ?? failing.get(key);
    if (canned) {
      overrides.delete(key);
      // A connection reset: the socket (or HTTP/2 stream) goes without an answer.
      if (canned.status === 'reset') {
        if (res.stream) res.stream.close(2);
        else req.socket.destroy();
        return;
      }
      send(req, res, canned.status, canned.body, canned.type, { cors: canned.cors });
      return;
    }
    const handler = handlers[r.route];
    if (handler) handler(req, res, r);
    else send(req, res, 404, { error: { message: `emulator: no route for ${r.method} ${r.host}${r.path}` } });
  }

  const fingerprint = (r) => String(r.query.authorizationFingerprint ?? r.body?.authorizationFingerprint ?? '');
  const authorized = (r) => Boolean(fingerprint(r) || r.body?.tokenizationKey);
  const nonceIn = (r) => decodeURIComponent(r.path.split('/payment_methods/')[1].split('/')[0]);

  const handlers = {
    configuration(req, res, r) {
      if (emulator.restConfigurationRetired) return send(req, res, emulator.restConfigurationRetired, { error: { message: 'Not Found' } });
      if (!fingerprint(r) && !r.query.tokenizationKey?.endsWith(`_${fx.MERCHANT_ID}`)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      return send(req, res, 200, fx.restConfiguration(state.merchant));
    },
    payment_methods(req, res, r) {
      if (!fingerprint(r).includes('customer_id=')) return send(req, res, 403, { error: { message: 'Customer required' } });
      const methods = r.query.defaultFirst === '1' ? [...state.vault].sort((a, b) => Number(b.default) - Number(a.default)) : state.vault;
      return send(req, res, 200, { paymentMethods: methods });
    },
    credit_cards(req, res, r) {
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      const card = r.body?.creditCard ?? {};
      // A number the gateway would refuse (Luhn, length) gets its 422 with field errors.
      if (!cardValidator.number(String(card.number ?? '')).isValid) return send(req, res, 422, fx.INVALID_CARD);
      counter += 1;
      const result = fx.tokenizedCard(card, counter);
      cards.set(result.creditCards[0].nonce, result.creditCards[0]);
      return send(req, res, 201, result);
    },
    lookup(req, res, r) {
      if (!fingerprint(r)) return send(req, res, 403, { error: { message: 'Authorization insufficient' } });
      const method = state.vault.find((m) => m.nonce === nonceIn(r)) ?? cards.get(nonceIn(r));
      if (!method) return send(req, res, 404, { error: { message: 'Payment method nonce not found or already consumed' } });
      counter += 1;
      const result = fx.lookupResult(method, counter);
      lookups.set(result.paymentMethod.nonce, result.paymentMethod);
      return send(req, res, 201, result);
    },
    authenticate_from_jwt(req, res, r) {
      const method = lookups.get(r.body?.paymentMethodNonce);
      if (!method || nonceIn(r) !== r.body.paymentMethodNonce) return send(req, res, 404, { error: { message: 'Payment method nonce not found' } });
      return send(req, res, 201, fx.authenticatedResult(method, r.body.jwt === 'emu-validated-jwt'));
    },
    sepa_debit(req, res, r) {
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      counter += 1;
      return send(req, res, 201, fx.sepaMandate(r.body ?? {}, counter));
    },
    sepa_debit_accounts(req, res, r) {
      if (!authorized(r) || !r.body?.sepa_debit_account?.bank_reference_token) return send(req, res, 422, { error: { message: 'emulator: no mandate' } });
      counter += 1;
      return send(req, res, 201, fx.sepaNonce(counter));
    },
    local_payments(req, res, r) {
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      counter += 1;
      return send(req, res, 201, fx.localPaymentResource(r.body ?? {}, counter));
    },
    paypal_accounts(req, res, r) {
      const account = r.body?.paypalAccount;
      // PayPal's own approvals (checkout's EC token and payer, the vault flow's billing agreement) name a token this run issued.
      const paypal = paypalTokens.has(account?.paymentToken ?? account?.billingAgreementToken);
      if (!authorized(r) || !(paypal ? account.billingAgreementToken || account.payerId : account?.paymentToken && account?.payerId)) {
        return send(req, res, 422, { error: { message: 'emulator: no approved payment' } });
      }
      counter += 1;
      return send(req, res, 202, paypal ? fx.paypalAccount(account, counter) : fx.localPaymentAccount(account, counter));
    },
    create_payment_resource(req, res, r) {
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      counter += 1;
      const result = fx.paypalPaymentResource(counter);
      paypalTokens.add(new URL(result.paymentResource.redirectUrl).searchParams.get('token'));
      if (r.body?.vaultInitiatedCheckoutPaymentMethodToken) {
        // braintree-web tokenizes a one-click repeat's approval by its payment id (paymentId before the EC token).
        paypalTokens.add(result.paymentResource.paymentToken);
        repeatReturns.set(new URL(result.paymentResource.redirectUrl).searchParams.get('token'), { ...r.body, paymentId: result.paymentResource.paymentToken });
      }
      return send(req, res, 201, result);
    },
    setup_billing_agreement(req, res, r) {
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      counter += 1;
      const result = fx.paypalAgreementSetup(counter);
      paypalTokens.add(result.agreementSetup.tokenId);
      return send(req, res, 201, result);
    },
    /** braintree-web apple-pay's performValidation: Apple's merchant session for the merchant identifier of the configuration. */
    apple_pay_sessions(req, res, r) {
      const session = r.body?.applePayWebSession;
      if (!authorized(r)) return send(req, res, 401, { error: { message: 'Authorization failed' } });
      if (!session?.validationUrl || session.merchantIdentifier !== fx.APPLE_MERCHANT_IDENTIFIER || !session.domainName) {
        return send(req, res, 422, { error: { message: 'emulator: not a merchant validation this merchant can make' } });
      }
      counter += 1;
      return send(req, res, 201, fx.appleMerchantSession(session, counter));
    },
    /** braintree-web apple-pay's tokenize: the payment's token, its paymentData base64 encoded. */
    apple_payment_tokens(req, res, r) {
      const token = r.body?.applePaymentToken;
      if (!authorized(r) || typeof token?.paymentData !== 'string' || !token.paymentData) return send(req, res, 422, { error: { message: 'emulator: no Apple Pay payment token' } });
      counter += 1;
      return send(req, res, 201, fx.tokenizedApplePayCard(counter));
    },
    /** The call Google's servers make to the gateway (the pay.js stand-in makes it for them) with the request's tokenization parameters. */
    google_pay_tokenize(req, res, r) {
      const parameters = r.body ?? {};
      const credential = parameters['braintree:authorizationFingerprint'] === fx.GOOGLE_AUTHORIZATION || parameters['braintree:clientKey'];
      if (parameters.gateway !== 'braintree' || parameters['braintree:merchantId'] !== fx.MERCHANT_ID || !credential) {
        return send(req, res, 422, { error: { message: 'emulator: not tokenization parameters of this merchant' } });
      }
      counter += 1;
      return send(req, res, 200, fx.googlePayToken(counter));
    },
    pay_js: file(files.googlePay, 'text/javascript'),
    frame_service_page: file(FRAME_SERVICE_PAGE, 'text/html; charset=utf-8'),
    frame_service_script: file(frameServiceScript, 'text/javascript'),
    sepa_approval: (req, res) => send(req, res, 200, files.sepaApproval, 'text/html; charset=utf-8'),
    local_payment_bank: (req, res) => send(req, res, 200, files.localPaymentBank, 'text/html; charset=utf-8'),
    graphql: (req, res, r) => graphQL(req, res, r),
    hosted_fields_frame: file(framePage, 'text/html; charset=utf-8'),
    songbird: file(files.cardinal, 'text/javascript'),
    challenge: (req, res) => send(req, res, 200, files.challenge, 'text/html; charset=utf-8'),
    fraudnet: file(files.fraudnet, 'text/javascript'),
    site: (req, res, r) => file(sites[r.host][r.path].body, sites[r.host][r.path].type)(req, res),
    paypal_sdk: file(files.paypalSdk, 'text/javascript'),
    // PayPal's window of a one-click repeat, at the payment resource's redirectUrl: Confirm returns to braintree-web's
    // redirect frame with the token, payer and payment id; Cancel to its cancel frame.
    paypal_repeat_window(req, res, r) {
      const token = r.query.token;
      const back = repeatReturns.get(token);
      if (!back) return send(req, res, 404, 'emulator: no such one-click payment', 'text/plain');
      const approve = `${back.returnUrl}&${new URLSearchParams({ token, PayerID: 'EMU-PAYPAL-PAYER', paymentId: back.paymentId })}`;
      return send(req, res, 200, `<!doctype html><title>PayPal one-click (emulator stand-in)</title><p>Pay ${back.amount} ${back.currencyIsoCode} with your saved PayPal account</p><a id="approve" href="${approve}">Confirm</a> <a id="cancel" href="${back.cancelUrl}">Cancel</a>`, 'text/html; charset=utf-8');
    },
    paypal_v6_core: file(files.paypalV6Core, 'text/javascript'),
    checkout_js: file(files.checkoutJs, 'text/javascript'),
    stand_in_log: (req, res) => send(req, res, 204),
    analytics: (req, res) => send(req, res, 200, {}),
  };

  function graphQLError(errorClass, message, extra = {}) {
    return { data: null, errors: [{ message, locations: [{ line: 1, column: 1 }], extensions: { errorClass, ...extra } }], extensions: { requestId: 'emulator' } };
  }

  function graphQL(req, res, r) {
    const bearer = /^Bearer (\S+)/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer) return send(req, res, 200, graphQLError('AUTHENTICATION', 'Authentication failed'));
    // braintree-web us-bank-account sends its mutation without an operationName.
    if (/^\s*mutation TokenizeUsBankAccount\b/.test(r.body?.query ?? '')) {
      if (!state.merchant.usBankAccount) return send(req, res, 200, graphQLError('AUTHORIZATION', 'US bank account is not enabled'));
      counter += 1;
      return send(req, res, 200, fx.tokenizedUsBankAccount(r.body.variables?.input?.usBankAccount ?? {}, counter));
    }
    switch (r.operation) {
      case 'ClientConfiguration':
        return send(req, res, 200, fx.graphQLConfiguration(state.merchant));
      case 'DeletePaymentMethodFromSingleUseToken': {
        if (!bearer.includes('customer_id=')) return send(req, res, 200, graphQLError('AUTHORIZATION', 'Authorization failed'));
        const nonce = r.body.variables?.input?.singleUseTokenId;
        const index = state.vault.findIndex((m) => m.nonce === nonce);
        if (index < 0) {
          return send(req, res, 200, { ...graphQLError('NOT_FOUND', 'Record not found', { legacyCode: '91800' }), data: { deletePaymentMethodFromSingleUseToken: null } });
        }
        state.vault.splice(index, 1);
        return send(req, res, 200, { data: { deletePaymentMethodFromSingleUseToken: { clientMutationId: null } }, extensions: { requestId: 'emulator' } });
      }
      case 'CreateVenmoPaymentContext': {
        if (!state.merchant.venmo) return send(req, res, 200, graphQLError('AUTHORIZATION', 'Venmo is not enabled'));
        counter += 1;
        const context = fx.venmoPaymentContext(r.body.variables?.input ?? {}, counter);
        venmoContexts.set(context.id, context);
        return send(req, res, 200, { data: { createVenmoPaymentContext: { clientMutationId: null, venmoPaymentContext: fx.venmoContextCreated(context) } }, extensions: { requestId: 'emulator' } });
      }
      case 'PaymentContext': {
        const context = venmoContexts.get(r.body.variables?.id);
        if (!context) return send(req, res, 200, { ...graphQLError('NOT_FOUND', 'Record not found'), data: { node: null } });
        return send(req, res, 200, { data: { node: fx.venmoContextStatus(context) }, extensions: { requestId: 'emulator' } });
      }
      case 'UpdateVenmoPaymentContextStatus': {
        const context = venmoContexts.get(r.body.variables?.input?.id);
        if (context) context.status = r.body.variables.input.status;
        return send(req, res, 200, { data: { updateVenmoPaymentContextStatus: { clientMutationId: null } }, extensions: { requestId: 'emulator' } });
      }
      default:
        return send(req, res, 200, graphQLError('VALIDATION', `emulator: unsupported operation ${r.operation}`));
    }
  }

  const { port } = transport;
  const safety = setTimeout(transport.close, safetyTimeoutMs);
  safety.unref();
  transport.server.once('close', () => clearTimeout(safety));

  const emulator = {
    port,
    requests,
    state,
    preflightDelayMs,
    configurationDelayMs: 0,
    /** A status (404, 405, 410): the REST configuration endpoint answers as retired, and only GraphQL's serves it. */
    restConfigurationRetired: undefined,
    /**
     * route (or `graphql:<operation>`) → ms: its requests arrive this much later, as over a real network. braintree-web's popups need it:
     * the SDK sends its window to the gateway's answer, and an answer faster than the window's first page (only
     * on loopback) lets that page's navigation win over the SDK's. The value may be a function of the request's
     * record (to hold one client token's requests only), and Infinity holds a request until the browser gives up
     * (answers slower than braintree-web's timeouts: slow-answers.test.mjs).
     */
    delays: {},
    /** Records of the requests that were held, in arrival order; `abandoned` once the browser gave up on one. */
    held,
    /** The hosts it answers for (a browser without Chromium's resolver rules reaches them through a proxy). */
    hosts,
    /** Chromium flags: the gateway hosts resolve here, every other name fails, the certificate is trusted by key. */
    chromiumArgs: [
      `--host-resolver-rules=${hosts.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ')}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`,
    ],
    /** The next request to `route` gets this answer instead; `cors: false` leaves out the CORS headers (the browser refuses it, as a network error). */
    override(route, status, body, { cors = true } = {}) { overrides.set(route, { status, body, cors }); },
    /**
     * Venmo's payment contexts (id → { id, status, customerClient, … }), newest last. The shopper's app scanning and
     * approving one: `venmoApp('SCANNED' | 'APPROVED' | 'FAILED' …)` sets the newest desktop context's status (an
     * approved one gets its payment method, the nonce the SDK's polling reads).
     */
    venmoContexts,
    venmoApp(status) {
      const context = [...venmoContexts.values()].filter((c) => c.customerClient === 'DESKTOP').pop();
      if (!context) throw new Error('emulator: no desktop Venmo payment context yet');
      context.status = status;
      if (status === 'APPROVED') context.paymentMethodId = `emu-venmo-nonce-${context.id.split('-').pop()}`;
      return context;
    },
    /**
     * Every request to `route` (or one GraphQL operation, `graphql:<operation>`) gets this answer until reset();
     * `type` is its Content-Type (JSON unless given).
     */
    fail(route, status, body = { error: { message: 'emulator: failing on purpose' } }, { type } = {}) { failing.set(route, { status, body, type }); },
    /** Forgets requests, overrides and failures; restores the merchant and the vault. */
    reset() {
      requests.length = 0;
      held.length = 0;
      emulator.delays = {};
      emulator.restConfigurationRetired = undefined;
      overrides.clear();
      failing.clear();
      lookups.clear();
      cards.clear();
      paypalTokens.clear();
      venmoContexts.clear();
      counter = 0;
      state.merchant = fx.defaultMerchant();
      state.vault = fx.savedMethods();
    },
    /** Recorded requests to `route`, or of one GraphQL operation (`graphql:<operation>`); preflights are their own route. */
    seen(route) { return requests.filter((r) => r.route === route || keyOf(r) === route); },
    close: transport.close,
  };
  return emulator;
}
