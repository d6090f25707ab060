// Brand marks, compiled at build time from icon libraries (devDependencies only; CC0-1.0 or MIT, below): each mark the
// widget shows becomes a small module holding its SVG as data, so only the marks a view needs ship, with
// that view. `import marks from 'featherdrop-marks:visa'` gives { visa: Mark }; a group name gives its marks.
// Sources (theming.md, "Brand artwork"): SVG Logos by Gil Barbara (@iconify-json/logos) and, for Venmo, which
// it lacks, Simple Icons (@iconify-json/simple-icons). Neither library has Hiper or Mir: those two show the
// generic card with the brand's name (src/ui/Mark.tsx). The local payment methods' marks (iDEAL, Bancontact,
// BLIK, EPS, Swish) and SEPA Direct Debit's, which neither has, come from react-pay-icons (MIT, Tommy Ljungberg),
// read as data. A US bank account (ACH) has no brand shoppers know: its mark is a bank building, Heroicons'
// building-library (MIT, Tailwind Labs; @iconify-json/heroicons).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import svgpath from 'svgpath';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SETS = {
  logos: '@iconify-json/logos/icons.json',
  'simple-icons': '@iconify-json/simple-icons/icons.json',
  heroicons: '@iconify-json/heroicons/icons.json',
};

/** SVG attribute names as React spells them (react-pay-icons' components) → as SVG does. */
const svgName = (key) => (key === 'className' ? 'class' : key === 'xlinkHref' ? 'href' : /^(viewBox|gradient|pattern|spread|stdDeviation|preserveAspectRatio)/.test(key) ? key
  : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/**
 * One react-pay-icons icon as an Iconify icon ({ body, width, height }): the package ships each as a small React
 * component module; it is run here with a stand-in JSX runtime that records the elements (no React needed).
 */
function reactPayIcon(name) {
  const source = readFileSync(require.resolve(`react-pay-icons/${name}`), 'utf8');
  const runtime = /^import \{([^}]*)\} from "react\/jsx-runtime";$/m.exec(source);
  const exported = /export \{\s*(\w+) as default\s*\};/.exec(source);
  if (!runtime || !exported) throw new Error(`brand marks: react-pay-icons/${name} is not a plain JSX module`);
  const element = (tag, { children, ...props }) => ({ tag, props, kids: children === undefined ? [] : [].concat(children) });
  const names = runtime[1].split(',').map((part) => part.trim().split(/\s+as\s+/).pop());
  const body = source.replace(runtime[0], '').replace(exported[0], `return ${exported[1]};`).replace(/\/\/# sourceMappingURL=.*$/m, '');
  const component = new Function(...names, body)(...names.map(() => element));
  const { props: svgProps, kids: children } = component({});
  const attr = (props) => Object.entries(props).map(([k, v]) => ` ${svgName(k)}="${String(v).replace(/"/g, '&quot;')}"`).join('');
  const markup = ({ tag, props, kids }) => `<${tag}${attr(props)}>${kids.map(markup).join('')}</${tag}>`;
  const [, , width, height] = svgProps.viewBox.split(/\s+/).map(Number);
  // The svg element's own presentation attributes (fill="none") wrap the body, as the svg element did.
  const { xmlns, viewBox, ...outer } = svgProps;
  const inner = children.map(markup).join('');
  return { body: Object.keys(outer).length ? `<g${attr(outer)}>${inner}</g>` : inner, width, height };
}

const iconOf = (set, name) => (set === 'react-pay-icons' ? { icons: { [name]: reactPayIcon(name) } } : require(SETS[set]));

/**
 * id → [set, icon, adjustments], from each slice's marks.json (`sources`; `groups` names marks that travel
 * together). `keep` lists the elements kept (by index in the icon's body; a small mark drops a wordmark
 * unreadable at 24 px: Mastercard's and Maestro's symbol, Diners Club's roundel) and the view box then fits
 * what is left; `fill` colours a one-colour icon (Simple Icons' are currentColor). The ids are the
 * hosted-fields card types (the `<brand>-card-icon` hooks) and the options' marks (their definitions' `mark`).
 */
const sliceMarks = readdirSync(join(root, 'src/flows')).sort()
  .filter((slice) => existsSync(join(root, 'src/flows', slice, 'marks.json')))
  .map((slice) => JSON.parse(readFileSync(join(root, 'src/flows', slice, 'marks.json'), 'utf8')));
export const MARK_SOURCES = Object.assign({}, ...sliceMarks.map((marks) => marks.sources));

/** Elements of an icon body: [tag, attributes, children]. Iconify bodies are small, well-formed SVG. */
function parse(body) {
  const root = ['', {}, []];
  const stack = [root];
  const tags = /<(\/?)([\w:-]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g;
  for (const [, closing, tag, attrText, selfClosing] of body.matchAll(tags)) {
    if (closing) {
      stack.pop();
      continue;
    }
    const attrs = Object.fromEntries([...attrText.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    const node = [tag, attrs, []];
    stack[stack.length - 1][2].push(node);
    if (!selfClosing) stack.push(node);
  }
  return root[2];
}

/** The bounding box of the paths drawn, without transforms (control points included: a little generous, never short). */
function bounds(nodes) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (list) => {
    for (const [tag, attrs, children] of list) {
      if (tag === 'defs') continue;
      if (tag === 'path' && attrs.d) {
        const add = (x, y) => {
          box[0] = Math.min(box[0], x);
          box[1] = Math.min(box[1], y);
          box[2] = Math.max(box[2], x);
          box[3] = Math.max(box[3], y);
        };
        // x, y: where the segment starts; H and V carry one coordinate, the other is the start's.
        svgpath(attrs.d).abs().unarc().iterate((segment, _, x, y) => {
          if (segment[0] === 'H') add(segment[1], y);
          else if (segment[0] === 'V') add(x, segment[1]);
          else for (let i = 1; i + 1 < segment.length; i += 2) add(segment[i], segment[i + 1]);
        });
      }
      walk(children);
    }
  };
  walk(nodes);
  return box;
}

const round = (n, digits) => Number(n.toFixed(digits));

/**
 * One mark as data: [viewBox, nodes], with paths rounded to what a 24 px mark can show (1/256 of its
 * size), ids replaced by a placeholder the renderer makes unique per instance (a gradient must never
 * point into another, possibly hidden, copy of the mark).
 */
export function compileMark(id) {
  const [set, name, { keep, fill } = {}] = MARK_SOURCES[id];
  const icons = iconOf(set, name);
  const icon = icons.icons[name];
  if (!icon) throw new Error(`brand marks: ${set}:${name} not found`);
  let nodes = parse(icon.body);
  let box = [icon.left ?? 0, icon.top ?? 0, icon.width ?? icons.width, icon.height ?? icons.height];
  if (keep) {
    nodes = nodes.filter((_, index) => keep.includes(index));
    const [x0, y0, x1, y1] = bounds(nodes);
    box = [x0, y0, x1 - x0, y1 - y0];
  }
  const size = Math.max(box[2], box[3]);
  const digits = Math.max(0, Math.ceil(Math.log10(256 / size)));
  const ids = new Map();
  const idOf = (name) => {
    if (!ids.has(name)) ids.set(name, `\0${ids.size.toString(36)}`);
    return ids.get(name);
  };
  const convert = ([tag, attrs, children]) => {
    const out = {};
    for (let [key, value] of Object.entries(attrs)) {
      if (key === 'd') value = svgpath(value).round(digits).toString();
      else if (key === 'id') value = idOf(value);
      else if (key === 'href' || key === 'xlink:href') {
        key = 'href';
        value = `#${idOf(value.slice(1))}`;
      } else value = value.replace(/url\(#([^)]+)\)/g, (_, ref) => `url(#${idOf(ref)})`).replace(/-?\d*\.\d{3,}/g, (n) => String(round(Number(n), 2)));
      out[key] = value;
    }
    if (fill && tag === 'path') out.fill = fill;
    return children.length ? [tag, out, children.map(convert)] : [tag, out];
  };
  const viewBox = box.map((n) => round(n, digits)).join(' ');
  return [viewBox, nodes.map(convert)];
}

/** A library whose licence asks for its notice in copies (MIT): the notice heads each mark file made from it. */
const NOTICES = {
  'react-pay-icons': '/*! react-pay-icons, MIT License, Copyright (c) Tommy Ljungberg */\n',
  heroicons: '/*! Heroicons, MIT License, Copyright (c) Tailwind Labs, Inc. */\n',
};

/** Each mark as a standalone module, `dist/esm/marks/<id>.js` (src/marks/load-marks.ts loads them through marks/index.js). */
export function markModules() {
  return Object.keys(MARK_SOURCES).map((id) => [id, `${NOTICES[MARK_SOURCES[id][0]] ?? ''}export default ${JSON.stringify({ [id]: compileMark(id) })};\n`]);
}

/** Marks that travel together (the card sheet's brand row: the brands most gateways accept), one chunk each. */
export const MARK_GROUPS = Object.assign({}, ...sliceMarks.map((marks) => marks.groups ?? {}));

/** esbuild plugin: `featherdrop-marks:<id or group>` → a module exporting those marks by id, nothing else. */
export const brandMarks = {
  name: 'brand-marks',
  setup(build) {
    // The path names the chunk: mark-visa-<hash>.js, mark-card-brands-<hash>.js.
    build.onResolve({ filter: /^featherdrop-marks:/ }, (args) => ({ path: `mark-${args.path.slice('featherdrop-marks:'.length)}`, namespace: 'brand-marks' }));
    build.onLoad({ filter: /.*/, namespace: 'brand-marks' }, (args) => {
      const name = args.path.slice('mark-'.length);
      const ids = MARK_GROUPS[name] ?? [name];
      const marks = Object.fromEntries(ids.map((id) => [id, compileMark(id)]));
      return { contents: `export default ${JSON.stringify(marks)};`, loader: 'js', watchFiles: Object.values(SETS).map((p) => require.resolve(p)) };
    });
  },
};
