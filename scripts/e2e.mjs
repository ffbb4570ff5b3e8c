// `npm run test:e2e`: browser tests in Debian's Chromium against two real API
// servers (brands demo and aurora), each with its own fresh embedded database.
// Extra arguments go to Playwright (e.g. `npm run test:e2e -- login`).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';
import { SMTPServer } from 'smtp-server';
import { apiServer, buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
// A fresh database is migrated and seeded at start: minutes when the machine is busy with other work.
const READY_TIMEOUT_MS = 300_000;

const servers = [];
const tempDirs = [];

function log(message) {
  process.stdout.write(`[e2e] ${message}\n`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stderr.write(`[e2e] Falta ${CHROMIUM}. Instálalo con:\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
    process.exit(1);
  }
  log('Instalando Chromium de Debian (apt-get)…');
  const install = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    process.stderr.write('[e2e] No se ha podido instalar Chromium.\n');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The brands of this run, copied to a temporary folder (the servers' BRANDS_DIR)
 * so aurora can get a university IdP (decision 016) without a key in the
 * repository: the IdP's certificate is made now and its private key, written
 * beside the copy, is what acceso-sso.spec.ts signs its responses with. The
 * IdP's URL is a free loopback port nobody listens on: the spec answers it
 * with page.route, and anything it did not catch fails there, never leaves.
 */
async function brandsForRun() {
  const dir = mkdtempSync(join(tmpdir(), 'puente-e2e-marcas-'));
  tempDirs.push(dir);
  cpSync(join(root, 'brands'), dir, { recursive: true });
  const pems = await generate([{ name: 'commonName', value: 'idp.aurora.test' }], { keySize: 2048, algorithm: 'sha256' });
  const file = join(dir, 'aurora', 'brand.json');
  const aurora = JSON.parse(readFileSync(file, 'utf8'));
  aurora.saml = {
    idpEntityId: 'https://idp.aurora.test/saml',
    urlSso: `http://127.0.0.1:${await freePort()}/idp/sso`,
    certificadoIdp: pems.cert,
    spEntityId: 'https://empleo.aurora.test/saml/sp',
    identificaPor: 'dni',
    atributo: 'urn:oid:1.3.6.1.4.1.25178.1.2.14',
  };
  writeFileSync(file, `${JSON.stringify(aurora, null, 2)}\n`);
  const idpKey = join(dir, 'idp-aurora.key.pem');
  writeFileSync(idpKey, pems.private, { mode: 0o600 });
  return { dir, idpKey };
}

/**
 * A real SMTP server on loopback for one API server (smtp-server, as the API
 * tests use): every message it receives is written whole, as sent, to
 * <dataDir>/outbox/<n>.eml, where the specs read their mails (support/buzon.ts).
 * So the mails of a journey leave the API through SMTP, as in a deployment.
 */
const smtpServers = [];
async function startSmtp(dataDir) {
  const outbox = join(dataDir, 'outbox');
  mkdirSync(outbox, { recursive: true });
  let n = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onData(stream, _session, callback) {
      n += 1;
      const file = join(outbox, `smtp-${String(n).padStart(5, '0')}.eml.part`);
      const out = createWriteStream(file);
      stream.pipe(out);
      // Renamed once whole, so a spec never parses half a message.
      out.on('finish', () => {
        try {
          renameSync(file, file.replace(/\.part$/, ''));
          callback();
        } catch (error) {
          callback(error);
        }
      });
      out.on('error', callback);
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', resolve);
  });
  smtpServers.push(smtp);
  return `smtp://127.0.0.1:${port}`;
}

async function startServer(brand, extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `puente-e2e-${brand}-`));
  tempDirs.push(dataDir);
  const smtpUrl = await startSmtp(dataDir);
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  // The compiled API, as `npm start` runs it; one process, so the PID we kill is the server.
  const child = spawn(process.execPath, [apiServer], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BRAND: brand,
      NODE_ENV: 'production',
      MAINTENANCE_MODE: 'false',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtpUrl,
      ...extraEnv,
    },
  });
  const server = { brand, port, child, logFile, dataDir, url: `http://127.0.0.1:${port}`, exited: false };
  child.on('exit', () => {
    server.exited = true;
  });
  servers.push(server);
  log(`Servidor ${brand} arrancando en ${server.url} (PID ${child.pid}, datos en ${dataDir})`);
  return server;
}

async function waitReady(server) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exited) break;
    try {
      const response = await fetch(`${server.url}/api/Publico/marca`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet: the first start migrates and seeds the database.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tail = existsSync(server.logFile) ? readFileSync(server.logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`El servidor ${server.brand} no ha respondido en ${READY_TIMEOUT_MS / 1000} s.\n${tail}`);
}

function runPlaywright(demo, aurora, brands) {
  return new Promise((resolve) => {
    const extra = process.argv.slice(2);
    const args = ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extra];
    const child = spawn('npx', args, {
      cwd: root,
      stdio: 'inherit',
      // Each server's DATA_DIR: its SMTP server (startSmtp) writes each mail received to DATA_DIR/outbox as .eml.
      env: {
        ...process.env,
        E2E_BASE_URL: demo.url,
        E2E_BASE_URL_AURORA: aurora.url,
        E2E_DATA_DIR: demo.dataDir,
        E2E_DATA_DIR_AURORA: aurora.dataDir,
        // aurora's brand.json with its saml block, and the IdP's private key (acceso-sso.spec.ts).
        E2E_BRANDS_DIR: brands.dir,
        E2E_SAML_IDP_KEY: brands.idpKey,
        // A run of some specs (an argument that is no option): the journeys need not wait for the screen comparisons.
        ...(extra.some((arg) => !arg.startsWith('-')) ? { E2E_FILTRADO: '1' } : {}),
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function stopServers() {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (server.exited) return resolve();
          const force = setTimeout(() => {
            if (!server.exited) server.child.kill('SIGKILL');
          }, 5000);
          server.child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          server.child.kill('SIGTERM');
        }),
    ),
  );
}

async function stopSmtp() {
  await Promise.all(smtpServers.splice(0).map((smtp) => new Promise((resolve) => smtp.close(resolve))));
}

function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

let cleaning = null;
function cleanup() {
  cleaning ??= stopServers().then(stopSmtp).then(removeTempDirs);
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup().then(() => process.exit(130));
  });
}

let exitCode = 1;
try {
  ensureChromium();
  // Each phase's time, so a slow run shows where it went (decision 059).
  let desde = performance.now();
  const segundos = () => {
    const s = ((performance.now() - desde) / 1000).toFixed(1);
    desde = performance.now();
    return s;
  };
  buildIfStale(log);
  const construir = segundos();
  const brands = await brandsForRun();
  const [demo, aurora] = await Promise.all([startServer('demo'), startServer('aurora', { BRANDS_DIR: brands.dir })]);
  await Promise.all([waitReady(demo), waitReady(aurora)]);
  log(`Servidores listos (construcción ${construir} s, arranque ${segundos()} s); lanzando Playwright.`);
  exitCode = await runPlaywright(demo, aurora, brands);
  log(`Playwright: ${segundos()} s.`);
} catch (error) {
  process.stderr.write(`[e2e] ${error instanceof Error ? error.message : String(error)}\n`);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
