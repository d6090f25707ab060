// preact/compat's Suspense, SuspenseList and PureComponent built in pure calls (scripts/build/compat-unused-classes.mjs):
// gone from a bundle that does not use them, working as before in one that does (this file's bundle, built
// with the same plugins, imports them from 'react').
import { freshContainer, settle } from './dom.js';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lazy, PureComponent, Suspense, SuspenseList, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { pureUnusedClasses, UNUSED_CLASSES } from '../../scripts/build/compat-unused-classes.mjs';

const installed = readFileSync(join(dirname(createRequire(join(process.cwd(), 'package.json')).resolve('preact/compat/package.json')), 'dist/compat.module.js'), 'utf8');

test('each class of the installed preact/compat is built in one pure call, where its prototype was set up', () => {
  const code = pureUnusedClasses(installed);
  const exported = new Map([...code.matchAll(/(\w+) as (\w+)/g)].map(([, local, name]) => [name, local]));
  for (const name of UNUSED_CLASSES) {
    const local = exported.get(name)!;
    assert.ok(code.includes(`var ${local}=/* @__PURE__ */(()=>{function ${local}(`), name);
    assert.not.ok(new RegExp(`[,;}]\\(${local}\\.prototype=new`).test(code.replace(/\/\* @__PURE__ \*\/\(\(\)=>\{[^]*?return \w+\}\)\(\);/g, '')), `${name}'s set-up is outside its call`);
  }
  assert.is(code.match(/export\{[^}]*\}/)![0], installed.match(/export\{[^}]*\}/)![0], 'the exports are the same');
});

test('a preact/compat built differently fails the build, naming what changed', () => {
  assert.throws(() => pureUnusedClasses(installed, ['Suspense', 'Lazy']), /preact\/compat's unused classes: it exports no Lazy/);
  const suspense = installed.match(/(\w+) as Suspense\b/)![1];
  const readEarly = installed.replace('export{', `var early=${suspense};export{`).replace(/^/, `var first=${suspense};`);
  assert.throws(() => pureUnusedClasses(readEarly, ['Suspense']), new RegExp(`Suspense \\(${suspense}\\) is read at the top level before its prototype is set up`));
});

test('a bundle that imports them still has them working: Suspense shows its fallback until a lazy component is in', async () => {
  const container = freshContainer();
  let arrive!: (module: { default: () => ReactElement }) => void;
  const Late = lazy(() => new Promise<{ default: () => ReactElement }>((resolve) => { arrive = resolve; }));
  const root = createRoot(container);
  root.render(<Suspense fallback={<p>waiting</p>}><Late /></Suspense>);
  await settle();
  assert.is(container.textContent, 'waiting');
  arrive({ default: () => <p>arrived</p> });
  await settle();
  assert.is(container.textContent, 'arrived');
  root.unmount();
});

test('...SuspenseList renders its children, PureComponent skips a render when its props are the same', async () => {
  const container = freshContainer();
  let renders = 0;
  class Counted extends PureComponent<{ label: string }> {
    override render() {
      renders++;
      return <span>{this.props.label}</span>;
    }
  }
  const root = createRoot(container);
  root.render(<SuspenseList revealOrder="forwards"><Counted label="a" /></SuspenseList>);
  await settle();
  root.render(<SuspenseList revealOrder="forwards"><Counted label="a" /></SuspenseList>);
  await settle();
  assert.is(container.textContent, 'a');
  assert.is(renders, 1);
  root.render(<SuspenseList revealOrder="forwards"><Counted label="b" /></SuspenseList>);
  await settle();
  assert.is(container.textContent, 'b');
  assert.is(renders, 2);
  root.unmount();
});

test.run();
