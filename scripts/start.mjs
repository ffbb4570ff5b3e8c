// `npm start`: builds the SPA and the API when they are missing or older than
// their sources, then runs the compiled API (which serves the SPA) on PORT
// with the embedded database: plain node, no TypeScript loader (decision 028).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiServer, buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale((line) => process.stdout.write(`${line}\n`));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

// In this process rather than a child: no second Node start-up (about 0.1 s),
// and the PID that `npm start` reports, signals and measures is the server's.
// From the repository's root, so the default DATA_DIR (./data) is the same wherever it is called from.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(apiServer).href);
