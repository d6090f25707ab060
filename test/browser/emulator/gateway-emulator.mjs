// A tiny local HTTPS stand-in for the Braintree gateway, for the emulator browser tier
// (docs: /work/shared/DESIGN.md "Browser tests, two tiers"; wire shapes: notes/braintree-wire.md).
// Chromium is pointed at it with --host-resolver-rules (gateway hosts -> 127.0.0.1:port) and
// --ignore-certificate-errors, so the unmodified braintree-web SDK talks to it over https.
//
// It answers: REST client-token configuration, GET payment_methods (vault list), the GraphQL
// DeletePaymentMethodFromSingleUseToken mutation, analytics (any other POST -> 200), and every CORS
// preflight. Every request is recorded (method, host, path, query, headers, parsed body).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MERCHANT_ID = 'emu_merchant';
export const CLIENT_API_HOST = 'api.sandbox.braintreegateway.com';
export const GRAPHQL_HOST = 'payments.sandbox.braintree-api.com';
export const CONFIG_URL = `https://${CLIENT_API_HOST}/merchants/${MERCHANT_ID}/client_api/v1/configuration`;
export const SUPPORTED_CARD_TYPES = ['Visa', 'MasterCard', 'American Express', 'Discover'];

/** The wildcard hosts the SDK accepts (lib/is-verified-domain.js) plus Cardinal's. */
const HOSTS = ['*.braintreegateway.com', '*.braintree-api.com', '*.paypal.com', '*.cardinalcommerce.com'];

/** Chromium flag value mapping every gateway host to the emulator. */
export function hostResolverRules(port) {
  return HOSTS.map((h) => `MAP ${h} 127.0.0.1:${port}`).join(', ');
}

/** A throwaway self-signed certificate (openssl CLI), valid one day, SAN = the gateway hosts. */
function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-emulator-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=featherdrop gateway emulator',
      '-addext', `subjectAltName=${HOSTS.map((h) => `DNS:${h}`).join(',')}`,
    ], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 JSON client token; a fingerprint naming `customer_id=` means a customer (else guest). */
export function makeClientToken({ customer = true, fingerprint, configUrl = CONFIG_URL, graphQL } = {}) {
  const token = {
    version: 2,
    authorizationFingerprint: fingerprint ?? (customer ? 'fake_fingerprint&customer_id=42' : 'fake_fingerprint'),
    configUrl,
    environment: 'sandbox',
  };
  if (graphQL) token.graphQL = graphQL;
  return Buffer.from(JSON.stringify(token)).toString('base64');
}

function configuration() {
  const clientApiUrl = `https://${CLIENT_API_HOST}:443/merchants/${MERCHANT_ID}/client_api`;
  return {
    environment: 'sandbox',
    merchantId: MERCHANT_ID,
    clientApiUrl,
    assetsUrl: 'https://assets.braintreegateway.com',
    configUrl: CONFIG_URL,
    analytics: { url: `https://origin-analytics-sand.sandbox.braintree-api.com/${MERCHANT_ID}` },
    challenges: ['cvv', 'postal_code'],
    creditCards: { supportedCardTypes: SUPPORTED_CARD_TYPES },
    threeDSecureEnabled: false,
    paypalEnabled: false,
  };
}

function savedMethods() {
  return [
    {
      nonce: 'fake-vaulted-visa-nonce',
      default: true,
      type: 'CreditCard',
      description: 'ending in 11',
      hasSubscription: false,
      details: { bin: '411111', cardType: 'Visa', lastTwo: '11', lastFour: '1111', expirationMonth: '12', expirationYear: '2030' },
      binData: { prepaid: 'No', healthcare: 'No', debit: 'Unknown', commercial: 'Unknown', payroll: 'No', countryOfIssuance: 'USA' },
    },
    {
      nonce: 'fake-vaulted-mastercard-nonce',
      default: false,
      type: 'CreditCard',
      description: 'ending in 44',
      hasSubscription: false,
      details: { bin: '555555', cardType: 'MasterCard', lastTwo: '44', lastFour: '4444', expirationMonth: '06', expirationYear: '2031' },
    },
  ];
}

/**
 * Starts the emulator on 127.0.0.1 at a free port. Returns { port, requests, all, clientToken(), override(),
 * reset(), close() }. A safety timer (unref'ed) closes it if a test forgets to.
 */
