import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta } from '../candidaturas/test-fixtures';
import { type Busqueda, OfertasBusquedaRepository } from './ofertas-busqueda.repository';

let t: TestApp;
let lucia: string;
beforeAll(async () => {
  t = await createTestApp();
  lucia = await t.login('alumno', '12345678Z');
});
afterAll(() => t.close());

const listar = (input: Record<string, unknown>, token = lucia) => t.call(endpoints.ofertasUsuario, input, token);
const titulos = (datos: { ofertas: { titulo: string }[] }) => datos.ofertas.map((o) => o.titulo);

/** Published offers in their deadline, straight from the database, to compare the API's counts with. */
async function publicadas(idPerfil: number, extra = '') {
  const rows = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ofertas o WHERE id_perfil = $1 AND id_estado = 2
       AND (fecha_limite IS NULL OR fecha_limite >= (now() AT TIME ZONE 'Europe/Madrid')::date) ${extra}`,
    [idPerfil],
  );
  return rows[0]?.n ?? 0;
}

describe('dameOfertasUsuario/{tipo}', () => {
  it('prácticas: numTotal cuenta todas, ofertas trae una página con los campos de la tarjeta', async () => {
    const { body } = await listar({ tipo: 'practicas', tamanoPagina: 10 });
    expect(body.status).toBe(0);
    expect(body.datos.numTotal).toBe(await publicadas(2));
    expect(body.datos.numTotal).toBeGreaterThanOrEqual(30);
    expect(body.datos).toMatchObject({ pagina: 1, tamanoPagina: 10 });
    expect(body.datos.ofertas).toHaveLength(10);
    for (const o of body.datos.ofertas) {
      expect(o.textoPerfilOferta).toBe('Prácticas');
      expect(o.fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(o.urlAcceso).toBeTruthy();
    }
  });

  it('ordena por fecha de publicación (más recientes primero, o al revés) y pagina sin repetir', async () => {
    const aFecha = (f: string | null) => {
      if (f === null) throw new Error('oferta publicada sin fecha');
      return f.split('/').reverse().join('-');
    };
    const p1 = (await listar({ tipo: 'empleo', tamanoPagina: 15 })).body.datos;
    const p2 = (await listar({ tipo: 'empleo', tamanoPagina: 15, pagina: 2 })).body.datos;
    const fechas = [...p1.ofertas, ...p2.ofertas].map((o) => aFecha(o.fecha));
    expect(fechas).toEqual([...fechas].sort().reverse());
    const urls = [...p1.ofertas, ...p2.ofertas].map((o: { urlAcceso: string }) => o.urlAcceso);
    expect(new Set(urls).size).toBe(urls.length);
    const asc = (await listar({ tipo: 'empleo', orden: 'fecha_asc', tamanoPagina: 5 })).body.datos.ofertas;
    const ascFechas = asc.map((o) => aFecha(o.fecha));
    expect(ascFechas).toEqual([...ascFechas].sort());
  });

  it('no lista ofertas pendientes, cerradas ni con el plazo vencido', async () => {
    const caducada = await crearOferta(t, { titulo: 'Oferta caducada de prueba', limite: -1 });
    const pendiente = await crearOferta(t, { titulo: 'Oferta pendiente de prueba', estado: 1 });
    const { datos } = (await listar({ tipo: 'empleo', tamanoPagina: 100 })).body;
    const urls = datos.ofertas.map((o: { urlAcceso: string }) => o.urlAcceso);
    expect(urls).not.toContain(caducada.url);
    expect(urls).not.toContain(pendiente.url);
  });

  it('muestra el estado de la candidatura del estudiante que llama, y solo la suya', async () => {
    const todas = (await listar({ tipo: 'practicas', tamanoPagina: 100 })).body.datos.ofertas;
    const pre = todas.find((o: { titulo: string }) => o.titulo === 'Prácticas en desarrollo web');
    expect(pre).toMatchObject({ estado: 'Preinscrita: pendiente de tu respuesta', idEstadoCandidatura: 16 });
    const otro = await crearAlumno(t);
    const paraOtro = (await listar({ tipo: 'practicas', tamanoPagina: 100 }, otro.token)).body.datos.ofertas;
    expect(paraOtro.every((o: { estado: string | null }) => o.estado === null)).toBe(true);
  });

  it('búsqueda de texto en español: sin tildes, plurales y palabras a medias', async () => {
    const gestion = await crearOferta(t, { titulo: 'Técnico de gestión administrativa', descripcion: 'Gestión de facturas.' });
    for (const texto of ['gestion', 'Gestión', 'GESTION administrativa', 'administrativas', 'gesti', 'tecnico gestion']) {
      const { datos } = (await listar({ tipo: 'empleo', texto, tamanoPagina: 100 })).body;
      expect(
        datos.ofertas.map((o: { urlAcceso: string }) => o.urlAcceso),
        texto,
      ).toContain(gestion.url);
    }
    const nada = (await listar({ tipo: 'empleo', texto: 'astronauta submarinista' })).body.datos;
    expect(nada).toMatchObject({ numTotal: 0, ofertas: [] });
  });

  it('la búsqueda mira también descripción, tareas y requisitos', async () => {
    const { datos } = (await listar({ tipo: 'empleo', texto: 'PLC Siemens', tamanoPagina: 100 })).body;
    expect(titulos(datos)).toContain('Técnico/a de mantenimiento industrial');
  });

  it('filtro por provincia', async () => {
    const { datos } = (await listar({ tipo: 'empleo', idProvincia: 28, tamanoPagina: 100 })).body;
    expect(datos.numTotal).toBe(await publicadas(1, 'AND id_provincia = 28'));
    expect(datos.numTotal).toBeGreaterThan(0);
    expect(datos.ofertas.every((o) => o.provincia === 'Madrid')).toBe(true);
  });

  it('filtros de empleo: contrato, salario, titulaciones y áreas de titulación (listas separadas por comas)', async () => {
    const contrato = (await listar({ tipo: 'empleo', contrato: '2,5', tamanoPagina: 100 })).body.datos;
    expect(contrato.numTotal).toBe(await publicadas(1, 'AND id_tipo_contrato IN (2, 5)'));
    const salario = (await listar({ tipo: 'empleo', salario: 30000, tamanoPagina: 100 })).body.datos;
    expect(salario.numTotal).toBe(await publicadas(1, 'AND salario >= 30000'));
    const titulacion = (await listar({ tipo: 'empleo', titulaciones: '15', tamanoPagina: 100 })).body.datos;
    expect(titulos(titulacion)).toEqual(expect.arrayContaining(['Enfermero/a para residencia']));
    expect(titulacion.numTotal).toBe(
      await publicadas(1, 'AND EXISTS (SELECT 1 FROM oferta_titulaciones t WHERE t.id_oferta = o.id AND t.id_titulacion = 15)'),
    );
    const area = (await listar({ tipo: 'empleo', areasTitulaciones: '1', tamanoPagina: 100 })).body.datos;
    expect(area.numTotal).toBe(
      await publicadas(
        1,
        'AND EXISTS (SELECT 1 FROM oferta_titulaciones ot JOIN titulaciones t ON t.id = ot.id_titulacion WHERE ot.id_oferta = o.id AND t.id_area = 1)',
      ),
    );
  });

  it('filtros de prácticas: área funcional, nivel, tipo de formación y título de programa', async () => {
    const area = (await listar({ tipo: 'practicas', areaFuncional: '5', tamanoPagina: 100 })).body.datos;
    expect(area.numTotal).toBe(await publicadas(2, 'AND id_area_funcional = 5'));
    const nivel = (await listar({ tipo: 'practicas', nivelesTitulaciones: '5,6', tamanoPagina: 100 })).body.datos;
    expect(nivel.numTotal).toBe(
      await publicadas(
        2,
        'AND EXISTS (SELECT 1 FROM oferta_titulaciones ot JOIN titulaciones t ON t.id = ot.id_titulacion WHERE ot.id_oferta = o.id AND t.id_nivel IN (5, 6))',
      ),
    );
    const formacion = (await listar({ tipo: 'practicas', tiposFormacion: '4', tamanoPagina: 100 })).body.datos;
    expect(formacion.numTotal).toBe(await publicadas(2, 'AND id_tipo_formacion = 4'));
    const programa = (await listar({ tipo: 'practicas', tituloPrograma: 'talento digital', tamanoPagina: 100 })).body.datos;
    expect(titulos(programa).sort()).toEqual(
      [
        'Prácticas de análisis de datos',
        'Prácticas de investigación en inteligencia artificial',
        'Prácticas en desarrollo web',
      ].sort(),
    );
  });

  it('los filtros del otro perfil se ignoran y los parámetros mal formados dan 15', async () => {
    const sin = (await listar({ tipo: 'empleo' })).body.datos.numTotal;
    expect((await listar({ tipo: 'empleo', tiposFormacion: '1' })).body.datos.numTotal).toBe(sin);
    expect((await listar({ tipo: 'otro' })).body.status).toBe(15);
    expect((await listar({ tipo: 'empleo', pagina: 0 })).body.status).toBe(15);
    expect((await listar({ tipo: 'empleo', tamanoPagina: 500 })).body.status).toBe(15);
  });
});

describe('contadores y ofertas que encajan', () => {
  it('dameNumOfertasEmpleoUsuario y dameNumOfertasPracticasUsuario', async () => {
    expect((await t.call(endpoints.numOfertasEmpleo, {}, lucia)).body).toMatchObject({ status: 0, datos: await publicadas(1) });
    expect((await t.call(endpoints.numOfertasPracticas, {}, lucia)).body.datos).toBe(await publicadas(2));
  });

  it('ofertasEncajanConUsuario: de su titulación o rama, sin las que ya tiene, cada una con su motivo', async () => {
    const { body } = await t.call(endpoints.ofertasEncajan, { limite: 50 }, lucia);
    expect(body.status).toBe(0);
    expect(body.datos.length).toBeGreaterThan(5);
    const propias = (await t.call(endpoints.candidaturasPracticas, {}, lucia)).body.datos.map(
      (c: { urlAcceso: string }) => c.urlAcceso,
    );
    for (const o of body.datos) {
      expect(propias).not.toContain(o.urlAcceso);
      expect(o.motivos[0]).toMatch(/^(Pide tu titulación|Busca titulaciones de tu rama)/);
    }
    expect(body.datos[0]?.motivos[0]).toBe('Pide tu titulación: Grado en Ingeniería Informática');
    expect(body.datos.some((o: { motivos: string[] }) => o.motivos.includes('En tu provincia: Valencia/València'))).toBe(true);
  });

  it('sin búsqueda activa ni estudios no encaja nada', async () => {
    const sinEstudios = await crearAlumno(t, { estudios: [] });
    expect((await t.call(endpoints.ofertasEncajan, {}, sinEstudios.token)).body.datos).toEqual([]);
    const sinBusqueda = await crearAlumno(t, { busquedaEmpleo: false, busquedaPracticas: false });
    expect((await t.call(endpoints.ofertasEncajan, {}, sinBusqueda.token)).body.datos).toEqual([]);
  });
});

describe('dameOferta/{url}', () => {
  it('la ficha completa de una oferta publicada, con titulaciones y sin candidatura', async () => {
    const o = await crearOferta(t, { perfil: 2, titulaciones: [33, 41] });
    const otro = await crearAlumno(t);
    const { body } = await t.call(endpoints.oferta, { url: o.url }, otro.token);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      urlAcceso: o.url,
      idPerfil: 2,
      textoPerfilOferta: 'Prácticas',
      publicada: true,
      plazoCerrado: false,
      empresa: { nombre: 'Levante Tech' },
      provincia: 'Valencia/València',
      tipoFormacion: 'Prácticas extracurriculares',
      candidatura: null,
    });
    expect(body.datos.titulaciones.map((x: { id: number; area: string }) => [x.id, x.area])).toEqual([
      [41, 'Ingeniería y Arquitectura'],
      [33, 'Ingeniería y Arquitectura'],
    ]);
  });

  it('con candidatura propia la muestra (16 con opciones de preinscripción)', async () => {
    const rows = await t.database.query<{ url_acceso: string }>(
      "SELECT url_acceso FROM ofertas WHERE titulo = 'Prácticas en desarrollo web' AND id_estado = 2 ORDER BY id LIMIT 1",
    );
    const { body } = await t.call(endpoints.oferta, { url: rows[0]?.url_acceso }, lucia);
    expect(body.datos.candidatura).toMatchObject({ estado: 16, opcionesPreinscripcion: true, retirable: false });
    expect(body.datos.programa).toMatchObject({ titulo: 'Programa Talento Digital 2026' });
  });

  it('una caducada se ve con plazoCerrado; una pendiente o inexistente da 4; una cerrada solo la ve quien es candidato', async () => {
    const a = await crearAlumno(t);
    const caducada = await crearOferta(t, { limite: -3 });
    expect((await t.call(endpoints.oferta, { url: caducada.url }, a.token)).body.datos).toMatchObject({ plazoCerrado: true });
    const pendiente = await crearOferta(t, { estado: 1 });
    expect((await t.call(endpoints.oferta, { url: pendiente.url }, a.token)).body.status).toBe(4);
    expect((await t.call(endpoints.oferta, { url: 'no-existe' }, a.token)).body.status).toBe(4);
    const cerrada = await crearOferta(t, { estado: 3 });
    expect((await t.call(endpoints.oferta, { url: cerrada.url }, a.token)).body.status).toBe(4);
    await crearCandidatura(t, cerrada.id, a.id, 5);
    expect((await t.call(endpoints.oferta, { url: cerrada.url }, a.token)).body.datos).toMatchObject({
      publicada: false,
      candidatura: { estado: 5 },
    });
  });
});

describe('página y total de una búsqueda de texto en una sola consulta (decisión 056)', () => {
  it('da las mismas filas, en el mismo orden, y el mismo total que la página y el recuento por separado', async () => {
    for (const titulo of ['Gestión de compras', 'Gestor de proyectos', 'Técnico de gestión', 'Gestión comercial junior']) {
      await crearOferta(t, { titulo, descripcion: 'Gestión del día a día.' });
    }
    const repo = new OfertasBusquedaRepository(t.database.db);
    const hoy = hoyMadrid();
    const busquedas: Busqueda[] = [
      { idPerfil: 1, hoy, texto: 'gestion' },
      { idPerfil: 1, hoy, texto: 'gesti', idProvincia: 28 },
      { idPerfil: 2, hoy, texto: 'desarrollo web' },
      { idPerfil: 1, hoy, texto: 'ingenier', contratos: [1, 2] },
      { idPerfil: 1, hoy, texto: 'astronauta submarinista' },
      {
        idPerfil: 2,
        hoy,
        texto: 'practicas',
        paraMi: {
          estudios: [{ idTitulacion: 41, creditos: 120 }],
          titulado: false,
          posgrado: false,
          deLaUniversidad: true,
          matriculadoPracticas: true,
        },
      },
    ];
    let comparadas = 0;
    for (const b of busquedas) {
      const total = await repo.total(b);
      for (const ascendente of [false, true]) {
        for (const [limite, desplazamiento] of [
          [3, 0],
          [3, 3],
          [100, 0],
          [5, 1000],
        ] as const) {
          const solas = await repo.pagina(b, limite, desplazamiento, ascendente);
          const juntas = await repo.paginaConTotal(b, limite, desplazamiento, ascendente);
          const clave = JSON.stringify([b.texto, ascendente, limite, desplazamiento]);
          expect(juntas.numTotal, clave).toBe(total);
          expect(juntas.filas, clave).toEqual(solas);
          comparadas += solas.length;
        }
      }
    }
    // Not vacuous: the searches above do find offers.
    expect(comparadas).toBeGreaterThan(10);
  });
});

describe('búsqueda y ficha se construyen como el contrato (decisión 056)', () => {
  it('el esquema de salida no quita ni cambia nada de lo que devuelve el servicio', async () => {
    const caller = await t.services.sessions.authenticate(lucia);
    if (!caller) throw new Error('sin sesión');
    let fichas = 0;
    for (const filtros of [
      { tipo: 'practicas', texto: 'desarrollo' },
      { tipo: 'empleo', idProvincia: 28 },
      { tipo: 'practicas', paraMi: 'true' },
    ]) {
      const f = endpoints.ofertasUsuario.input.parse({ ...filtros, tamanoPagina: 50 });
      const lista = await t.services.ofertas.listar(caller, f, 'en');
      expect(lista.ofertas.length, JSON.stringify(filtros)).toBeGreaterThan(0);
      expect(endpoints.ofertasUsuario.output.parse(lista)).toStrictEqual(lista);
      for (const o of lista.ofertas.slice(0, 5)) {
        const ficha = await t.services.ofertas.verComoAlumno(caller, o.urlAcceso, 'es');
        expect(endpoints.oferta.output.parse(ficha)).toStrictEqual(ficha);
        fichas++;
      }
    }
    expect(fichas).toBeGreaterThan(5);
  });
});
