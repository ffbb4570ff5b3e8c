import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearOferta, dia, notificacionesDe, ofertaEmpleo, tokens } from '../procesos/test-fixtures';

/** The staff's offers list (keyset pages, one filter) and its bulk decisions with undo (issue 25). */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
});
afterAll(() => t.close());

const lista = (input: Record<string, unknown>, token = tk.gestor) => t.call(endpoints.ofertasGestion, input, token);
const estadoDe = async (id: number) =>
  (await t.database.query<{ id_estado: number }>('SELECT id_estado FROM ofertas WHERE id = $1', [id]))[0]?.id_estado;

describe('la lista de ofertas del personal', () => {
  it('pagina por cursor sin repetir ni saltarse filas, con el total del filtro', async () => {
    for (let i = 0; i < 5; i++) await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: `Paginada ${i} Zeta` }));
    const vistas: number[] = [];
    let cursor: string | undefined;
    let paginas = 0;
    do {
      const { body } = await lista({ q: 'zeta', tamano: 2, ...(cursor ? { cursor } : {}) });
      expect(body.status).toBe(0);
      expect(body.datos.total).toBe(5);
      expect(body.datos.totalEstimado).toBe(false);
      vistas.push(...body.datos.items.map((o) => o.idOferta));
      cursor = body.datos.siguiente ?? undefined;
      paginas++;
    } while (cursor);
    expect(paginas).toBe(3);
    expect(vistas).toEqual([...vistas].sort((a, b) => a - b));
    expect(new Set(vistas).size).toBe(5);
    const recientes = await lista({ q: 'zeta', orden: 'recientes', tamano: 10 });
    expect(recientes.body.datos.items.map((o) => o.idOferta)).toEqual([...vistas].reverse());
  });

  it('filtra por estado, empresa, perfil, texto (sin tildes) y fecha de alta', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Técnico de Logística Ártica' }));
    const porTexto = await lista({ q: 'logistica artica', estado: 1, idEmpresa: tk.idLevante, idPerfil: 1 });
    expect(porTexto.body.datos.items.map((x) => x.idOferta)).toEqual([o.idOferta]);
    expect(porTexto.body.datos.items[0]).toMatchObject({ Estado: 'Pendiente de validación', empresa: { id: tk.idLevante } });
    expect((await lista({ q: 'logistica artica', idEmpresa: tk.idMeseta })).body.datos.total).toBe(0);
    expect((await lista({ q: 'logistica artica', hasta: dia(-1) })).body.datos.total).toBe(0);
    expect((await lista({ q: 'logistica artica', desde: dia(0) })).body.datos.total).toBe(1);
    expect((await lista({ q: 'B12345674', estado: 1 })).body.datos.total).toBeGreaterThan(0);
  });

  it('un cursor manipulado o un filtro fuera de rango es un error de campo (15), no un 500', async () => {
    for (const input of [
      { cursor: 'no-es-un-cursor' },
      { cursor: Buffer.from('[1,2,3]').toString('base64url') },
      { estado: 99 },
      { tamano: 500 },
    ]) {
      const r = await lista(input);
      expect(r.http, JSON.stringify(input)).not.toBe(500);
      expect(r.body.status, JSON.stringify(input)).toBe(15);
    }
  });
});

