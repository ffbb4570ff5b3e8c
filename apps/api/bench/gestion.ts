import pg from 'pg';
import { hashPassword } from '../src/modules/auth/passwords';
import { BENCH_PASSWORD, dropBenchDatabase, seedBenchDatabase, tamanoPara, withDatabase } from './bench-seed';
import {
  arrancarApiPostgres,
  type Cifra,
  CONNECTIONS,
  comprobar,
  iniciarSesion,
  log,
  type Medida,
  medir,
  ms,
  rotando,
  rssApi,
} from './comun';
import { ADMIN_URL } from './postgres';

/**
 * The staff figures of issue 25 (decision 027, part "Personal"), on their own
 * PostgreSQL database: 100 000 offers spread over 20 000 companies (the bench
 * seed's other proportions), 10 000 of them pending and complete, 100 000 audit
 * rows. Measured against the compiled API with a staff token:
 * - the offers, companies and audit lists with each filter, rotated under autocannon (p99 ≤ 100 ms);
 * - "validate everything matching" over the 10 000 pending offers (≤ 5 s, all or nothing, one audit row
 *   and one notification each), then its undo inside the 10 s window, checked in the database;
 * - the audit trail's CSV, 100 000 rows read as a stream (≤ 30 s, the API's memory growing < 50 MB).
 */
const DB = 'puente_bench_gestion';
/** A smaller data set for a quick check of the part itself; the targets are judged at 100 000. */
const OFERTAS = Number(process.env.BENCH_GESTION_OFERTAS ?? 100_000);
const EMPRESAS = Math.max(100, Math.round(OFERTAS / 5));
const PENDIENTES = Math.min(10_000, Math.floor(OFERTAS / 10));
const AUDITORIA = OFERTAS;
const GESTOR = 'gestor.bench@bench.puente.es';

/**
 * The staff lists are judged at the concurrency of a careers office's whole staff at once (their users are a
 * handful of people, not the students' thousands); the 50 connections of the students' figures print beside.
 */
const CONEXIONES = Number(process.env.BENCH_GESTION_CONEXIONES ?? 10);
const LISTA_P99_MS = 100;
const LOTE_MS = 5000;
const DESHACER_MS = 10_000;
const CSV_MS = 30_000;
const CSV_MEMORIA = 50 * 1024 * 1024;

/** Madrid's yyyy-mm-dd `dias` ago, for the date filters. */
const haceDias = (dias: number) =>
  new Date(Date.now() - dias * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

async function conBase<T>(cuerpo: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(ADMIN_URL, DB) });
  await client.connect();
  try {
    return await cuerpo(client);
  } finally {
    await client.end();
  }
}

/**
 * What the staff figures need on top of the bench seed: a staff member with
 * every permission; exactly PENDIENTES offers pending and complete by the
 * form's rules (the seed leaves out the department and the prácticas tutor,
 * so as seeded none could be validated), half of each profile, in their
 * deadline; and AUDITORIA audit rows of students, contacts and staff (some
 * acting as a student), growing with time like the real trail.
 */
