import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The API as a real child process, and plain HTTP calls to it: one connection per call, so a crash shows as a reset. */

const apiDir = resolve(import.meta.dirname, '..');

export interface Api {
  child: ChildProcess;
  /** Everything the process printed so far. */
  salida: () => string;
  /** From spawn to "Puente escuchando". */
  arranqueMs: number;
}

export const puertoLibre = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * Starts src/server.ts with `node --import tsx` (one process: the PID we
 * kill -9 is the server itself, not a wrapper) and waits until it listens.
 */
export function arrancarApi(env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Api> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`La API no ha arrancado en ${timeoutMs / 1000} s:\n${salida}`)), timeoutMs);
    const leer = (chunk: Buffer) => {
      salida += chunk.toString();
      if (salida.includes('Puente escuchando')) {
        clearTimeout(timer);
        done({ child, salida: () => salida, arranqueMs: performance.now() - t0 });
      }
    };
    child.stdout.on('data', leer);
    child.stderr.on('data', leer);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`La API terminó (código ${code}, señal ${signal}) antes de escuchar:\n${salida}`));
    });
  });
}

export const esperarSalida = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
  });

export type Resultado =
  | {
      tipo: 'respuesta';
      http: number;
      status: number | null /** The start of a body that is not the envelope. */;
      texto?: string;
    }
  | { tipo: 'error'; codigo: string };

/** One HTTP call on its own connection; a reset, a refused connection or a timeout comes back as `error`. */
export function llamar(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
  timeoutMs = 30_000,
): Promise<Resultado> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const partes: Buffer[] = [];
        res.on('data', (c: Buffer) => partes.push(c));
        res.on('error', (e: NodeJS.ErrnoException) => done({ tipo: 'error', codigo: e.code ?? e.message }));
        res.on('end', () => {
          let status: number | null = null;
          const texto = Buffer.concat(partes).toString();
          try {
            status = (JSON.parse(texto) as { status?: number }).status ?? null;
          } catch {
            // Not an envelope: counted as an answer without a status.
          }
          const http = res.statusCode ?? 0;
          done(
            status === null
              ? { tipo: 'respuesta', http, status, texto: texto.slice(0, 120) }
              : { tipo: 'respuesta', http, status },
          );
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => done({ tipo: 'error', codigo: e.code ?? e.message }));
    req.end(payload);
  });
}

/** Runs `tarea` over `items` with at most `n` at a time. */
export async function enParalelo<T, R>(items: readonly T[], n: number, tarea: (item: T) => Promise<R>): Promise<R[]> {
  const salida: R[] = new Array(items.length);
  let siguiente = 0;
  const trabajador = async () => {
    while (siguiente < items.length) {
      const i = siguiente++;
      salida[i] = await tarea(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajador));
  return salida;
}
