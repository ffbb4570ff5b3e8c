import { escenariosAlertas, FILAS_ALERTAS } from './alertas';
import { escenariosCifras, FILAS_CIFRAS } from './cifras';
import { arrancarBasico, type Cifra, comandoApi, construir, DURATION, detener, log, veredicto } from './comun';
import { conEmbebida } from './embebida';
import { escenariosGestion } from './gestion';
import { medirLighthouse } from './lighthouse';
import { escenariosPostgres } from './postgres';
import { tiemposSuite } from './suite';
import { tamanosSpa } from './tamanos-spa';

/**
 * npm run bench (decision 027): every figure of issue 16 in one run, each with
 * its target. The API on PostgreSQL at 10 000, 100 000 and 1 000 000 offers
 * with caches on and off, the embedded database with the demo data as
 * `npm start` runs it (start-up, load, memory, compression, Lighthouse) and
 * the SPA's sizes; the staff figures of issue 25 (gestion.ts); the office's
 * numbers of issue 27 at 1 000 000 candidacies (cifras.ts: the five reports'
 * p95, one request at a time; BENCH_CIFRAS_CANDIDATURAS for a smaller set); the daily
 * alerts of issue 28 (alertas.ts: 100 000 saved searches and 1 000 new offers in
 * ≤ 5 min, no mail twice; BENCH_ALERTAS_BUSQUEDAS for a smaller set); the last recorded `.ci/run` and
 * `npm test` times against issue 30's 20 minutes (suite.ts); then one table
 * "cifra | medido | objetivo | cumple". BENCH_PARTES (spa, postgres, gestion,
 * cifras, alertas, embebida, suite; all by default) runs only some parts, e.g. `BENCH_PARTES=gestion`.
 * It exits non-zero when a figure could not be measured or /login's first
 * load passes its budget; other misses print NO CUMPLE.
 */
const SIN_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE === '0';
const PARTES = ['spa', 'postgres', 'gestion', 'cifras', 'alertas', 'embebida', 'suite'] as const;
const pedidas = (process.env.BENCH_PARTES ?? PARTES.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const corre = (p: (typeof PARTES)[number]) => pedidas.includes(p);

async function parte(nombre: string, fallos: string[], medir: () => Promise<Cifra[]>, filasSinDatos: string[]) {
  const t0 = Date.now();
  try {
    const cifras = await medir();
    log(`(${nombre}: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    return cifras;
  } catch (error) {
    const mensaje = error instanceof Error ? error.message : String(error);
    process.stderr.write(`\n${nombre}: la medición ha fallado: ${mensaje}\n`);
    fallos.push(nombre);
    return filasSinDatos.map((cifra) => ({ cifra, medido: 'sin datos', objetivo: '—', cumple: null }));
  }
}

function tablaFinal(cifras: Cifra[]) {
  const ancho = (k: keyof Cifra) => Math.max(...cifras.map((c) => String(c[k]).length), k.length);
  const [a, b, c] = [ancho('cifra'), ancho('medido'), ancho('objetivo')];
  log(`\n${'cifra'.padEnd(a)} | ${'medido'.padEnd(b)} | ${'objetivo'.padEnd(c)} | cumple`);
  log(`${'-'.repeat(a)}-|-${'-'.repeat(b)}-|-${'-'.repeat(c)}-|-${'-'.repeat(9)}`);
  for (const r of cifras) log(`${r.cifra.padEnd(a)} | ${r.medido.padEnd(b)} | ${r.objetivo.padEnd(c)} | ${veredicto(r.cumple)}`);
}

async function main() {
  const t0 = Date.now();
  log('Puente · medición de rendimiento (issue 16, decisión 027)');
  const desconocidas = pedidas.filter((p) => !(PARTES as readonly string[]).includes(p));
  if (desconocidas.length > 0 || pedidas.length === 0)
    throw new Error(`BENCH_PARTES: ${desconocidas.join(', ') || 'vacío'}; las partes son ${PARTES.join(', ')}`);
  if (pedidas.length < PARTES.length) log(`Solo las partes ${pedidas.join(', ')} (BENCH_PARTES)`);
  // The SPA is built for its sizes and for the embedded server, which serves it to Lighthouse.
  construir({ web: corre('spa') || corre('embebida') });
  const api = comandoApi();
  log(
    `API: ${api.compilada ? 'JavaScript compilado (node dist/server.js)' : 'fuente TypeScript con tsx (aún no hay dist/server.js)'}; autocannon ${DURATION} s por escenario`,
  );
  const fallos: string[] = [];
  const spa = corre('spa') ? tamanosSpa() : { cifras: [], excedido: false };
  // The bare Fastify the ratios divide by: only the PostgreSQL and embedded parts compare with it.
  const basico = corre('postgres') || corre('embebida') ? await arrancarBasico() : null;
  const cifras: Cifra[] = [...spa.cifras];
  try {
    if (basico && corre('postgres'))
      cifras.push(
        ...(await parte('PostgreSQL', fallos, () => escenariosPostgres(basico.url), [
          'Búsqueda de ofertas, PostgreSQL',
          'Ficha de oferta, PostgreSQL',
        ])),
      );
    if (corre('gestion'))
      cifras.push(
        ...(await parte('Personal (issue 25)', fallos, escenariosGestion, [
          'Listas del personal, p99',
          'Validar todas las que coinciden',
          'CSV de actividad',
        ])),
      );
    if (corre('cifras')) cifras.push(...(await parte('Cifras de la oficina (issue 27)', fallos, escenariosCifras, FILAS_CIFRAS)));
    if (corre('alertas')) cifras.push(...(await parte('Alertas diarias (issue 28)', fallos, escenariosAlertas, FILAS_ALERTAS)));
    if (basico && corre('embebida'))
      cifras.push(
        ...(await parte(
          'embebida',
          fallos,
          () =>
            conEmbebida(basico.url, async (e) =>
              SIN_LIGHTHOUSE ? [] : parte('Lighthouse', fallos, () => medirLighthouse(e), ['Lighthouse escritorio y móvil']),
            ),
          ['`npm start` hasta el primer 200', 'Búsqueda y ficha, embebida', 'Compresión', 'Lighthouse'],
        )),
      );
  } finally {
    if (basico) await detener(basico.proceso.child);
  }
  if (corre('suite')) cifras.push(...tiemposSuite());
  log(`\n== Resumen (${((Date.now() - t0) / 60000).toFixed(1)} min) ==`);
  tablaFinal(cifras);
  // A row with a target and no verdict is a figure the run could not measure (a skipped growth row has no
  // target; the rows of a part that failed as a whole, objetivo '—', are already counted by its name).
  for (const c of cifras) if (c.cumple === null && c.objetivo !== 'se informa' && c.objetivo !== '—') fallos.push(c.cifra);
  if (fallos.length > 0) {
    process.stderr.write(`\nNo se pudo medir: ${fallos.join(', ')}\n`);
    process.exitCode = 1;
  }
  if (spa.excedido) {
    process.stderr.write('\nLa primera carga de /login pasa de su presupuesto: la medición falla (issue 16).\n');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nLa medición ha fallado: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
