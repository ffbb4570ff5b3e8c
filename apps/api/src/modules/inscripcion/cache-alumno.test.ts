import { endpoints } from '@puente/contract/endpoints/all';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { soloLee } from '../../db/escrituras';
import { alumnos } from '../../db/schema/personas';
import type { Platform } from '../../platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearOferta } from '../candidaturas/test-fixtures';
import { CacheHastaEscritura } from './cache-hasta-escritura';
import { createInscripcionModule } from './inscripcion.module';
import { InscripcionRepository } from './inscripcion.repository';

/**
 * Decision 055: on the embedded database the student's side of the rules is
 * kept until the next write, and every kind of write clears it: raw SQL, a
 * Drizzle statement, a unit of work (applying). PostgreSQL keeps no such cache.
 */
const enPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('soloLee', () => {
  it('solo un SELECT sin nada que escriba es una lectura', () => {
    expect(soloLee('select "id" from "alumnos" where "id" = $1')).toBe(true);
    expect(soloLee('  SELECT 1')).toBe(true);
    expect(soloLee('update "alumnos" set "nombre" = $1')).toBe(false);
    expect(soloLee('with x as (insert into t values (1) returning id) select * from x')).toBe(false);
    expect(soloLee('select * from alumnos for update')).toBe(false);
    expect(soloLee('select recalcular_titulacion_informe($1)')).toBe(false);
    expect(soloLee("select nextval('s')")).toBe(false);
  });
});

describe('CacheHastaEscritura', () => {
  it('guarda hasta que la versión se mueve, y no guarda lo que se leyó mientras se escribía', async () => {
    let version = 0;
    const cache = new CacheHastaEscritura<number>(() => version, { nombre: 'prueba' });
    let cargas = 0;
    const cargar = async () => {
      cargas += 1;
      return cargas;
    };
    expect(await cache.get('k', cargar)).toBe(1);
    expect(await cache.get('k', cargar)).toBe(1);
    version += 1;
    expect(await cache.get('k', cargar)).toBe(2);
    // A load during which a write finished is answered to its caller and then forgotten.
    let soltar: (n: number) => void = () => {};
    const cruzada = cache.get('j', () => new Promise<number>((r) => (soltar = r)));
    version += 1;
    soltar(100);
    expect(await cruzada).toBe(100);
    expect(await cache.get('j', cargar)).toBe(3);
    expect(await cache.get('j', cargar)).toBe(3);
  });
});

describe.skipIf(enPostgres)('la parte del alumno de las reglas, en la base embebida', () => {
  /** The module as a production copy builds it (caches on), on the test's database, counting the student reads. */
  function servicio() {
    const leer = vi.spyOn(InscripcionRepository.prototype, 'alumno');
    const platform = {
      preparadas: t.database.preparadas,
      brand: t.services.brand,
      env: { ...t.env, NODE_ENV: 'production', CACHES: 'on' },
      ...(t.database.escrituras ? { escrituras: t.database.escrituras } : {}),
    } as unknown as Platform;
    const { inscripcion } = createInscripcionModule(platform, { programas: t.services.programas });
    return { inscripcion, lecturas: () => leer.mock.calls.length };
  }

  it('se guarda hasta la siguiente escritura, sea SQL, Drizzle o una unidad de trabajo', async () => {
    expect(t.database.escrituras).toBeTypeOf('function');
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    const { inscripcion, lecturas } = servicio();
    const veredicto = async () => (await inscripcion.conEstados(a.id, [o.id])).get(o.id);

    expect(await veredicto()).toEqual({ rechazo: null, candidatura: null });
    const antes = lecturas();
    expect(await veredicto()).toEqual({ rechazo: null, candidatura: null });
    expect(lecturas()).toBe(antes);

    // An UPDATE that touches no row changes nothing: the entry stays (the outbox worker claims so every 2 s).
    await t.database.query('UPDATE alumnos SET nombre = nombre WHERE id = -1');
    await veredicto();
    expect(lecturas()).toBe(antes);

    // Raw SQL.
    await t.database.query('UPDATE alumnos SET busqueda_empleo_activa = false WHERE id = $1', [a.id]);
    expect((await veredicto())?.rechazo?.code).toBe(54);
    expect(lecturas()).toBe(antes + 1);

    // A Drizzle statement.
    await t.database.db.update(alumnos).set({ busquedaEmpleoActiva: true }).where(eq(alumnos.id, a.id));
    expect((await veredicto())?.rechazo).toBeNull();

    // A unit of work: applying through the API.
    const token = a.token;
    expect((await t.call(endpoints.inscribirse, { urlOferta: o.url }, token)).body.status).toBe(502);
    const despues = await veredicto();
    expect(despues?.rechazo?.code).toBe(10);
    expect(despues?.candidatura?.estado).toBeTypeOf('number');
  });

  it('aplicar lee siempre lo último, sin la caché', async () => {
    const a = await crearAlumno(t);
    const o = await crearOferta(t);
    const { inscripcion, lecturas } = servicio();
    await inscripcion.conEstados(a.id, [o.id]);
    const antes = lecturas();
    await inscripcion.comprobar(a.id, [o.id]);
    expect(lecturas()).toBe(antes + 1);
  });
});
