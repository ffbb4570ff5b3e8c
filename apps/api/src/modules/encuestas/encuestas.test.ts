import type { Encuesta } from '@puente/contract/encuestas';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, errorDatos } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';

let t: TestApp;
let lucia: string;
let marcos: string;
let seleccion: string;
let gestor: string;
const ids: Record<string, number> = {};

const cabecera = (urlAcceso: string) => t.call(endpoints.cabeceraEncuesta, { urlAcceso });
const encuesta = (id: number, token: string) => t.call(endpoints.dameEncuesta, { id }, token);
const contestar = (id: number, token: string, lContestaciones: unknown[]) =>
  t.call(endpoints.guardaContestacionEncuesta, { id, lContestaciones }, token);
const anonimo = async (id: number) => {
  const { body } = await t.call(endpoints.logaAnonimo, { id });
  expect(body.status).toBe(0);
  return body.datos;
};
/** The personal link of a survey in a list. */
const enlace = async (
  lista: typeof endpoints.dameEncuestasUsuario | typeof endpoints.dameEncuestas,
  token: string,
  id: number,
) => {
  const { body } = await t.call(lista, {}, token);
  expect(body.status).toBe(0);
  return body.datos.find((e) => e.idEncuesta === id);
};
const porTexto = (e: Encuesta, texto: string) => {
  const p = e.preguntas.find((x) => x.texto.startsWith(texto));
  if (!p) throw new Error(`sin pregunta ${texto}`);
  return p;
};
const respuesta = (e: Encuesta, pregunta: string, texto: string) => {
  const r = porTexto(e, pregunta).respuestas.find((x) => x.texto === texto);
  if (!r) throw new Error(`sin respuesta ${texto}`);
  return r.idRespuesta;
};

let secuencia = 0;
async function crear(extra: Record<string, unknown> = {}) {
  secuencia += 1;
  const { body } = await t.call(
    endpoints.crearEncuesta,
    {
      titulo: `Encuesta de prueba ${secuencia}`,
      urlAcceso: `encuesta-prueba-${secuencia}`,
      paraAlumnos: true,
      preguntas: [
        { tipo: 'sino', texto: 'Primera', respuestas: [{ texto: 'Sí', saltoA: 3 }, { texto: 'No' }] },
        { tipo: 'texto', texto: 'Segunda' },
        { tipo: 'escala', texto: 'Tercera' },
      ],
      ...extra,
    },
    gestor,
  );
  expect(body.status, JSON.stringify(body)).toBe(0);
  return body.datos.idEncuesta;
}

beforeAll(async () => {
  t = await createTestApp();
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
  seleccion = await t.login('empresa', 'seleccion.demo');
  gestor = await t.login('gestor', 'gestor.demo');
  for (const url of ['seguimiento-titulados-2026', 'valoracion-feria-empleo', 'satisfaccion-empresas-2026']) {
    const { body } = await cabecera(url);
    expect(body.status).toBe(0);
    ids[url] = body.datos.idEncuesta;
  }
});
afterAll(() => t.close());

describe('listas de encuestas', () => {
  it('Marcos ve la suya obligatoria sin contestar con su enlace; Lucía no la ve (no es destinataria)', async () => {
    const suya = await enlace(endpoints.dameEncuestasUsuario, marcos, ids['seguimiento-titulados-2026'] as number);
    expect(suya).toMatchObject({ respuestaObligatoria: true, contestada: false });
    expect(suya?.querystringValue).toMatch(/^a\d+\.[A-Za-z0-9_-]{22}$/);
    expect(await enlace(endpoints.dameEncuestasUsuario, lucia, ids['seguimiento-titulados-2026'] as number)).toBeUndefined();
  });

  it('la anónima no está en ninguna lista; la de empresas solo en la de empresas', async () => {
    const alumno = (await t.call(endpoints.dameEncuestasUsuario, {}, lucia)).body.datos.map((e) => e.urlAcceso);
    const empresa = (await t.call(endpoints.dameEncuestas, {}, seleccion)).body.datos.map((e) => e.urlAcceso);
    expect(alumno).not.toContain('valoracion-feria-empleo');
    expect(alumno).not.toContain('satisfaccion-empresas-2026');
    expect(empresa).toEqual(['satisfaccion-empresas-2026']);
  });

  it('la cabecera pública dice cómo entrar y nada de nadie; 35 para una que no existe', async () => {
    const { body } = await cabecera('valoracion-feria-empleo');
    expect(body.datos).toMatchObject({ sacaOpcionAnonima: true, paraAlumnos: false, sso: false, requiereRGPD: true });
    expect(body.datos.textoRGPD).toContain('anónima');
    expect((await cabecera('no-existe')).body.status).toBe(35);
  });
});

