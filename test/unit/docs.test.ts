// The docs cannot drift from the code: the marked tables of docs/*.md (scripts/docs-tables.mjs) against
// src/api/ (read with the TypeScript compiler), the error pages against the catalogue, the test-card
// table against the simulator's cards, and every relative link and anchor of README.md and docs/*.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { codeSpans, markedTables, type MarkedTable } from '../../scripts/docs-tables.mjs';
import { messages } from '../../src/errors.js';
import { threeDSecureMessages } from '../../src/flows/threeDSecure/messages.js';
import { INVALID as INVALID_LOCAL_PAYMENT } from '../../src/flows/localPayment/definition.js';
import { OPEN_FIRST_INVALID } from '../../src/dropin/open-first.js';
import { sdkVersionInvalid } from '../../src/flows/paypal/v5/check.js';
import { REPEAT_INVALID } from '../../src/flows/paypal/vault-initiated/repeat.js';
import { LAYOUT_INVALID } from '../../src/dropin/layout.js';
import { EXPRESS_INVALID } from '../../src/dropin/express.js';
import { HIDE_ALL, HIDE_INVALID } from '../../src/dropin/hide-options.js';
import { THREE_D_SECURE_ERRORS } from '../../src/flows/threeDSecure/errors.js';
import { CVV_FAILS, DECLINED } from '../../src/flows/card/simulator/card-tokenize.js';
import { CARDS as THREE_D_SECURE_CARDS } from '../../src/flows/threeDSecure/simulator/three-d-secure.js';
import { allEnglish } from './support/english.js';
import { everyOption as optionDefinitions } from './support/every-option.js';
import { VENMO_DEFAULTS } from '../../src/flows/venmo/defaults.js';

const root = process.cwd();
const docFiles = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every marked table of the docs, by name, with the file it is in. */
const tables = new Map<string, MarkedTable & { file: string }>();
for (const file of docFiles) {
  for (const [name, table] of markedTables(read(file))) {
    assert.not.ok(tables.has(name), `two tables are marked ${name}`);
    tables.set(name, { ...table, file });
  }
}
const table = (name: string) => {
  const found = tables.get(name);
  if (!found) throw new Error(`no docs table is marked <!-- table: ${name} --> (an interface of src/api.ts merchants pass or get)`);
  return found;
};
/** The name a row documents: the first code span of its first cell. */
const rowName = (row: string[]) => codeSpans(row[0])[0] ?? '';

// ---- src/api/ (what src/api.ts re-exports), read with the TypeScript compiler as one text ----

const apiText = ['src/api/options.ts', 'src/api/instance.ts'].map(read).join('\n');
const api = ts.createSourceFile('api.ts', apiText, ts.ScriptTarget.ES2022, true);
const interfaces = new Map<string, ts.InterfaceDeclaration>();
api.forEachChild((node) => {
  if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
});
const propertyName = (member: ts.TypeElement) => (member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : '');
/** A type's properties, with those of the api.ts interfaces it extends (e.g. the line items' shared fields). */
const members = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode): ts.PropertySignature[] => [
  ...(ts.isInterfaceDeclaration(node) ? node.heritageClauses ?? [] : []).flatMap((clause) => clause.types)
    .flatMap((base) => (interfaces.has(base.expression.getText(api)) ? members(interfaces.get(base.expression.getText(api))!) : [])),
  ...node.members.filter(ts.isPropertySignature),
];

/** The interfaces of api.ts a type names, and its inline object types, through unions and arrays. */
function parts(type: ts.TypeNode | undefined): Array<ts.InterfaceDeclaration | ts.TypeLiteralNode> {
  if (!type) return [];
  if (ts.isTypeLiteralNode(type)) return [type];
  if (ts.isUnionTypeNode(type) || ts.isIntersectionTypeNode(type)) return type.types.flatMap(parts);
  if (ts.isArrayTypeNode(type)) return parts(type.elementType);
  if (ts.isParenthesizedTypeNode(type)) return parts(type.type);
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText(api);
    if (interfaces.has(name)) return [interfaces.get(name)!];
    return (type.typeArguments ?? []).flatMap(parts); // Partial<…>, Record<K, V>, Array<…>
  }
  return [];
}

