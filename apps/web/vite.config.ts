import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const apiTarget = 'http://localhost:3000';

/**
 * `virtual:rutas-api`: each contract endpoint's name → "METHOD /path", read from the declarations (run by
 * Vite's module runner, which reads the contract's TypeScript) the first time a build or test asks for it. The browser's api-client needs only this to build a request; importing the declarations
 * themselves would bring zod and every schema of the contract into the chunk every page loads (decision 026).
 * The answer's types still come from the declarations (`import type`), and the API checks every answer
 * against its output schema before sending it.
 */
function rutasApi(): Plugin {
  const id = 'virtual:rutas-api';
  const resolved = `\0${id}`;
  const all = fileURLToPath(new URL('../../packages/contract/src/endpoints/all.ts', import.meta.url));
  return {
    name: 'puente-rutas-api',
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(source) {
      if (source !== resolved) return undefined;
      const { module, dependencies } = await runnerImport<typeof import('@puente/contract/endpoints/all')>(all, {
        configFile: false,
        logLevel: 'warn',
      });
      // The dev server and watch mode rebuild the table when a declaration changes.
      for (const file of dependencies) this.addWatchFile(file);
      const rutas = Object.fromEntries(Object.entries(module.endpoints).map(([name, e]) => [name, `${e.method} ${e.path}`]));
      return `export default ${JSON.stringify(rutas)};`;
    },
  };
}

/**
 * React and React Router, which every page loads whole, get a chunk each, so a release that changes only our
 * code leaves them cached by hash. TanStack Query and i18next are left to rolldown on purpose: a group takes
 * every module of the package any chunk uses (useInfiniteQuery, <Trans>…) into the chunk every page loads,
 * while split by use /login gets only what it calls.
 */
const vendorChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), rutasApi()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/marca': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // `vite build --ssr src/entry-server.tsx --outDir dist-server`: the module the API pre-renders pages with
    // (decision 053). It needs no copy of public/ nor a manifest; the client build's are in dist/.
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: !isSsrBuild,
    // scripts/bundle-size.mjs follows each route's static imports through it.
    manifest: !isSsrBuild,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
      onLog(level, log, handler) {
        // Deliberate: route-table.ts loads the /404 screen lazily like any row, and router.tsx also imports it
        // statically so it is in the entry chunk, because a chunk that fails to download leads there.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('routes/connection-error')) return;
        handler(level, log);
      },
    },
  },
}));