async function preparar() {
  const hash = await hashPassword(BENCH_PASSWORD);
  await conBase(async (c) => {
    const paso = async (label: string, sqlText: string, params: unknown[] = []) => {
      const t0 = Date.now();
      await c.query(sqlText, params);
      log(`  ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    };
    await c.query(
      `INSERT INTO gestores (nick, email, nombre, apellidos, password_hash, permisos)
       VALUES ('gestor.bench', $1, 'Gestora', 'De la medición', $2, '{administracion}')`,
      [GESTOR, hash],
    );
    // One offer in ten (id % 10 alternating 0 and 1 by tens, so both profiles); the seed's other pending ones are published.
    await paso(
      `${PENDIENTES} ofertas pendientes y completas`,
      `UPDATE ofertas SET id_estado = 2 WHERE id_estado = 1;
       UPDATE ofertas SET
         id_estado = 1,
         departamento = coalesce(departamento, 'Departamento ' || (1 + id % 12)),
         fecha_limite = greatest(fecha_limite, current_date + 30 + id % 60),
         tutor_nombre = CASE id_perfil WHEN 2 THEN 'Tutora ' || id END,
         tutor_cargo = CASE id_perfil WHEN 2 THEN 'Responsable de formación' END,
         tutor_email = CASE id_perfil WHEN 2 THEN 'tutor' || id || '@empresa.bench.puente.es' END,
         tutor_telefono = CASE id_perfil WHEN 2 THEN '963' || lpad((id % 1000000)::text, 6, '0') END
       WHERE id % 10 = (id / 10) % 2 AND id <= ${PENDIENTES * 10}`,
    );
    // The seed's companies are all validated and signed up at once; the companies list needs states, sectors and
    // sign-up dates spread over five years to filter and page by (9 in 10 validated, then pending, rejected, blocked).
    await paso(
      `${EMPRESAS} empresas con estado, sector y fecha de alta`,
      `UPDATE empresas SET
         estado = CASE WHEN id % 100 < 90 THEN 'validada' WHEN id % 100 < 95 THEN 'pendiente'
                       WHEN id % 100 < 98 THEN 'rechazada' ELSE 'bloqueada' END,
         id_sector = 1 + id % 20,
         creado_en = now() - interval '5 years' + id * (interval '5 years' / $1::int)`,
      [EMPRESAS],
    );
    const [alumnos] = (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM alumnos')).rows;
    const idGestor = (await c.query<{ id: number }>('SELECT id FROM gestores WHERE email = $1', [GESTOR])).rows[0]?.id;
    // Six in ten rows are students', two contacts', two staff's (one in 25 of those acting as a student),
    // spread evenly over the last 180 days in id order (the trail is read newest first by id).
    await paso(
      `${AUDITORIA} filas de auditoría`,
      `INSERT INTO auditoria (actor_tipo, actor_id, como_tipo, como_id, accion, entidad, entidad_id, detalle, creado_en)
       SELECT t.actor, t.actor_id, t.como, CASE WHEN t.como IS NOT NULL THEN 1 + i % $2::int END,
              t.accion, split_part(t.accion, '.', 1), (1 + (i * 7) % $4::int)::text,
              jsonb_build_object('ip', '10.' || (i % 200) || '.' || (i % 250) || '.' || (i % 240),
                                 'cambios', jsonb_build_object('estado', i % 6, 'antes', (i + 3) % 6)),
              now() - interval '180 days' + i * (interval '180 days' / $1::int)
       FROM generate_series(1, $1::int) i,
       LATERAL (SELECT
         CASE WHEN i % 10 < 6 THEN 'alumno' WHEN i % 10 < 8 THEN 'empresa' ELSE 'gestor' END AS actor,
         CASE WHEN i % 10 < 6 THEN 1 + i % $2::int WHEN i % 10 < 8 THEN 1 + i % 5000 ELSE $3::int END AS actor_id,
         CASE WHEN i % 10 >= 8 AND i % 25 = 8 THEN 'alumno' END AS como,
         CASE WHEN i % 10 < 6 THEN (ARRAY['candidatura.alta', 'candidatura.retirada', 'cv.cambio', 'perfil.cambio'])[1 + i % 4]
              WHEN i % 10 < 8 THEN (ARRAY['oferta.alta', 'oferta.edicion', 'candidatura.estado'])[1 + i % 3]
              ELSE (ARRAY['oferta.validacion', 'empresa.validacion', 'oferta.rechazo', 'alumno.edicion'])[1 + i % 4] END AS accion
       ) t`,
      [AUDITORIA, alumnos?.n ?? 1, idGestor, OFERTAS],
    );
    await paso('VACUUM ANALYZE', 'VACUUM ANALYZE');
  });
}

/** GETs each path once, one at a time: its own latency, so the slow filter is named, not only the mix's p99. */
async function secuencial(api: string, paths: string[], headers: Record<string, string>, veces = 10) {
  const filas: { path: string; mediana: number; max: number }[] = [];
  for (const path of paths) {
    const tiempos: number[] = [];
    for (let i = 0; i < veces; i++) {
      const t0 = performance.now();
      await comprobar(api, path, headers);
      tiempos.push(performance.now() - t0);
    }
    tiempos.sort((a, b) => a - b);
    filas.push({ path: decodeURI(path), mediana: tiempos[Math.floor(veces / 2)] as number, max: tiempos.at(-1) as number });
  }
  for (const f of filas) log(`  ${ms(f.mediana).padStart(7)} mediana, ${ms(f.max).padStart(7)} máx.  ${f.path}`);
  return filas;
}

async function listas(api: string, headers: Record<string, string>) {
  const primera = await comprobar<{ siguiente: string | null; items: { empresa: { id: number } }[] }>(
    api,
    '/api/Gestion/ofertas?tamano=50',
    headers,
  );
  const pendientes = await comprobar<{ siguiente: string | null }>(api, '/api/Gestion/ofertas?estado=1&orden=recientes', headers);
  const idEmpresa = primera.items[0]?.empresa.id ?? 1;
  if (!primera.siguiente || !pendientes.siguiente) throw new Error('La lista de ofertas no dio una segunda página');
  const ofertas = [
    '/api/Gestion/ofertas',
    '/api/Gestion/ofertas?estado=1',
    '/api/Gestion/ofertas?q=tecnico',
    '/api/Gestion/ofertas?q=fisioterapeuta&estado=2',
    `/api/Gestion/ofertas?idEmpresa=${idEmpresa}`,
    `/api/Gestion/ofertas?desde=${haceDias(60)}&hasta=${haceDias(30)}&idPerfil=2`,
    `/api/Gestion/ofertas?cursor=${encodeURIComponent(primera.siguiente)}`,
    `/api/Gestion/ofertas?estado=1&orden=recientes&cursor=${encodeURIComponent(pendientes.siguiente)}`,
  ].map(encodeURI);
  const empresasPrimera = await comprobar<{ siguiente: string | null }>(api, '/api/Gestion/empresas', headers);
  const empresasNombre = await comprobar<{ siguiente: string | null }>(api, '/api/Gestion/empresas?orden=nombre', headers);
  if (!empresasPrimera.siguiente || !empresasNombre.siguiente) throw new Error('La lista de empresas no dio una segunda página');
  const empresas = [
    '/api/Gestion/empresas',
    '/api/Gestion/empresas?estado=pendiente&orden=antiguas',
    '/api/Gestion/empresas?q=medicion 12',
    '/api/Gestion/empresas?q=B00001234',
    '/api/Gestion/empresas?idProvincia=28&idSector=5&orden=nombre',
    `/api/Gestion/empresas?desde=${haceDias(400)}&hasta=${haceDias(300)}&conOfertas=true`,
    '/api/Gestion/empresas?conConvenios=false&estado=bloqueada',
    `/api/Gestion/empresas?orden=nombre&cursor=${encodeURIComponent(empresasNombre.siguiente)}`,
  ].map(encodeURI);
  const actividadPrimera = await comprobar<{ siguiente: string | null }>(api, '/api/Gestion/actividad', headers);
  if (!actividadPrimera.siguiente) throw new Error('La lista de actividad no dio una segunda página');
  const actividad = [
    '/api/Gestion/actividad',
    '/api/Gestion/actividad?actorTipo=gestor',
    '/api/Gestion/actividad?actorTipo=alumno&actorId=123',
    '/api/Gestion/actividad?accion=oferta',
    '/api/Gestion/actividad?entidad=oferta&entidadId=777',
    '/api/Gestion/actividad?comoAlguien=true',
    `/api/Gestion/actividad?desde=${haceDias(90)}&hasta=${haceDias(60)}`,
    `/api/Gestion/actividad?cursor=${encodeURIComponent(actividadPrimera.siguiente)}`,
  ].map(encodeURI);
  log('\nCada filtro por separado (una petición cada vez, 10 veces):');
  const secOfertas = await secuencial(api, ofertas, headers);
  const secEmpresas = await secuencial(api, empresas, headers);
  const secActividad = await secuencial(api, actividad, headers);
  const medirCon = async (conexiones: number) => ({
    ofertas: await medir(
      `Ofertas del personal, ${ofertas.length} filtros, ${conexiones} conex.`,
      api,
      rotando(ofertas, headers),
      conexiones,
    ),
    empresas: await medir(
      `Empresas, ${empresas.length} filtros, ${conexiones} conex.`,
      api,
      rotando(empresas, headers),
      conexiones,
    ),
    actividad: await medir(
      `Actividad, ${actividad.length} filtros, ${conexiones} conex.`,
      api,
      rotando(actividad, headers),
      conexiones,
    ),
  });
  const juzgadas = await medirCon(CONEXIONES);
  const comparadas = CONEXIONES === CONNECTIONS ? null : await medirCon(CONNECTIONS);
  log(`\nautocannon (tras 2 s de calentamiento), los filtros rotando:`);
  log(
    `${'escenario'.padEnd(46)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'pet./s'.padStart(8)} ${'fallos'.padStart(6)}`,
  );
  for (const r of [juzgadas, comparadas].flatMap((m) => (m ? [m.ofertas, m.empresas, m.actividad] : [])))
    log(
      `${r.label.padEnd(46)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${String(r.fallos).padStart(6)}`,
    );
  const peor = (f: { mediana: number }[]) => Math.max(...f.map((x) => x.mediana));
  return {
    juzgadas,
    comparadas,
    peorOfertas: peor(secOfertas),
    peorEmpresas: peor(secEmpresas),
    peorActividad: peor(secActividad),
  };
}

async function post<T>(api: string, path: string, headers: Record<string, string>, body: unknown) {
  const r = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((res) => res.json() as Promise<{ status: number; datos: T }>);
  if (r.status !== 0) throw new Error(`Respuesta inesperada de ${path}: ${JSON.stringify(r).slice(0, 500)}`);
  return r.datos;
}

/** "Validate everything matching" over the pending offers, checked in the database, then undone inside its window. */
async function lote(api: string, headers: Record<string, string>) {
  const antes = await conBase(async (c) => {
    const r = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM ofertas WHERE id_estado = 1');
    return r.rows[0]?.n ?? 0;
  });
  const t0 = performance.now();
  const l = await post<{ idLote: number; afectadas: number; totalOmitidas: number; deshacerHasta: string }>(
    api,
    '/api/Gestion/ofertasEnBloque',
    headers,
    { decision: 'validar', filtro: { estado: 1 } },
  );
  const loteMs = performance.now() - t0;
  const tLote = Date.now();
  // What must hold while the batch stands (the undo withdraws the notifications): quick, indexed counts.
  const durante = await conBase(async (c) => {
    const r = await c.query<{ publicadas: number; avisos: number; pendientes: number }>(
      `SELECT (SELECT count(*)::int FROM lote_ofertas lo JOIN ofertas o ON o.id = lo.id_oferta
               WHERE lo.id_lote = $1 AND o.id_estado = 2) AS publicadas,
              (SELECT count(*)::int FROM notificaciones WHERE id_lote = $1) AS avisos,
              (SELECT count(*)::int FROM ofertas WHERE id_estado = 1) AS pendientes`,
      [l.idLote],
    );
    return r.rows[0] as { publicadas: number; avisos: number; pendientes: number };
  });
  const desdeLote = Date.now() - tLote;
  const t1 = performance.now();
  const d = await post<{ restauradas: number; cambiadasDespues: number }>(api, '/api/Gestion/deshacerLoteOfertas', headers, {
    idLote: l.idLote,
  });
  const deshacerMs = performance.now() - t1;
  const despues = await conBase(async (c) => {
    const r = await c.query<{ auditoria: number; pendientes: number; avisos: number; deshecho: number }>(
      `SELECT (SELECT count(*)::int FROM auditoria WHERE accion = 'oferta.validacion' AND detalle->>'idLote' = $2) AS auditoria,
              (SELECT count(*)::int FROM lote_ofertas lo JOIN ofertas o ON o.id = lo.id_oferta
               WHERE lo.id_lote = $1 AND o.id_estado = 1) AS pendientes,
              (SELECT count(*)::int FROM notificaciones WHERE id_lote = $1) AS avisos,
              (SELECT count(*)::int FROM auditoria WHERE accion = 'oferta.deshacer' AND detalle->>'idLote' = $2) AS deshecho`,
      [l.idLote, String(l.idLote)],
    );
    return r.rows[0] as { auditoria: number; pendientes: number; avisos: number; deshecho: number };
  });
  log(
    `\nLote ${l.idLote}: ${antes} pendientes antes; afectadas ${l.afectadas}, omitidas ${l.totalOmitidas}, en ${ms(loteMs)}; ` +
      `durante: ${durante.publicadas} publicadas, ${durante.avisos} avisos, ${durante.pendientes} pendientes; ` +
      `auditoría ${despues.auditoria} filas oferta.validacion`,
  );
  log(
    `Deshacer pedido a los ${ms(desdeLote)} de la respuesta del lote, en ${ms(deshacerMs)}: restauradas ${d.restauradas}, cambiadas después ${d.cambiadasDespues}; ` +
      `${despues.pendientes} pendientes de nuevo, ${despues.avisos} avisos del lote quedan, ${despues.deshecho} filas oferta.deshacer`,
  );
  const todoBien =
    antes === PENDIENTES &&
    l.afectadas === PENDIENTES &&
    l.totalOmitidas === 0 &&
    durante.publicadas === PENDIENTES &&
    durante.avisos === PENDIENTES &&
    durante.pendientes === 0 &&
    despues.auditoria === PENDIENTES;
  const deshechoBien = d.restauradas === PENDIENTES && despues.pendientes === PENDIENTES && despues.avisos === 0;
  return { loteMs, deshacerMs, desdeLote, l, durante, despues, d, todoBien, deshechoBien };
}

/** The audit trail's CSV read as a stream: lines, time, and the API's resident memory before and at its peak. */
async function csv(api: string, headers: Record<string, string>, pid: number) {
  const filas = await conBase(async (c) => (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM auditoria')).rows[0]?.n);
  const rssAntes = rssApi(pid) ?? 0;
  let pico = rssAntes;
  const muestreo = setInterval(() => {
    pico = Math.max(pico, rssApi(pid) ?? 0);
  }, 50);
  const t0 = performance.now();
  let lineas = 0;
  let bytes = 0;
  try {
    const r = await fetch(`${api}/api/Gestion/actividadCsv`, { headers });
    if (r.status !== 200 || !r.body) throw new Error(`actividadCsv respondió ${r.status}`);
    const reader = r.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const b of value) if (b === 10) lineas++;
    }
  } finally {
    clearInterval(muestreo);
  }
  const tiempo = performance.now() - t0;
  pico = Math.max(pico, rssApi(pid) ?? 0);
  log(
    `\nCSV de actividad: ${lineas} líneas (${filas} filas + cabecera), ${(bytes / 1024 / 1024).toFixed(1)} MB en ${ms(tiempo)}; ` +
      `memoria de la API ${(rssAntes / 1024 / 1024).toFixed(0)} MB antes, ${(pico / 1024 / 1024).toFixed(0)} MB de pico`,
  );
  return { filas: filas ?? 0, lineas, tiempo, crecimiento: pico - rssAntes };
}

export async function escenariosGestion(): Promise<Cifra[]> {
  const tamano = { ...tamanoPara(OFERTAS), empresas: EMPRESAS };
  log(
    `\n== Personal (issue 25): PostgreSQL (${new URL(ADMIN_URL).host}, base ${DB}), ${tamano.ofertas} ofertas de ${tamano.empresas} empresas ==`,
  );
  if (OFERTAS !== 100_000) log(`AVISO: BENCH_GESTION_OFERTAS=${OFERTAS}; los objetivos de la issue son a 100 000.`);
  try {
    const t0 = Date.now();
    log(
      `Sembrando ${tamano.ofertas} ofertas, ${tamano.alumnos} estudiantes, ${tamano.alumnos * tamano.candidaturasPorAlumno} candidaturas y ${tamano.empresas} empresas…`,
    );
    await seedBenchDatabase(ADMIN_URL, DB, tamano, log);
    await preparar();
    log(`Base lista en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const api = await arrancarApiPostgres(withDatabase(ADMIN_URL, DB), 'on');
    try {
      const login = await iniciarSesion(api.api, GESTOR, BENCH_PASSWORD, '/api/Gestion/logaUsuario');
      const headers = { authorization: `Bearer ${login.token}` };
      const pid = api.proceso.child.pid as number;
      const { juzgadas, comparadas, peorOfertas, peorEmpresas, peorActividad } = await listas(api.api, headers);
      const exp = await csv(api.api, headers, pid);
      const b = await lote(api.api, headers);
      const lista = (m: Medida, a50: Medida | undefined, peor: number) =>
        `${ms(m.p99)}${m.fallos ? ` (${m.fallos} fallos)` : ''}${a50 ? `; a ${CONNECTIONS} conex. ${ms(a50.p99)}` : ''}; ` +
        `el filtro más lento, solo: ${ms(peor)}`;
      return [
        {
          cifra: `Lista de ofertas del personal, 8 filtros, p99, ${CONEXIONES} conex., ${OFERTAS} ofertas`,
          medido: lista(juzgadas.ofertas, comparadas?.ofertas, peorOfertas),
          objetivo: `≤ ${LISTA_P99_MS} ms`,
          cumple: juzgadas.ofertas.p99 <= LISTA_P99_MS && juzgadas.ofertas.fallos === 0,
        },
        {
          cifra: `Lista de empresas del personal, 8 filtros, p99, ${CONEXIONES} conex., ${EMPRESAS} empresas`,
          medido: lista(juzgadas.empresas, comparadas?.empresas, peorEmpresas),
          objetivo: `≤ ${LISTA_P99_MS} ms`,
          cumple: juzgadas.empresas.p99 <= LISTA_P99_MS && juzgadas.empresas.fallos === 0,
        },
        {
          cifra: `Lista de actividad, 8 filtros, p99, ${CONEXIONES} conex., ${AUDITORIA} filas`,
          medido: lista(juzgadas.actividad, comparadas?.actividad, peorActividad),
          objetivo: `≤ ${LISTA_P99_MS} ms`,
          cumple: juzgadas.actividad.p99 <= LISTA_P99_MS && juzgadas.actividad.fallos === 0,
        },
        {
          cifra: `Validar todas las que coinciden, ${PENDIENTES} ofertas`,
          medido: ms(b.loteMs),
          objetivo: `≤ ${LOTE_MS / 1000} s`,
          cumple: b.loteMs <= LOTE_MS,
        },
        {
          cifra: 'Validar en bloque: todas, 1 fila de auditoría y 1 aviso por oferta',
          medido: `${b.l.afectadas} afectadas, ${b.l.totalOmitidas} omitidas, ${b.despues.auditoria} auditoría, ${b.durante.avisos} avisos`,
          objetivo: `${PENDIENTES} / 0 / ${PENDIENTES} / ${PENDIENTES}`,
          cumple: b.todoBien,
        },
        {
          cifra: 'Deshacer el lote dentro de sus 10 s: todas pendientes, sin avisos',
          medido: `${ms(b.deshacerMs)} (pedido a los ${ms(b.desdeLote)}); ${b.despues.pendientes} pendientes, ${b.despues.avisos} avisos`,
          objetivo: `< ${DESHACER_MS / 1000} s; ${PENDIENTES} / 0`,
          cumple: b.deshechoBien && b.desdeLote + b.deshacerMs < DESHACER_MS,
        },
        {
          cifra: `CSV de actividad, ${exp.filas} filas en streaming`,
          medido: `${ms(exp.tiempo)}, ${exp.lineas} líneas`,
          objetivo: `≤ ${CSV_MS / 1000} s, ${exp.filas + 1} líneas`,
          cumple: exp.tiempo <= CSV_MS && exp.lineas === exp.filas + 1,
        },
        {
          cifra: 'CSV de actividad: crecimiento de la memoria de la API',
          medido: `${(exp.crecimiento / 1024 / 1024).toFixed(1)} MB`,
          objetivo: `< ${CSV_MEMORIA / 1024 / 1024} MB`,
          cumple: exp.crecimiento < CSV_MEMORIA,
        },
      ];
    } finally {
      await api.parar();
    }
  } finally {
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(ADMIN_URL, DB).catch(() => undefined);
  }
}