/** The interfaces the docs must have a table for: every one reachable from what merchants pass and get. */
function reachable(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (node: ts.InterfaceDeclaration | ts.TypeLiteralNode) => {
    if (ts.isInterfaceDeclaration(node)) {
      if (seen.has(node.name.text)) return;
      seen.add(node.name.text);
    }
    for (const member of members(node)) parts(member.type).forEach(visit);
  };
  roots.forEach((name) => visit(interfaces.get(name)!));
  return [...seen];
}
const DOCUMENTED = reachable(['DropinOptions', 'RequestPaymentMethodOptions', 'PaymentMethodResult', 'DropinEvents']);

/** Does `a.b.c` name a property path of the interface (through inline object types and named interfaces)? */
function resolves(node: ts.InterfaceDeclaration | ts.TypeLiteralNode, path: string[]): boolean {
  const member = members(node).find((m) => propertyName(m) === path[0]);
  if (!member) return false;
  return path.length === 1 || parts(member.type).some((part) => resolves(part, path.slice(1)));
}

test('the docs have a table for every interface merchants pass or get, and each table names its type', () => {
  for (const name of ['DropinOptions', 'CardOptions', 'PayPalOptions', 'ThreeDSecureOptions', 'ThreeDSecureVerifyOptions', 'CardEvent']) {
    assert.ok(DOCUMENTED.includes(name), `${name} is reached from the roots`);
  }
  for (const name of DOCUMENTED) table(name);
  const special = ['errors', 'sheet-messages', 'test-cards'];
  for (const name of tables.keys()) assert.ok(special.includes(name) || interfaces.has(name), `a docs table is marked ${name}, which src/api.ts does not declare`);
});

for (const name of DOCUMENTED) {
  test(`${name}: the docs table lists every property of the type, and only those`, () => {
    const { rows, file } = table(name);
    const node = interfaces.get(name)!;
    const declared = members(node).map(propertyName).sort();
    const named = rows.map(rowName);
    assert.not.ok(named.includes(''), `${file}, ${name}: a row without a code span naming the property`);
    const documented = [...new Set(named.map((n) => n.split('.')[0]))].sort();
    const missing = declared.filter((p) => !documented.includes(p));
    const unknown = named.filter((n) => !resolves(node, n.split('.')));
    assert.equal(missing, [], `${file}, ${name}: not documented: ${missing.join(', ')}`);
    assert.equal(unknown, [], `${file}, ${name}: documented but not in src/api.ts: ${unknown.join(', ')}`);
  });
}

test('DropinEvents: every event\'s payload is described — "none", the payload type\'s name, or each field of it', () => {
  const { rows } = table('DropinEvents');
  for (const member of members(interfaces.get('DropinEvents')!)) {
    const row = rows.find((r) => rowName(r) === propertyName(member))!;
    const payload = row[1];
    const type = member.type!;
    if (type.kind === ts.SyntaxKind.UndefinedKeyword) assert.is(payload, 'none', propertyName(member));
    else if (ts.isTypeReferenceNode(type)) assert.ok(payload.includes(type.typeName.getText(api)), `${propertyName(member)}: ${payload}`);
    else if (ts.isTypeLiteralNode(type)) {
      for (const field of members(type).map(propertyName)) assert.ok(new RegExp(`\\b${field}\\b`).test(payload), `${propertyName(member)}: ${field} is not in "${payload}"`);
    } else assert.unreachable(`${propertyName(member)}: a payload type the docs test does not know`);
  }
});

