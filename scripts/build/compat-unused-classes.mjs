// preact/compat's classes featherdrop does not use (Suspense, SuspenseList, PureComponent) set up their
// prototypes in top-level statements, which esbuild keeps whether or not anything imports the class: 0.45 kB
// brotli of the first view. This rewrites each class, its declaration and its prototype's setup, into one
// `/* @__PURE__ */` function call at the place of its last setup statement, so esbuild drops it when nothing
// uses the class and keeps it, working as before, when something does (docs/performance.md, "Size decisions").
// The setup's shape is checked: a preact/compat whose classes are built differently fails the build by name.
import { parse } from 'acorn';
import { readFileSync } from 'node:fs';

/** The classes, by their exported names. */
export const UNUSED_CLASSES = ['Suspense', 'SuspenseList', 'PureComponent'];

const failure = (what) => new Error(`preact/compat's unused classes: ${what}; check scripts/build/compat-unused-classes.mjs against the installed preact`);

/** Every node below `node`, with whether it sits inside a function. */
function* nodes(node, inFunction = false) {
  if (!node || typeof node.type !== 'string') return;
  yield [node, inFunction];
  const inside = inFunction || /Function/.test(node.type);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') yield* nodes(child, inside);
  }
}

/** The class whose prototype `expression` sets up (`X.prototype.a = …`, `(X.prototype = new C).a = …`), if any. */
function classSetUp(expression) {
  if (expression.type !== 'AssignmentExpression') return undefined;
  let target = expression.left;
  while (target.type === 'MemberExpression') {
    if (target.object.type === 'Identifier' && target.property.name === 'prototype') return target.object.name;
    if (target.object.type === 'AssignmentExpression') return classSetUp(target.object);
    target = target.object;
  }
  return undefined;
}

/** compat.module.js's source with each of `classes` (exported names) built in a pure call. */
export function pureUnusedClasses(source, classes = UNUSED_CLASSES) {
  const program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const exported = new Map(program.body.filter((s) => s.type === 'ExportNamedDeclaration' && !s.source)
    .flatMap((s) => s.specifiers).map((s) => [s.exported.name, s.local.name]));
  const edits = [];
  for (const name of classes) {
    const local = exported.get(name);
    if (!local) throw failure(`it exports no ${name}`);
    const declaration = program.body.find((s) => s.type === 'FunctionDeclaration' && s.id.name === local);
    if (!declaration) throw failure(`${name} is not a function declared at the top level`);
    // The top-level expressions setting its prototype up, in order, each with the statement it is in.
    const setUp = program.body.filter((s) => s.type === 'ExpressionStatement').flatMap((statement) => {
      const members = statement.expression.type === 'SequenceExpression' ? statement.expression.expressions : [statement.expression];
      return members.filter((member) => classSetUp(member) === local).map((member) => ({ statement, member, members }));
    });
    if (!setUp.some(({ member }) => member.left.object?.type === 'AssignmentExpression')) throw failure(`${name}'s prototype is not set up as \`(${local}.prototype = new Component)…\``);
    const last = setUp.at(-1).statement;
    const inside = (node, outer) => node.start >= outer.start && node.end <= outer.end;
    // Anywhere else, it may be named only where it is read after the call: in a function, or below it.
    for (const [node, inFunction] of nodes(program)) {
      if (node.type !== 'Identifier' || node.name !== local || inFunction || node.start >= last.end) continue;
      if (inside(node, declaration) || setUp.some(({ member }) => inside(node, member))) continue;
      throw failure(`${name} (${local}) is read at the top level before its prototype is set up`);
    }
    const text = (node) => source.slice(node.start, node.end);
    edits.push({ start: declaration.start, end: declaration.end, text: '' });
    for (const statement of new Set(setUp.map((s) => s.statement))) {
      const { members } = setUp.find((s) => s.statement === statement);
      const kept = members.filter((member) => classSetUp(member) !== local).map(text);
      const built = statement === last ? `var ${local}=/* @__PURE__ */(()=>{${text(declaration)};${setUp.map(({ member }) => `${text(member)};`).join('')}return ${local}})();` : '';
      edits.push({ start: statement.start, end: statement.end, text: (kept.length ? `${kept.join(',')};` : '') + built });
    }
  }
  edits.sort((a, b) => b.start - a.start);
  for (const [later, earlier] of edits.slice(0, -1).map((edit, i) => [edit, edits[i + 1]])) if (earlier.end > later.start) throw failure('two classes share a statement it cannot split');
  return edits.reduce((code, edit) => code.slice(0, edit.start) + edit.text + code.slice(edit.end), source);
}

/** The esbuild plugin: compat.module.js with its unused classes in pure calls. */
export const compatUnusedClasses = {
  name: 'compat-unused-classes',
  setup(build) {
    build.onLoad({ filter: /[\\/]preact[\\/]compat[\\/]dist[\\/]compat\.module\.js$/ }, (args) => ({ contents: pureUnusedClasses(readFileSync(args.path, 'utf8')), loader: 'js' }));
  },
};
