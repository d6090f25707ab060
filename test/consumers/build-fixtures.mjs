// Fresh consumer projects and their builds. A project is a fixture's sources plus a node_modules laid
// out as `npm install` would: featherdrop extracted from the packed tarball, the tarball's
// dependencies and the fixture's own (react 18 or 19, …) linked from featherdrop's node_modules, so
// everything runs offline. Each bundler is driven through its Node API with the options a merchant's
// minimal config would have; its warnings are returned, because merchants read them.
import * as esbuild from 'esbuild';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { packed, root } from './pack.mjs';

const fixtures = join(root, 'test/consumers/fixtures');
const { devDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** One test file's scratch folder; FEATHERDROP_KEEP=1 leaves it behind for a look at the builds. */
export function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'featherdrop-consumer-'));
  return {
    dir,
    remove() {
      if (process.env.FEATHERDROP_KEEP) console.log(`kept ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** featherdrop's devDependency that provides `name@version`: the package itself or an npm alias of it. */
function providedBy(name, version) {
  if (devDependencies[name] === version) return name;
  const alias = Object.keys(devDependencies).find((dep) => devDependencies[dep] === `npm:${name}@${version}`);
  if (!alias) throw new Error(`a consumer fixture needs ${name}@${version}: add it to featherdrop's devDependencies (as an npm alias if another version is there)`);
  return alias;
}

/**
 * Creates the project `name` in `work` from fixtures/<source>, with `dependencies` added to its
 * package.json (e.g. { react: '18.3.1' }), and installs it. Returns the project folder.
 */
export function install(source, work, { name = source, dependencies = {} } = {}) {
  const dir = join(work, name);
  cpSync(join(fixtures, source), dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  manifest.dependencies = { ...manifest.dependencies, ...dependencies };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));

  const link = (dep, target) => {
    const at = join(dir, 'node_modules', dep);
    mkdirSync(dirname(at), { recursive: true });
    symlinkSync(target, at, 'dir');
  };
  const pkg = packed();
  // A real folder, as npm extracts it: featherdrop's own imports resolve from the project's node_modules.
  cpSync(pkg.dir, join(dir, 'node_modules/featherdrop'), { recursive: true });
  const own = Object.entries(manifest.dependencies).filter(([dep]) => dep !== 'featherdrop');
  for (const [dep, version] of own) link(dep, join(root, 'node_modules', providedBy(dep, version)));
  // What npm would install with the tarball; their own dependencies resolve through the links' real paths.
  for (const dep of Object.keys(pkg.manifest.dependencies ?? {})) {
    if (!Object.hasOwn(manifest.dependencies, dep)) link(dep, join(root, 'node_modules', dep));
  }
  return dir;
}

/** The fixture's index.html into the build output; a classic bundle gets a classic (deferred) script. */
function writePage(dir, out, { classic = false } = {}) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  writeFileSync(join(out, 'index.html'), classic ? html.replace('<script type="module"', '<script defer') : html);
}

/** esbuild's own text for its messages, as its CLI prints them. */
const esbuildText = (messages, kind) => esbuild.formatMessagesSync(messages, { kind, color: false }).map((m) => m.trim());

async function runEsbuild(dir, options) {
  try {
    const result = await esbuild.build({
      absWorkingDir: dir,
      entryPoints: [existsSync(join(dir, 'main.ts')) ? 'main.ts' : 'main.js'],
      bundle: true,
      logLevel: 'silent',
      // Linked packages (react-dom) resolve imports from their real folder in featherdrop's node_modules,
      // where their peer (react) is not installed (.npmrc); npm would have put it in the project's.
      nodePaths: [join(dir, 'node_modules')],
      ...options,
    });
    return esbuildText(result.warnings, 'warning');
  } catch (error) {
    throw new Error(`esbuild failed:\n${error.errors ? esbuildText(error.errors, 'error').join('\n') : error.message}`);
  }
}