test('the docs tables check catches an undocumented option (the test is not vacuous)', () => {
  const changed = ts.createSourceFile('api.ts', apiText.replace('export interface DropinOptions {', 'export interface DropinOptions {\n  madeUpOption?: boolean;'), ts.ScriptTarget.ES2022, true);
  let node: ts.InterfaceDeclaration | undefined;
  changed.forEachChild((n) => { if (ts.isInterfaceDeclaration(n) && n.name.text === 'DropinOptions') node = n; });
  const documented = table('DropinOptions').rows.map((r) => rowName(r).split('.')[0]);
  assert.equal(members(node!).map(propertyName).filter((p) => !documented.includes(p)), ['madeUpOption']);
});

// ---- defaults ----

/** A default as the docs write it: `true`, `"multi_use"`. */
const written = (value: unknown) => `\`${JSON.stringify(value)}\``;

test('documented defaults are the code\'s: every Venmo option, the payment options\' order', () => {
  const { header, rows } = table('VenmoOptions');
  const column = header.indexOf('default');
  assert.ok(column > 0, 'the Venmo table has a default column');
  for (const row of rows) {
    const code = (VENMO_DEFAULTS as Record<string, unknown>)[rowName(row)];
    assert.is(row[column], code === undefined ? '—' : written(code), rowName(row));
  }
  const dropin = table('DropinOptions');
  const priority = dropin.rows.find((row) => rowName(row) === 'paymentOptionPriority')!;
  assert.is(priority[dropin.header.indexOf('default')], `\`[${optionDefinitions.map((d) => `'${d.id}'`).join(', ')}]\``);
});

// ---- errors ----

/** The script-tag form's own messages (src/script-tag.ts's constants). */
const scriptTagMessages = [...read('src/script-tag.ts').matchAll(/^const NO_\w+ = '([^']+)';$/gm)].map((m) => m[1]);
const quoted = (cell: string) => [...cell.matchAll(/'([^']+)'/g)].map((m) => m[1]);

test('docs/errors.md lists every error message a merchant can get, each once, and no other', () => {
  assert.is(scriptTagMessages.length, 2);
  const expected = [
    ...Object.values(messages), ...Object.values(threeDSecureMessages), ...scriptTagMessages, INVALID_LOCAL_PAYMENT, OPEN_FIRST_INVALID, LAYOUT_INVALID, EXPRESS_INVALID, HIDE_INVALID, HIDE_ALL,
    sdkVersionInvalid('paypal'), sdkVersionInvalid('paypalCredit'), ...Object.values(REPEAT_INVALID),
    THREE_D_SECURE_ERRORS.NOT_ENABLED[1], THREE_D_SECURE_ERRORS.CAN_NOT_USE_TOKENIZATION_KEY[1],
  ].sort();
  const { rows } = table('errors');
  const listed = rows.map((row) => quoted(row[0])[0]).sort();
  assert.equal(listed, expected);
  for (const row of rows) assert.match(row[1], /^(merchant|customer|network|unknown|internal)\b/, `a type for ${row[0]}`);
  for (const row of rows) assert.ok(row[3].trim().length > 0, `what to do about ${row[0]}`);
});

test('docs/errors.md gives every error and field message the shopper can see, in its English words', () => {
  const shown = (key: string) => /Error$|MustBeUsed$|^field(Empty|Invalid|TooLong)For/.test(key) || key === 'subscriptionCannotBeDeleted';
  const { rows } = table('sheet-messages');
  const text = rows.map((row) => row.join(' | ')).join('\n');
  for (const [key, english] of Object.entries(allEnglish).filter(([key]) => shown(key))) {
    assert.ok(text.includes(`\`${key}\``), `${key} is not in the table`);
    assert.ok(text.includes(`"${english}"`), `${key}'s text "${english}" is not in the table`);
  }
  for (const key of rows.map(rowName)) assert.ok(Object.hasOwn(allEnglish, key), `${key} is no string key`);
});

// ---- the test cards ----

const digits = (cell: string) => (codeSpans(cell)[0] ?? '').replace(/\s/g, '');

