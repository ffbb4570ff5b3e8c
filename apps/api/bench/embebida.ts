import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { DEMO_PASSWORD } from '../src/modules/auth/password-demo';
import {
  BUSQUEDAS,
  type Cifra,
  comprobar,
  conBasico,
  detener,
  esperar200,
  iniciarSesion,
  kb,
  lanzar,
  log,
  type Medida,
  medir,
  ms,
  pct,
  puertoLibre,
  rootDir,
  rotando,
  rssApi,
  tablaMedidas,
} from './comun';

/**
 * What a newcomer runs (decision 027): `npm start` on the embedded database
 * (PGlite) with the demo data. Scenario 2 (search and detail at 50
 * connections), start-up on an existing DATA_DIR, resident memory after the
 * load, and the compression of the built SPA's assets; Lighthouse audits the
 * same server (lighthouse.ts) while it runs.
 */
const LIMITE_ARRANQUE_MS = 5000;
export const ALUMNA_DEMO = { usuario: 'lucia.garcia@demo.puente.es', password: DEMO_PASSWORD };

export interface Embebida {
  api: string;
  login: Awaited<ReturnType<typeof iniciarSesion>>;
  cifras: Cifra[];
}

/** `npm start` itself (scripts/start.mjs), on a given DATA_DIR, without a DATABASE_URL. */
function npmStart(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.CACHES;
  return lanzar(process.execPath, [resolve(rootDir, 'scripts/start.mjs')], env, rootDir);
}