/** The bundlers under test: each builds the project in `dir` into dir/dist and returns { out, warnings }. */
export const bundlers = {
  /**
   * esbuild, ESM with code splitting (its only way to split). `development` = an unminified dev build;
   * `plugins`, a test's own instruments.
   */
  async esbuildEsm(dir, { development = false, plugins = [] } = {}) {
    const out = join(dir, 'dist');
    const warnings = await runEsbuild(dir, {
      outdir: out, format: 'esm', splitting: true, minify: !development, plugins,
      define: { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') },
    });
    writePage(dir, out);
    return { out, warnings };
  },

  /**
   * An Angular app compiled just in time (no Angular CLI here; decorators as TypeScript's experimental ones,
   * which its JIT compiler reads), as a development build: unminified, Angular in development mode, which
   * reports an unknown element or property in the console.
   */
  async esbuildAngularDev(dir) {
    const out = join(dir, 'dist');
    const warnings = await runEsbuild(dir, {
      outdir: out, format: 'esm', splitting: true, minify: false, define: { 'process.env.NODE_ENV': '"development"' },
      tsconfigRaw: { compilerOptions: { experimentalDecorators: true, useDefineForClassFields: false } },
    });
    writePage(dir, out);
    return { out, warnings };
  },

  /** esbuild's default bundle shape: one IIFE, loaded by a classic script. */
  async esbuildIife(dir) {
    const out = join(dir, 'dist');
    const warnings = await runEsbuild(dir, { outfile: join(out, 'main.js'), format: 'iife', minify: true });
    writePage(dir, out, { classic: true });
    return { out, warnings };
  },

  /** `vite build` with no config file. */
  async viteBuild(dir) {
    const { build } = await import('vite');
    const { logger, warnings } = await viteLogger();
    try {
      await build({ root: dir, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir: 'dist' } });
    } catch (error) {
      throw new Error(`vite build failed: ${error.message}`);
    }
    return { out: join(dir, 'dist'), warnings };
  },

  /** webpack 5, production mode, no config beyond entry and output (webpack-cli's defaults). */
  async webpack(dir) {
    const { default: webpack } = await import('webpack');
    const out = join(dir, 'dist');
    const compiler = webpack({
      mode: 'production', context: dir, entry: './main.js', output: { path: out }, devtool: false,
      performance: { hints: false }, infrastructureLogging: { level: 'none' },
    });
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
    if (errors.length) throw new Error(`webpack failed:\n${errors.map((e) => e.message).join('\n')}`);
    writePage(dir, out, { classic: true });
    return { out, warnings: warnings.map((w) => `${w.moduleName ?? ''} ${w.message}`.trim()) };
  },

  /** Rollup with @rollup/plugin-node-resolve (browser field), ES output into a folder (it splits). */
  async rollup(dir) {
    const { rollup } = await import('rollup');
    const { nodeResolve } = await import('@rollup/plugin-node-resolve');
    const out = join(dir, 'dist');
    const warnings = [];
    try {
      const bundle = await rollup({ input: join(dir, 'main.js'), plugins: [nodeResolve({ browser: true })], onwarn: (w) => warnings.push(w.message) });
      await bundle.write({ dir: out, format: 'es' });
      await bundle.close();
    } catch (error) {
      throw new Error(`rollup failed: ${error.message}`);
    }
    writePage(dir, out);
    return { out, warnings };
  },
};

/**
 * Vite's dev server on 127.0.0.1 (a free port) for the project in `dir`: { url, warnings, close }. Without a
 * config file unless `config` (the project's vite.config.js, with its plugins).
 */
export async function viteDev(dir, { config = false } = {}) {
  const { createServer } = await import('vite');
  const { logger, warnings } = await viteLogger();
  const configFile = config ? join(dir, 'vite.config.js') : false;
  const server = await createServer({ root: dir, configFile, customLogger: logger, server: { host: '127.0.0.1', port: 0 } });
  await server.listen();
  const { port } = server.httpServer.address();
  return { url: `http://127.0.0.1:${port}`, warnings, close: () => server.close() };
}

/** A Vite logger that keeps warnings and errors (Vite logs Rollup's warnings through it) and prints nothing. */
async function viteLogger() {
  const { createLogger } = await import('vite');
  const warnings = [];
  const keep = (msg) => warnings.push(String(msg).trim());
  return { warnings, logger: { ...createLogger('silent'), warn: keep, warnOnce: keep, error: keep } };
}