test('every special card and CVV of the simulator is in the test-card table of docs/simulator.md', () => {
  const { rows, header } = table('test-cards');
  assert.equal(header.slice(0, 2), ['card number', 'CVV']);
  const numbers = rows.map((row) => digits(row[0]));
  assert.ok(numbers.includes(DECLINED), 'the declined card');
  assert.ok(rows.some((row) => digits(row[1]) === CVV_FAILS), 'the failing CVV');
  for (const key of Object.keys(THREE_D_SECURE_CARDS)) {
    const [bin, lastFour] = key.split(':');
    assert.ok(numbers.some((n) => n.startsWith(bin) && n.endsWith(lastFour)), `the 3D Secure card ${key}`);
  }
  // A card number in the docs is a valid number (the browser test pays with each).
  for (const number of numbers) assert.match(number, /^\d{13,19}$/);
});

// ---- links ----

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) => heading.trim().toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N}\- ]/gu, '').replace(/ /g, '-');
const withoutCode = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const m of withoutCode(read(file)).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n ? `${base}-${n}` : base);
  }
  return result;
}

test('every relative link in README.md and docs/*.md points to a file, and every anchor to a heading there', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const file of docFiles) {
    for (const m of withoutCode(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) continue;
      checked++;
      const [path, anchor] = target.split('#');
      const resolved = path ? relative(root, join(dirname(join(root, file)), path)) : file;
      if (!existsSync(join(root, resolved))) broken.push(`${file}: ${target} (no such file)`);
      else if (anchor !== undefined && (!resolved.endsWith('.md') || !anchors(resolved).has(anchor))) broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  assert.ok(checked > 50, `only ${checked} links found`);
  assert.equal(broken, []);
});

/** The project's text files outside docs/: sources, tests, scripts (their comments point into the docs too). */
function projectFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'fixtures', 'screenshots'].includes(entry.name) ? [] : projectFiles(path);
    return /\.(m?js|cjs|tsx?|css|html|json)$/.test(entry.name) ? [path] : [];
  });
}

test('every section named in prose (`README, "Quick start"`, `architecture.md "Layers"`) is a heading of that page', () => {
  const files = [...docFiles, 'build.mjs', 'size-limits.json', '.size-limit.mjs', ...['src', 'test', 'scripts', 'demo', 'bench'].flatMap(projectFiles)]
    .filter((file) => file !== 'test/unit/docs.test.ts');
  // A section: a heading, or a bold item title (`- **Later chunks.** …`).
  const headings = (file: string) => [...withoutCode(read(file)).matchAll(/^(?:#{1,6} (.+)|- \*\*(.+?)\.?\*\*)/gm)].map((m) => (m[1] ?? m[2]).replace(/`/g, '').trim());
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    for (const m of read(file).matchAll(/\b(README|[\w-]+\.md),? "([^"\n]+)"/g)) {
      const page = m[1] === 'README' || m[1] === 'README.md' ? 'README.md' : `docs/${m[1]}`;
      checked++;
      if (!existsSync(join(root, page))) broken.push(`${file}: ${m[0]} (no such page)`);
      else if (!headings(page).includes(m[2])) broken.push(`${file}: ${m[0]} (no such heading in ${page})`);
    }
  }
  assert.ok(checked > 20, `only ${checked} references found`);
  assert.equal(broken, []);
});

test('the link check knows GitHub\'s anchors', () => {
  assert.is(slug('A "Test mode — simulated gateway" badge shows'), 'a-test-mode--simulated-gateway-badge-shows');
  assert.is(slug('requestPaymentMethod options'), 'requestpaymentmethod-options');
  assert.is(slug('`card:*` events'), 'card-events');
});

test('architecture.md reads in a few minutes: at most 1,500 words, product decisions in decisions.md', () => {
  const words = read('docs/architecture.md').split(/\s+/).filter(Boolean).length;
  assert.ok(words <= 1500, `docs/architecture.md has ${words} words`);
  assert.ok(existsSync(join(root, 'docs/decisions.md')));
});

test.run();