describe('el token de la encuesta', () => {
  it('solo abre /api/Encuestas: un token de estudiante ahí es 403 (71) y el de encuesta fuera es 401 (2)', async () => {
    const id = ids['valoracion-feria-empleo'] as number;
    const { token } = await anonimo(id);
    expect((await encuesta(id, token)).body.status).toBe(0);
    const conAlumno = await encuesta(id, lucia);
    expect(conAlumno.http).toBe(403);
    expect(conAlumno.body.status).toBe(71);
    for (const e of [endpoints.dameEncuestasUsuario, endpoints.dameEncuestas, endpoints.encuestasGestion, endpoints.logout]) {
      const r = await t.call(e, {}, token);
      expect(r.http, e.path).toBe(401);
      expect(r.body.status).toBe(2);
    }
    const sinToken = await encuesta(id, '');
    expect(sinToken.http).toBe(401);
  });

  it('un token de otra encuesta no abre esta (35)', async () => {
    const { token } = await anonimo(ids['valoracion-feria-empleo'] as number);
    expect((await encuesta(ids['satisfaccion-empresas-2026'] as number, token)).body.status).toBe(35);
  });

  it('un enlace personal manipulado o de otra encuesta es 35', async () => {
    const id = ids['seguimiento-titulados-2026'] as number;
    const valor = (await enlace(endpoints.dameEncuestasUsuario, marcos, id))?.querystringValue as string;
    const otro = `${valor.slice(0, -2)}${valor.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.call(endpoints.accesoEncuesta, { id, querystringValue: otro })).body.status).toBe(35);
    const ajena = ids['satisfaccion-empresas-2026'] as number;
    expect((await t.call(endpoints.accesoEncuesta, { id: ajena, querystringValue: valor })).body.status).toBe(35);
  });
});

describe('entrar', () => {
  it('37 sin opción anónima; 36 con usuario en una encuesta anónima; 38 fuera del público', async () => {
    expect((await t.call(endpoints.logaAnonimo, { id: ids['seguimiento-titulados-2026'] })).body.status).toBe(37);
    const login = { tipo: 'alumno', eUsuario: '12345678Z', ePassword: DEMO_PASSWORD };
    expect((await t.call(endpoints.logaUsuarioEncuesta, { id: ids['valoracion-feria-empleo'], ...login })).body.status).toBe(36);
    expect((await t.call(endpoints.logaUsuarioEncuesta, { id: ids['seguimiento-titulados-2026'], ...login })).body.status).toBe(
      38,
    );
    expect((await t.call(endpoints.logaUsuarioEncuesta, { id: ids['satisfaccion-empresas-2026'], ...login })).body.status).toBe(
      36,
    );
  });

  it('logaUsuario comprueba la contraseña con los límites del login (3 si es incorrecta)', async () => {
    const { body } = await t.call(endpoints.logaUsuarioEncuesta, {
      id: ids['seguimiento-titulados-2026'],
      tipo: 'alumno',
      eUsuario: '87654321X',
      ePassword: 'no-es-esta-1',
    });
    expect(body.status).toBe(3);
  });

  it('SSO: la marca demo no lo tiene (48); una encuesta retirada o inexistente es 35', async () => {
    const r = await t.call(endpoints.loginIntegradoEncuesta, { id: ids['seguimiento-titulados-2026'], respuesta: 'PHNhbWw+' });
    expect(r.body.status).toBe(48);
    expect((await t.call(endpoints.logaAnonimo, { id: 999_999 })).body.status).toBe(35);
  });
});

describe('contestar', () => {
  it('Marcos sigue un salto: las preguntas saltadas no faltan ni se guardan; 40 si falta una del camino; después 39', async () => {
    const id = ids['seguimiento-titulados-2026'] as number;
    const valor = (await enlace(endpoints.dameEncuestasUsuario, marcos, id))?.querystringValue as string;
    const acceso = await t.call(endpoints.accesoEncuesta, { id, querystringValue: valor });
    expect(acceso.body.status).toBe(0);
    const token = acceso.body.datos.token;
    const e = (await encuesta(id, token)).body.datos;
    expect(e.encuestado).toBe('alumno');
    const si = respuesta(e, '¿Estás trabajando', 'Sí');
    const escala = porTexto(e, '¿Cuánto se relaciona').idPregunta;
    const como = porTexto(e, '¿Cómo encontraste');
    const otraPregunta = porTexto(e, '¿Qué estás haciendo');

    // "Sí" jumps over question 2; the scale on the path is missing → 40 naming it (and question 4).
    const falta = await contestar(id, token, [{ idPregunta: porTexto(e, '¿Estás trabajando').idPregunta, idRespuestas: [si] }]);
    expect(falta.body.status).toBe(40);
    expect(errorDatos<{ preguntas: number[] }>(falta.body).preguntas).toEqual([escala, como.idPregunta]);

    const lista = [
      { idPregunta: porTexto(e, '¿Estás trabajando').idPregunta, idRespuestas: [si] },
      // Off the path: ignored, not stored.
      { idPregunta: otraPregunta.idPregunta, idRespuestas: [otraPregunta.respuestas[0]?.idRespuesta] },
      { idPregunta: escala, valor: 8 },
      { idPregunta: como.idPregunta, idRespuestas: [como.respuestas[0]?.idRespuesta, como.respuestas[2]?.idRespuesta] },
    ];
    const ok = await contestar(id, token, lista);
    expect(ok.body.status, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.datos.preguntasContestadas).toBe(3);
    const guardadas = await t.database.query<{ id_pregunta: number }>(
      'SELECT v.id_pregunta FROM encuesta_contestacion_valores v JOIN encuesta_contestaciones c ON c.id = v.id_contestacion WHERE c.id_encuesta = $1',
      [id],
    );
    expect(guardadas.map((g) => g.id_pregunta)).not.toContain(otraPregunta.idPregunta);

    expect((await contestar(id, token, lista)).body.status).toBe(39);
    expect((await t.call(endpoints.accesoEncuesta, { id, querystringValue: valor })).body.status).toBe(39);
    const despues = await enlace(endpoints.dameEncuestasUsuario, marcos, id);
    expect(despues).toMatchObject({ contestada: true, querystringValue: null });
  });

  it('una respuesta de otra pregunta o dos en una única es 15', async () => {
    const id = await crear({ sacaOpcionAnonima: true });
    const { token } = await anonimo(id);
    const e = (await encuesta(id, token)).body.datos;
    const [p1, p2] = e.preguntas;
    const r = await contestar(id, token, [
      { idPregunta: p1?.idPregunta, idRespuestas: p1?.respuestas.map((x) => x.idRespuesta) },
    ]);
    expect(r.body.status).toBe(15);
    const ajena = await contestar(id, token, [{ idPregunta: p2?.idPregunta, idRespuestas: [p1?.respuestas[0]?.idRespuesta] }]);
    expect(ajena.body.status).toBe(15);
  });

  it('anónima: RGPD antes de contestar; se guarda sin nadie y con el día; cada entrada contesta una vez; dos entradas, dos', async () => {
    const id = ids['valoracion-feria-empleo'] as number;
    const entrada = await anonimo(id);
    expect(entrada.rgpdPendiente).toBe(true);
    const e = (await encuesta(id, entrada.token)).body.datos;
    expect(e).toMatchObject({ encuestado: 'anonimo', rgpdAceptado: false });
    const no = respuesta(e, '¿Asististe', 'No');
    const lista = [{ idPregunta: porTexto(e, '¿Asististe').idPregunta, idRespuestas: [no] }];
    expect((await contestar(id, entrada.token, lista)).body.status).toBe(15);

    const aceptada = await t.call(endpoints.guardaAceptacionRGPD, {}, entrada.token);
    expect(aceptada.body.status).toBe(0);
    expect(aceptada.body.datos.rgpdPendiente).toBe(false);
    // "No asistí" jumps to the optional last question: nothing else is mandatory on that path.
    expect((await contestar(id, aceptada.body.datos.token, lista)).body.status).toBe(0);
    // One anonymous entry answers once: neither its accepted token nor the one it was traded for answers again.
    expect((await contestar(id, aceptada.body.datos.token, lista)).body.status).toBe(39);
    expect((await t.call(endpoints.guardaAceptacionRGPD, {}, entrada.token)).body.status).toBe(39);
    const jti = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti as string;
    const gastados = await t.database.query<{ jti: string }>('SELECT jti FROM encuesta_tokens_gastados WHERE jti = ANY($1)', [
      [jti(entrada.token), jti(aceptada.body.datos.token)],
    ]);
    expect(gastados).toHaveLength(2);

    const otra = await anonimo(id);
    const rgpd = await t.call(endpoints.guardaAceptacionRGPD, {}, otra.token);
    expect((await contestar(id, rgpd.body.datos.token, lista)).body.status).toBe(0);

    const filas = await t.database.query<{ tipo: string | null; id_usuario: number | null; dia: unknown }>(
      'SELECT tipo, id_usuario, dia FROM encuesta_contestaciones WHERE id_encuesta = $1',
      [id],
    );
    expect(filas).toHaveLength(2);
    for (const f of filas) expect(f).toMatchObject({ tipo: null, id_usuario: null });
    // Nothing that could name the sender: no time, no address (its limit's count is kept apart, decision 052).
    const columnas = await t.database.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'encuesta_contestaciones'",
    );
    expect(columnas.map((c) => c.column_name).sort()).toEqual(['anonima', 'dia', 'id', 'id_encuesta', 'id_usuario', 'tipo']);
  });

  it('una empresa contesta la suya con su enlace personal; la respuesta es de la empresa', async () => {
    const id = ids['satisfaccion-empresas-2026'] as number;
    const valor = (await enlace(endpoints.dameEncuestas, seleccion, id))?.querystringValue as string;
    expect(valor).toMatch(/^e\d+\./);
    const { body } = await t.call(endpoints.accesoEncuesta, { id, querystringValue: valor });
    const e = (await encuesta(id, body.datos.token)).body.datos;
    expect(e.encuestado).toBe('empresa');
    const ok = await contestar(id, body.datos.token, [
      { idPregunta: porTexto(e, '¿Has acogido').idPregunta, idRespuestas: [respuesta(e, '¿Has acogido', 'Sí')] },
      { idPregunta: porTexto(e, 'Valora').idPregunta, valor: 9 },
      { idPregunta: porTexto(e, '¿Qué podemos').idPregunta, texto: 'Más ferias' },
    ]);
    expect(ok.body.status).toBe(0);
    expect((await enlace(endpoints.dameEncuestas, seleccion, id))?.contestada).toBe(true);
  });

  it('aislamiento: lo que contesta uno no aparece en la lista ni en la encuesta de otro', async () => {
    const id = await crear();
    const a = await t.call(endpoints.accesoEncuesta, {
      id,
      querystringValue: (await enlace(endpoints.dameEncuestasUsuario, lucia, id))?.querystringValue,
    });
    const e = (await encuesta(id, a.body.datos.token)).body.datos;
    const p = e.preguntas;
    expect(
      (
        await contestar(id, a.body.datos.token, [
          { idPregunta: p[0]?.idPregunta, idRespuestas: [p[0]?.respuestas[1]?.idRespuesta] },
          { idPregunta: p[1]?.idPregunta, texto: 'Solo de Lucía' },
          { idPregunta: p[2]?.idPregunta, valor: 3 },
        ])
      ).body.status,
    ).toBe(0);
    expect((await enlace(endpoints.dameEncuestasUsuario, lucia, id))?.contestada).toBe(true);
    const deMarcos = await enlace(endpoints.dameEncuestasUsuario, marcos, id);
    expect(deMarcos?.contestada).toBe(false);
    const m = await t.call(endpoints.accesoEncuesta, { id, querystringValue: deMarcos?.querystringValue });
    expect(m.body.status).toBe(0);
    expect(JSON.stringify((await encuesta(id, m.body.datos.token)).body.datos)).not.toContain('Solo de Lucía');
  });
});

describe('gestión', () => {
  it('valida saltos hacia atrás o inexistentes, respuestas por tipo y destinatarios (15); 8 con una url repetida', async () => {
    const base = { titulo: 'Saltos malos', urlAcceso: 'saltos-malos', paraAlumnos: true };
    const atras = await t.call(
      endpoints.crearEncuesta,
      {
        ...base,
        preguntas: [
          { tipo: 'texto', texto: 'Uno' },
          {
            tipo: 'sino',
            texto: 'Dos',
            respuestas: [
              { texto: 'Sí', saltoA: 1 },
              { texto: 'No', saltoA: 9 },
            ],
          },
          { tipo: 'unica', texto: 'Tres', respuestas: [{ texto: 'Sola' }] },
        ],
        destinatarios: [{ tipo: 'empresa', id: 1 }],
      },
      gestor,
    );
    expect(atras.body.status).toBe(15);
    const campos = errorDatos<{ errores: { campo: string }[] }>(atras.body).errores.map((x) => x.campo);
    expect(campos).toEqual(
      expect.arrayContaining([
        'preguntas.1.respuestas.0.saltoA',
        'preguntas.1.respuestas.1.saltoA',
        'preguntas.2.respuestas',
        'destinatarios',
      ]),
    );
    const repetida = await t.call(
      endpoints.crearEncuesta,
      { ...base, urlAcceso: 'valoracion-feria-empleo', preguntas: [{ tipo: 'texto', texto: 'Uno' }] },
      gestor,
    );
    expect(repetida.body.status).toBe(8);
  });

  it('resultados: veces por respuesta, escala y textos; CSV; auditado', async () => {
    const id = await crear({ sacaOpcionAnonima: true });
    for (const [sino, valor] of [
      [0, 7],
      [0, 7],
      [1, 2],
    ] as const) {
      const { token } = await anonimo(id);
      const e = (await encuesta(id, token)).body.datos;
      const p = e.preguntas;
      const lista =
        sino === 0
          ? [
              { idPregunta: p[0]?.idPregunta, idRespuestas: [p[0]?.respuestas[0]?.idRespuesta] },
              { idPregunta: p[2]?.idPregunta, valor },
            ]
          : [
              { idPregunta: p[0]?.idPregunta, idRespuestas: [p[0]?.respuestas[1]?.idRespuesta] },
              { idPregunta: p[1]?.idPregunta, texto: '=HYPERLINK("x")' },
              { idPregunta: p[2]?.idPregunta, valor },
            ];
      expect((await contestar(id, token, lista)).body.status).toBe(0);
    }
    const { body } = await t.call(endpoints.resultadosEncuesta, { id }, gestor);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ contestaciones: 3, anonimas: 3 });
    const [p1, p2, p3] = body.datos.preguntas;
    expect(p1?.respuestas.map((r) => r.veces)).toEqual([2, 1]);
    expect(p2).toMatchObject({ contestadas: 1, anonimas: 1, textos: [{ texto: '=HYPERLINK("x")', anonima: true }] });
    expect(p3?.escala.find((x) => x.valor === 7)?.veces).toBe(2);
    expect(p3?.escala.find((x) => x.valor === 2)?.veces).toBe(1);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/Gestion/resultadosEncuestaCsv/${id}`,
      headers: { authorization: `Bearer ${gestor}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const texto = csv.body;
    expect(texto.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(texto).toContain('anónima');
    expect(texto).toContain(`"'=HYPERLINK(""x"")"`);
    const audit = await t.database.query<{ accion: string }>(
      "SELECT accion FROM auditoria WHERE entidad = 'encuesta' AND entidad_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.map((a) => a.accion)).toEqual(['encuesta.crear', 'encuesta.resultados', 'encuesta.resultadosCsv']);
  });

  it('editar: las preguntas cambian mientras nadie contestó; después solo lo demás (48); despublicar → 35', async () => {
    const id = await crear({ sacaOpcionAnonima: true });
    const datos = {
      id,
      titulo: 'Editada',
      urlAcceso: `editada-${id}`,
      paraAlumnos: true,
      sacaOpcionAnonima: true,
      preguntas: [{ tipo: 'texto', texto: 'Única pregunta' }],
    };
    const editada = await t.call(endpoints.editarEncuesta, datos, gestor);
    expect(editada.body.status).toBe(0);
    expect(editada.body.datos).toMatchObject({ titulo: 'Editada', preguntas: 1 });
    const { token } = await anonimo(id);
    const e = (await encuesta(id, token)).body.datos;
    expect((await contestar(id, token, [{ idPregunta: e.preguntas[0]?.idPregunta, texto: 'Hola' }])).body.status).toBe(0);

    const titulo = await t.call(endpoints.editarEncuesta, { ...datos, titulo: 'Editada otra vez' }, gestor);
    expect(titulo.body.status).toBe(0);
    const preguntas = await t.call(
      endpoints.editarEncuesta,
      { ...datos, preguntas: [{ tipo: 'texto', texto: 'Otra pregunta' }] },
      gestor,
    );
    expect(preguntas.body.status).toBe(48);

    expect((await t.call(endpoints.despublicarEncuesta, { id }, gestor)).body.datos.publicada).toBe(false);
    expect((await t.call(endpoints.logaAnonimo, { id })).body.status).toBe(35);
    expect((await encuesta(id, token)).body.status).toBe(35);
    const lista = (await t.call(endpoints.encuestasGestion, { publicada: 'false' }, gestor)).body.datos;
    expect(lista.items.find((x) => x.idEncuesta === id)).toMatchObject({ publicada: false, contestaciones: 1 });

    const edicion = (await t.call(endpoints.encuestaGestion, { id }, gestor)).body.datos;
    expect(edicion).toMatchObject({ titulo: 'Editada otra vez', contestaciones: 1, preguntasCongeladas: true, publicada: false });
    const publicada = await t.call(endpoints.publicarEncuesta, { id }, gestor);
    expect(publicada.body.datos.publicada).toBe(true);
    expect((await t.call(endpoints.logaAnonimo, { id })).body.status).toBe(0);
    expect((await t.call(endpoints.publicarEncuesta, { id: 999_999 }, gestor)).body.status).toBe(35);
  });

  it('el constructor la lee como la escribió: saltos por posición, destinatarios con nombre; sin contestar, no congelada', async () => {
    const [marcosFila] = await t.database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '87654321X'");
    const idMarcos = marcosFila?.id ?? 0;
    const id = await crear({ titulo: 'Encuesta para el constructor', destinatarios: [{ tipo: 'alumno', id: idMarcos }] });
    const { body } = await t.call(endpoints.encuestaGestion, { id }, gestor);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      idEncuesta: id,
      titulo: 'Encuesta para el constructor',
      paraAlumnos: true,
      preguntasCongeladas: false,
      contestaciones: 0,
      destinatarios: [{ tipo: 'alumno', id: idMarcos, nombre: 'Marcos Ruiz Delgado' }],
      preguntas: [
        {
          tipo: 'sino',
          texto: 'Primera',
          obligatoria: true,
          respuestas: [
            { texto: 'Sí', saltoA: 3 },
            { texto: 'No', saltoA: null },
          ],
        },
        { tipo: 'texto', texto: 'Segunda', respuestas: [] },
        { tipo: 'escala', texto: 'Tercera', respuestas: [] },
      ],
    });
    // What it reads is what editarEncuesta takes back, unchanged.
    const { destinatarios, preguntas, titulo, urlAcceso, paraAlumnos } = body.datos;
    const vuelta = await t.call(
      endpoints.editarEncuesta,
      {
        id,
        titulo,
        urlAcceso,
        paraAlumnos,
        destinatarios: destinatarios.map(({ tipo, id: idUsuario }) => ({ tipo, id: idUsuario })),
        preguntas: preguntas.map((p) => ({
          ...p,
          respuestas: p.respuestas.map((r) => ({ texto: r.texto, ...(r.saltoA ? { saltoA: r.saltoA } : {}) })),
        })),
      },
      gestor,
    );
    expect(vuelta.body.status).toBe(0);
    expect((await t.call(endpoints.encuestaGestion, { id: 999_999 }, gestor)).body.status).toBe(35);
  });

  it('la lista pagina, la más reciente primero, y filtra por texto y destinatarios', async () => {
    const paraEmpresas = await crear({ titulo: 'Lista de empresas', paraAlumnos: false, paraEmpresa: true });
    const paraAlumnos = await crear({ titulo: 'Lista de estudiantes' });
    const lista = async (f: Record<string, unknown>) =>
      (await t.call(endpoints.encuestasGestion, { texto: 'lista de', ...f }, gestor)).body.datos.items.map((x) => x.idEncuesta);
    expect(await lista({})).toEqual([paraAlumnos, paraEmpresas]);
    expect(await lista({ para: 'empresas' })).toEqual([paraEmpresas]);
    const primera = (await t.call(endpoints.encuestasGestion, { tamano: 1 }, gestor)).body.datos;
    const segunda = (await t.call(endpoints.encuestasGestion, { tamano: 1, cursor: primera.siguiente ?? '' }, gestor)).body.datos;
    expect([primera.items[0]?.idEncuesta, segunda.items[0]?.idEncuesta]).toEqual([paraAlumnos, paraEmpresas]);
  });

  it('un estudiante no llega a la gestión (403)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/Gestion/encuestas', headers: { authorization: `Bearer ${lucia}` } });
    expect(r.statusCode).toBe(403);
    expect(envelopeOf(r).status).toBe(71);
  });
});