/** Runs `cuerpo` against `npm start` on a fresh DATA_DIR started twice; the second start is the one timed. */
export async function conEmbebida(urlBasico: string, cuerpo: (e: Embebida) => Promise<Cifra[]>): Promise<Cifra[]> {
  log('\n== Base de datos embebida (PGlite) con los datos de demostración, como `npm start` ==');
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-bench-embebida-'));
  const port = await puertoLibre();
  const api = `http://127.0.0.1:${port}`;
  const listo = `${api}/api/Publico/marca`;
  try {
    const primero = npmStart(dataDir, port);
    try {
      const creado = await esperar200(listo, primero, 300_000);
      log(`Primer arranque (crea DATA_DIR, migra y siembra la demo): ${(creado / 1000).toFixed(1)} s`);
    } finally {
      await detener(primero.child);
    }
    const segundo = npmStart(dataDir, port);
    try {
      const arranque = await esperar200(listo, segundo, 60_000);
      log(`Segundo arranque sobre el DATA_DIR existente, hasta el primer 200: ${(arranque / 1000).toFixed(2)} s`);
      const login = await iniciarSesion(api, ALUMNA_DEMO.usuario, ALUMNA_DEMO.password);
      const carga = await cargaEmbebida(urlBasico, api, login);
      const rss = rssApi(segundo.child.pid as number);
      log(`Memoria residente de la API tras la carga: ${rss === null ? 'sin datos' : `${(rss / 1024 / 1024).toFixed(0)} MB`}`);
      const compresion = await comprobarCompresion(api, login.token);
      const resto = await cuerpo({ api, login, cifras: [] });
      return [
        {
          cifra: '`npm start` hasta el primer 200, DATA_DIR existente',
          medido: `${(arranque / 1000).toFixed(2)} s`,
          objetivo: '≤ 5 s',
          cumple: arranque <= LIMITE_ARRANQUE_MS,
        },
        ...carga,
        {
          cifra: 'Memoria residente de la API tras la carga, embebida',
          medido: rss === null ? 'sin datos' : `${(rss / 1024 / 1024).toFixed(0)} MB`,
          objetivo: 'se informa',
          cumple: null,
        },
        ...compresion,
        ...resto,
      ];
    } finally {
      await detener(segundo.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Tarjeta {
  urlAcceso: string;
}

async function cargaEmbebida(urlBasico: string, api: string, login: Embebida['login']): Promise<Cifra[]> {
  const headers = { authorization: `Bearer ${login.token}` };
  const tipos = [...(login.conPracticas ? ['practicas'] : []), ...(login.conEmpleo ? ['empleo'] : [])];
  const busquedas = BUSQUEDAS.filter((b) => tipos.some((t) => b.includes(`/${t}?`)));
  const urls: string[] = [];
  for (const tipo of tipos) {
    const lista = await comprobar<{ ofertas: Tarjeta[] }>(
      api,
      `/api/Alumno/dameOfertasUsuario/${tipo}?tamanoPagina=100`,
      headers,
    );
    urls.push(...lista.ofertas.map((o) => `/api/Alumno/dameOferta/${o.urlAcceso}`));
  }
  if (urls.length === 0 || busquedas.length === 0) throw new Error('La demo no tiene ofertas publicadas que medir');
  await comprobar(api, busquedas[0] as string, headers);
  await comprobar(api, urls[0] as string, headers);
  log(`${busquedas.length} búsquedas y ${urls.length} fichas de ofertas publicadas, como ${ALUMNA_DEMO.usuario}`);
  const medidas = await conBasico(urlBasico, async () => ({
    busqueda: await medir('Búsqueda (texto + 2 filtros), embebida', api, rotando(busquedas, headers)),
    ficha: await medir('Ficha de oferta, embebida', api, rotando(urls, headers)),
  }));
  const { busqueda, ficha } = medidas.resultado;
  tablaMedidas([medidas.antes, medidas.despues, busqueda, ficha], medidas.rps);
  const fila = (label: string, m: Medida): Cifra => ({
    cifra: `${label}, embebida: parte del básico / p99`,
    medido: `${pct(m.rps / medidas.rps)} / ${ms(m.p99)}`,
    objetivo: '≥ 10 % / ≤ 50 ms',
    cumple: m.rps >= 0.1 * medidas.rps && m.p99 <= 50,
  });
  return [fila('Búsqueda de ofertas', busqueda), fila('Ficha de oferta', ficha)];
}

interface Respuesta {
  status: number;
  encoding: string | undefined;
  cache: string | undefined;
  bytes: number;
}

/** A raw GET (no automatic decompression), so the headers are what the server sent. */
function get(url: string, headers: Record<string, string>): Promise<Respuesta> {
  return new Promise((done, fail) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          cache: res.headers['cache-control'],
          bytes,
        }),
      );
      res.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}

function ficheros(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? ficheros(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** Below this size a compressed answer is not smaller: @fastify/compress's default threshold. */
const UMBRAL = 1024;

/**
 * Every JS/CSS/SVG/JSON file of the built SPA asked for with
 * `Accept-Encoding: br, gzip`: it must come back compressed (from 1 KB up) and,
 * when its name carries the build's hash (assets/), cached as immutable; plus
 * one JSON answer of the API over 1 KB.
 */
async function comprobarCompresion(api: string, token: string): Promise<Cifra[]> {
  const dist = resolve(rootDir, 'apps/web/dist');
  const aceptar = { 'accept-encoding': 'br, gzip' };
  const sinComprimir: string[] = [];
  const sinInmutable: string[] = [];
  let total = 0;
  let grandes = 0;
  for (const file of ficheros(dist)) {
    if (!/\.(js|css|svg|json|webmanifest)$/.test(file)) continue;
    const ruta = relative(dist, file);
    const r = await get(`${api}/${ruta}`, aceptar);
    if (r.status !== 200) {
      sinComprimir.push(`${ruta} (HTTP ${r.status})`);
      continue;
    }
    total += 1;
    const size = statSync(file).size;
    if (size >= UMBRAL) grandes += 1;
    if (size >= UMBRAL && r.encoding !== 'br' && r.encoding !== 'gzip') sinComprimir.push(`${ruta} (${kb(size)})`);
    if (ruta.startsWith('assets/') && !r.cache?.includes('immutable'))
      sinInmutable.push(`${ruta} (${r.cache ?? 'sin cache-control'})`);
  }
  const indice = await get(`${api}/`, aceptar);
  const lista = await get(`${api}/api/Alumno/dameOfertasUsuario/practicas?tamanoPagina=20`, {
    ...aceptar,
    authorization: `Bearer ${token}`,
  });
  const jsonComprimido = lista.encoding === 'br' || lista.encoding === 'gzip';
  log(
    `\nCompresión: ${total} ficheros JS/CSS/SVG/JSON de la SPA (${grandes} de 1 KB o más) pedidos con Accept-Encoding: br, gzip`,
  );
  log(`  sin comprimir (≥ 1 KB): ${sinComprimir.length === 0 ? 'ninguno' : sinComprimir.join(', ')}`);
  log(`  con hash y sin immutable: ${sinInmutable.length === 0 ? 'ninguno' : sinInmutable.join(', ')}`);
  log(`  index.html: cache-control ${indice.cache ?? '(ninguno)'}, content-encoding ${indice.encoding ?? '(ninguno)'}`);
  log(
    `  respuesta JSON de la API (${kb(lista.bytes)} enviados): content-encoding ${lista.encoding ?? '(ninguno)'} → ${jsonComprimido ? 'sí' : 'no'}`,
  );
  const estaticos = total > 0 && sinComprimir.length === 0 && sinInmutable.length === 0;
  return [
    {
      cifra: 'Estáticos JS/CSS/SVG/JSON comprimidos (br/gzip) e inmutables por hash',
      medido:
        total === 0
          ? 'sin datos'
          : `${grandes - sinComprimir.length}/${grandes} comprimidos (≥ 1 KB), ${sinInmutable.length} con hash sin immutable`,
      objetivo: 'todos',
      cumple: total === 0 ? null : estaticos,
    },
    {
      cifra: 'Respuesta JSON de la API > 1 KB comprimida',
      medido: jsonComprimido ? `sí (${lista.encoding})` : 'no',
      objetivo: 'sí',
      cumple: jsonComprimido,
    },
  ];
}