describe('decisiones en bloque con deshacer', () => {
  it('valida una selección: publica las completas, deja las incompletas y las no pendientes, todo con su auditoría y su aviso', async () => {
    const buenas = [
      await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Bloque A' })),
      await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Bloque B' })),
    ];
    const incompleta = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Bloque incompleta' }));
    await t.database.query("UPDATE ofertas SET descripcion = '' WHERE id = $1", [incompleta.idOferta]);
    const publicada = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Bloque ya publicada' }));
    await t.call(endpoints.validarOferta, { idOferta: publicada.idOferta }, tk.gestor);

    const ids = [...buenas, incompleta, publicada].map((o) => o.idOferta);
    const { body } = await t.call(endpoints.ofertasEnBloque, { decision: 'validar', ids }, tk.gestor);
    expect(body.status).toBe(0);
    expect(body.datos.afectadas).toBe(2);
    expect(body.datos.omitidas).toEqual([
      { idOferta: incompleta.idOferta, titulo: 'Bloque incompleta', razon: 'incompleta' },
      { idOferta: publicada.idOferta, titulo: 'Bloque ya publicada', razon: 'noPendiente' },
    ]);
    for (const o of buenas) expect(await estadoDe(o.idOferta)).toBe(2);
    expect(await estadoDe(incompleta.idOferta)).toBe(1);
    const auditoria = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'oferta.validacion' AND (detalle->>'idLote')::int = $1",
      [body.datos.idLote],
    );
    expect(auditoria[0]?.n).toBe(2);
    const avisos = await notificacionesDe(t, 'empresa', tk.idLevante);
    expect(avisos.filter((a) => a.titulo === 'Oferta publicada' && /Bloque [AB]/.test(a.texto))).toHaveLength(2);
  });

  it('rechaza todo lo que coincide con un filtro con un motivo que la empresa lee en su idioma, y deshacer lo devuelve', async () => {
    const ofertas = [
      await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: 'Filtro Omega 1' })),
      await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: 'Filtro Omega 2' })),
      await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: 'Filtro Omega 3' })),
    ];
    const sinMotivo = await t.call(endpoints.ofertasEnBloque, { decision: 'rechazar', filtro: { q: 'omega' } }, tk.gestor);
    expect(sinMotivo.body.status).toBe(15);
    const otroSinTexto = await t.call(
      endpoints.ofertasEnBloque,
      { decision: 'rechazar', filtro: { q: 'omega' }, motivo: { idMotivo: 'otro' } },
      tk.gestor,
    );
    expect(otroSinTexto.body.status).toBe(15);

    const { body } = await t.call(
      endpoints.ofertasEnBloque,
      {
        decision: 'rechazar',
        filtro: { q: 'omega', estado: 1 },
        motivo: { idMotivo: 'intermediario', detalle: 'Indicad la empresa.' },
      },
      tk.gestor,
    );
    expect(body.status).toBe(0);
    expect(body.datos.afectadas).toBe(3);
    for (const o of ofertas) expect(await estadoDe(o.idOferta)).toBe(4);
    const lector = {
      tipo: 'empresa' as const,
      id: 0,
      idEmpresa: tk.idMeseta,
      nombre: '',
      apellidos: '',
      jti: '',
      exp: 0,
      rgpdPendiente: false,
      actor: null,
    };
    const es = (await t.services.notificaciones.listar(lector, 'es')).filter((n) => n.texto.includes('Filtro Omega'));
    const en = (await t.services.notificaciones.listar(lector, 'en')).filter((n) => n.texto.includes('Filtro Omega'));
    expect(es).toHaveLength(3);
    expect(es[0]?.texto).toContain('La publica una agencia o intermediario sin decir para qué empresa: Indicad la empresa.');
    expect(en[0]?.texto).toContain('It is posted by an agency or recruiter without naming the employer: Indicad la empresa.');

    const deshacer = await t.call(endpoints.deshacerLoteOfertas, { idLote: body.datos.idLote }, tk.gestor);
    expect(deshacer.body).toMatchObject({ status: 0, datos: { restauradas: 3, cambiadasDespues: 0 } });
    for (const o of ofertas) expect(await estadoDe(o.idOferta)).toBe(1);
    expect((await t.services.notificaciones.listar(lector, 'es')).filter((n) => n.texto.includes('Filtro Omega'))).toEqual([]);
    const otraVez = await t.call(endpoints.deshacerLoteOfertas, { idLote: body.datos.idLote }, tk.gestor);
    expect(otraVez.body).toMatchObject({ status: 48, mensaje: 'Esa decisión en bloque ya se deshizo.' });
    const deshechas = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'oferta.deshacer' AND (detalle->>'idLote')::int = $1",
      [body.datos.idLote],
    );
    expect(deshechas[0]?.n).toBe(3);
  });

  it('pasados los 10 segundos, o siendo de otro miembro, no se deshace (48)', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: 'Plazo de deshacer' }));
    const { body } = await t.call(endpoints.ofertasEnBloque, { decision: 'validar', ids: [o.idOferta] }, tk.gestor);
    const alta = await t.call(
      endpoints.crearGestor,
      {
        nick: 'otra.empresas',
        email: 'otra@universidad.example',
        nombre: 'Otra',
        apellidos: 'Persona',
        permisos: ['empresas'],
        password: 'Puente2026',
      },
      tk.gestor,
    );
    expect(alta.body.status).toBe(0);
    const otra = await t.login('gestor', 'otra.empresas');
    const ajeno = await t.call(endpoints.deshacerLoteOfertas, { idLote: body.datos.idLote }, otra);
    expect(ajeno.body).toMatchObject({ status: 48, mensaje: 'Esa decisión en bloque no existe o no es tuya.' });
    await t.database.query("UPDATE lotes_gestion SET deshacer_hasta = now() - interval '1 second' WHERE id = $1", [
      body.datos.idLote,
    ]);
    const tarde = await t.call(endpoints.deshacerLoteOfertas, { idLote: body.datos.idLote }, tk.gestor);
    expect(tarde.body).toMatchObject({ status: 48, mensaje: 'Ya han pasado los 10 segundos para deshacer esa decisión.' });
    expect(await estadoDe(o.idOferta)).toBe(2);
  });

  it('solo lectura lista, pero no decide en bloque', async () => {
    await t.call(
      endpoints.crearGestor,
      {
        nick: 'lee.todo',
        email: 'lee@universidad.example',
        nombre: 'Lee',
        apellidos: 'Todo',
        permisos: ['lectura'],
        password: 'Puente2026',
      },
      tk.gestor,
    );
    const lector = await t.login('gestor', 'lee.todo');
    expect((await lista({}, lector)).body.status).toBe(0);
    const r = await t.call(endpoints.ofertasEnBloque, { decision: 'validar', filtro: {} }, lector);
    expect(r.http).toBe(403);
  });
});
