// `npm run build -w @puente/api`: bundles src/server.ts and everything it
// imports from this workspace and @puente/contract (TypeScript sources, no
// loader in production) into dist/server.js. Packages of node_modules stay
// external: native addons (sharp, argon2), PGlite's wasm and pdfmake's fonts
// are found where npm installed them (decision 028).
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(apiDir, 'dist');

/**
 * Code that finds files next to itself (db/migrate.ts: migrations/; marca/
 * brand-loader.ts: the repository's brands/; plugins/static-files.ts: the
 * web's dist/; lib/pdf: pdfmake through createRequire) reads `import.meta.url`,
 * which in one bundle would be dist/server.js for every module. Each source's
 * `import.meta.url` becomes its own file's URL, computed from the bundle's at
 * run time, so the bundle keeps working wherever the repository is checked out
 * (the sources' folders stay where they are: migrations are read from src/db/).
 */
const ownFileUrl = {
  name: 'own-file-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(source)) {
        // Node 20.11+ only, and they would name dist/: the sources use fileURLToPath(import.meta.url).
        throw new Error(`${path}: usa fileURLToPath(import.meta.url) en lugar de import.meta.dirname/filename`);
      }
      if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
      const fromBundle = relative(outdir, path).split(sep).join('/');
      const contents = source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

/** Every bare import is external except the workspace package, whose exports point at TypeScript. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.startsWith('@puente/contract/')) return undefined;
      return { path, external: true };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [join(apiDir, 'src/server.ts')],
  outfile: join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces name src/… lines (the source map is read with --enable-source-maps).
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages, ownFileUrl],
  absWorkingDir: apiDir,
});
process.stdout.write(`API compilada en apps/api/dist/server.js (${Math.round(performance.now() - started)} ms)\n`);