export async function startGatewayEmulator({ safetyTimeoutMs = 55_000 } = {}) {
  const requests = [];
  /** Every request since start; reset() leaves it alone. */
  const all = [];
  let vault = savedMethods();
  /** One-shot canned answers by route name: 'configuration' | 'payment_methods' | 'graphql'. */
  const overrides = new Map();

  const server = createServer(makeCertificate(), (req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { raw += chunk; });
    req.on('end', () => {
      const url = new URL(req.url, `https://${req.headers.host ?? CLIENT_API_HOST}`);
      let body = raw;
      try { body = raw ? JSON.parse(raw) : undefined; } catch { /* keep the raw text */ }
      const record = {
        method: req.method,
        host: (req.headers.host ?? '').replace(/:\d+$/, ''),
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: { ...req.headers },
        body,
      };
      requests.push(record);
      all.push(record);
      answer(req, res, record);
    });
  });

  function send(req, res, status, payload) {
    const cors = {
      'Access-Control-Allow-Origin': req.headers.origin ?? '*',
      'Vary': 'Origin',
    };
    if (status === 204) {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const text = payload === undefined ? '' : JSON.stringify(payload);
    res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  }

  function answer(req, res, r) {
    if (r.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Methods': req.headers['access-control-request-method'] ?? 'GET, POST, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Content-Type',
        'Access-Control-Max-Age': '600',
        'Vary': 'Origin',
      });
      res.end();
      return;
    }
    const route = r.method === 'GET' && r.path === `/merchants/${MERCHANT_ID}/client_api/v1/configuration` ? 'configuration'
      : r.method === 'GET' && r.path === `/merchants/${MERCHANT_ID}/client_api/v1/payment_methods` ? 'payment_methods'
        : r.method === 'POST' && r.host === GRAPHQL_HOST && r.path === '/graphql' ? 'graphql'
          : r.method === 'POST' ? 'analytics'
            : 'unknown';
    r.route = route;
    const override = overrides.get(route);
    if (override) {
      overrides.delete(route);
      send(req, res, override.status, override.body);
      return;
    }
    switch (route) {
      case 'configuration':
        if (!r.query.authorizationFingerprint) return send(req, res, 401, { error: { message: 'Authorization failed' } });
        return send(req, res, 200, configuration());
      case 'payment_methods':
        if (!String(r.query.authorizationFingerprint ?? '').includes('customer_id=')) {
          return send(req, res, 403, { error: { message: 'Customer required' } });
        }
        return send(req, res, 200, { paymentMethods: r.query.defaultFirst === '1'
          ? [...vault].sort((a, b) => Number(b.default) - Number(a.default)) : vault });
      case 'graphql':
        return graphQL(req, res, r);
      case 'analytics':
        return send(req, res, 200, {});
      default:
        return send(req, res, 404, { error: { message: `emulator: no route for ${r.method} ${r.host}${r.path}` } });
    }
  }

  function graphQL(req, res, r) {
    if (!/^Bearer \S/.test(req.headers.authorization ?? '')) {
      return send(req, res, 200, { data: null, errors: [{ message: 'Authentication failed', extensions: { errorClass: 'AUTHENTICATION' } }] });
    }
    if (r.body?.operationName === 'DeletePaymentMethodFromSingleUseToken') {
      const nonce = r.body.variables?.input?.singleUseTokenId;
      const index = vault.findIndex((m) => m.nonce === nonce);
      if (index < 0) {
        return send(req, res, 200, {
          data: { deletePaymentMethodFromSingleUseToken: null },
          errors: [{ message: 'Record not found', locations: [{ line: 1, column: 1 }], path: ['deletePaymentMethodFromSingleUseToken'], extensions: { errorClass: 'NOT_FOUND', legacyCode: '91800' } }],
          extensions: { requestId: 'emulator' },
        });
      }
      vault.splice(index, 1);
      return send(req, res, 200, { data: { deletePaymentMethodFromSingleUseToken: { clientMutationId: null } }, extensions: { requestId: 'emulator' } });
    }
    return send(req, res, 200, { data: null, errors: [{ message: `emulator: unsupported operation ${r.body?.operationName}`, extensions: { errorClass: 'VALIDATION' } }] });
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();

  let closed;
  function close() {
    closed ??= new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  }
  const safety = setTimeout(close, safetyTimeoutMs);
  safety.unref();
  server.once('close', () => clearTimeout(safety));

  return {
    port,
    requests,
    all,
    hostResolverRules: hostResolverRules(port),
    clientToken: makeClientToken,
    /** The next request to `route` gets this answer instead. */
    override(route, status, body) { overrides.set(route, { status, body }); },
    /** Forgets recorded requests and overrides; restores the saved methods. */
    reset() { requests.length = 0; overrides.clear(); vault = savedMethods(); },
    /** Recorded requests other than CORS preflights. */
    seen(route) { return requests.filter((r) => r.method !== 'OPTIONS' && (!route || r.route === route)); },
    close,
  };
}
