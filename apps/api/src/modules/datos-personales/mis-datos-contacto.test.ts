import { endpoints } from '@puente/contract/endpoints/all';
import { PortalCodes } from '@puente/contract/errors/codes';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dondeAparece } from '../../test/donde-aparece';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../auth/password-demo';
import { crearAlumno } from '../candidaturas/test-fixtures';

let t: TestApp;
let smtp: ServidorSmtp;
let n = 0;

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url(), PUBLIC_URL: 'https://empleo.demo.puente.es' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A validated company of its own, so its contacts' names appear nowhere else. */
async function empresaNueva() {
  n += 1;
  const unico = `${n}${Date.now().toString(36)}`;
  const [fila] = await t.database.query<{ id: number }>(
    "INSERT INTO empresas (cif, nombre, estado) VALUES ($1, $2, 'validada') RETURNING id",
    [`B${String(Date.now() + n).slice(-8)}`, `Talleres ${unico} S.L.`],
  );
  return { id: fila?.id as number, nombre: `Talleres ${unico} S.L.` };
}

/** A contact of the companies given, with the demo password, a name and address nobody else has. */
async function contactoDe(...empresas: number[]) {
  n += 1;
  const unico = `${n}${Date.now().toString(36)}`;
  const datos = {
    nick: `contacto.${unico}`,
    email: `leocadia.${unico}@empresa-prueba.es`,
    nombre: `Leocadia${unico}`,
    apellidos: `Zubizarreta${unico}`,
    nif: `Y${unico}`.slice(0, 9).toUpperCase(),
  };
  const [fila] = await t.database.query<{ id: number }>(
    `INSERT INTO contactos_empresa (nick, email, nombre, apellidos, nif, cargo, telefono, password_hash, primer_acceso, sesiones_desde)
     SELECT $1, $2, $3, $4, $5, 'Responsable de selección', '600111222', password_hash, false, now() - interval '1 minute'
     FROM contactos_empresa WHERE nick = 'seleccion.demo' RETURNING id`,
    [datos.nick, datos.email, datos.nombre, datos.apellidos, datos.nif],
  );
  const id = fila?.id as number;
  for (const e of empresas) {
    await t.database.query('INSERT INTO contacto_empresas (id_contacto, id_empresa, tipos_contacto) VALUES ($1, $2, $3)', [
      id,
      e,
      [1],
    ]);
  }
  return { id, ...datos, token: await t.login('empresa', datos.nick, empresas[0]) };
}

describe('los datos de un contacto de empresa', () => {
  it('su copia tiene su perfil, sus empresas y lo que hizo por ellas; solo él la descarga', async () => {
    const empresa = await empresaNueva();
    const luz = await contactoDe(empresa.id);
    const otro = await contactoDe(empresa.id);
    await t.database.query(
      "INSERT INTO ofertas (id_empresa, id_contacto, titulo, descripcion, url_acceso, id_perfil, id_estado) VALUES ($1, $2, $3, 'Descripción', $4, 1, 1)",
      [empresa.id, luz.id, `Oferta de ${luz.nombre}`, `oferta-contacto-${luz.id}`],
    );

    const { body } = await t.call(endpoints.solicitarExportacionContacto, {}, luz.token);
    expect(body).toMatchObject({ status: 0, datos: { estado: 'pendiente' } });
    await vi.waitFor(
      async () => {
        await t.services.misDatos.prepararPendientes();
        const pagina = await t.call(endpoints.misDatosContacto, {}, luz.token);
        expect(pagina.body.datos.exportaciones[0]).toMatchObject({ id: body.datos.id, estado: 'lista' });
      },
      { timeout: 20_000, interval: 200 },
    );
    const descargar = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Empresa/misDatos/exportacion/${body.datos.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    const respuesta = await descargar(luz.token);
    expect(respuesta.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(respuesta.rawPayload));
    const json = (nombre: string) =>
      JSON.parse(strFromU8(zip[`datos/${nombre}.json`] as Uint8Array)) as Record<string, unknown>[];
    expect(json('perfil')[0]).toMatchObject({ nick: luz.nick, email: luz.email, nombre: luz.nombre, nif: luz.nif });
    expect(json('empresas')).toEqual([expect.objectContaining({ empresa: empresa.nombre })]);
    expect(json('ofertas')).toEqual([expect.objectContaining({ titulo: `Oferta de ${luz.nombre}`, empresa: empresa.nombre })]);
    expect(json('accesos').length).toBeGreaterThanOrEqual(1);
    for (const tipo of ['convenios', 'documentos', 'consentimientos']) expect(zip[`datos/${tipo}.csv`], tipo).toBeDefined();
    expect(strFromU8(zip['LEEME.txt'] as Uint8Array)).toContain('como contacto de empresa');
    // Nothing of the company's files: a contact's uploads are their company's.
    expect(Object.keys(zip).filter((k) => k.startsWith('archivos/'))).toEqual([]);
    const [archivo] = await t.database.query<{ propietario_tipo: string }>(
      'SELECT a.propietario_tipo FROM archivos a JOIN exportaciones_datos x ON x.id_archivo = a.id WHERE x.id = $1',
      [body.datos.id],
    );
    expect(archivo?.propietario_tipo).toBe('contacto');
    const aviso = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM correos WHERE plantilla = 'exportacionLista' AND para = $1",
      [luz.email],
    );
    expect(aviso[0]?.n).toBe(1);

    // Another contact of the same company cannot read it, nor can a student.
    expect((await descargar(otro.token)).json()).toMatchObject({ status: PortalCodes.OFERTA_NO_ENCONTRADA });
    const alumno = await crearAlumno(t);
    expect((await descargar(alumno.token)).json()).toMatchObject({ status: PortalCodes.SIN_PERMISOS });
  });

  it('el único contacto de una empresa no puede eliminar su cuenta; con otro contacto, sí', async () => {
    const empresa = await empresaNueva();
    const solo = await contactoDe(empresa.id);
    const pagina = await t.call(endpoints.misDatosContacto, {}, solo.token);
    expect(pagina.body.datos).toMatchObject({ puedeEliminar: true, empresasSinOtroContacto: [empresa.nombre] });

    const negado = await t.call(
      endpoints.eliminarCuentaContacto,
      { password: DEMO_PASSWORD, confirmacion: 'ELIMINAR' },
      solo.token,
    );
    expect(negado.body.status).toBe(PortalCodes.ACCION_NO_PERMITIDA);
    expect(negado.body.mensaje).toContain(empresa.nombre);
    expect((await t.call(endpoints.misDatosContacto, {}, solo.token)).body.status).toBe(0);

    // A second contact who cannot sign in (blocked) does not count: the company would still have nobody.
    const bloqueado = await contactoDe(empresa.id);
    await t.database.query("UPDATE contactos_empresa SET estado = 'bloqueado' WHERE id = $1", [bloqueado.id]);
    expect(
      (await t.call(endpoints.eliminarCuentaContacto, { password: DEMO_PASSWORD, confirmacion: 'ELIMINAR' }, solo.token)).body
        .status,
    ).toBe(PortalCodes.ACCION_NO_PERMITIDA);

    await contactoDe(empresa.id);
    expect((await t.call(endpoints.misDatosContacto, {}, solo.token)).body.datos.empresasSinOtroContacto).toEqual([]);
  });

  it('con su contraseña se borra o anonimiza; sus ofertas siguen en la empresa', async () => {
    const empresa = await empresaNueva();
    const otra = await empresaNueva();
    const rosa = await contactoDe(empresa.id, otra.id);
    const companero = await contactoDe(empresa.id, otra.id);
    const [oferta] = await t.database.query<{ id: number }>(
      "INSERT INTO ofertas (id_empresa, id_contacto, titulo, descripcion, url_acceso, id_perfil, id_estado) VALUES ($1, $2, 'Oferta que queda', 'Descripción', $3, 1, 1) RETURNING id",
      [empresa.id, rosa.id, `oferta-contacto-${rosa.id}`],
    );
    const { body: pedida } = await t.call(endpoints.solicitarExportacionContacto, {}, rosa.token);
    await t.services.misDatos.prepararPendientes();

    const mal = await t.call(
      endpoints.eliminarCuentaContacto,
      { password: 'no-es-la-suya', confirmacion: 'ELIMINAR' },
      rosa.token,
    );
    expect(mal.body.status).toBe(PortalCodes.CREDENCIALES);
    const { body } = await t.call(
      endpoints.eliminarCuentaContacto,
      { password: DEMO_PASSWORD, confirmacion: 'delete' },
      rosa.token,
    );
    expect(body).toMatchObject({ status: 0, datos: { empresas: 2 } });

    expect((await t.call(endpoints.misDatosContacto, {}, rosa.token)).body.status).toBe(PortalCodes.SESION_PERDIDA);
    expect((await t.call(endpoints.loginEmpresa, { eUsuario: rosa.nick, ePassword: DEMO_PASSWORD })).body.status).toBe(
      PortalCodes.CREDENCIALES,
    );
    // Their copy went with its file.
    const copias = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM exportaciones_datos WHERE id = $1', [
      pedida.datos.id,
    ]);
    expect(copias[0]?.n).toBe(0);

    // The farewell leaves, then the outbox forgets the address.
    const worker = t.services.crearWorkerCorreo({ id: 'worker-baja-contacto' });
    const suyo = () => smtp.recibidos.find((m) => JSON.stringify(m.to).includes(rosa.email));
    for (let i = 0; i < 10 && !suyo(); i++) await worker.runOnce();
    await worker.stop();
    await vi.waitFor(() => expect(suyo()).toBeDefined(), { timeout: 10_000 });
    expect(suyo()?.text).toContain('ya no figuras como contacto de tus empresas');

    for (const aguja of [rosa.email, rosa.nombre, rosa.apellidos, rosa.nif, rosa.nick]) {
      expect(await dondeAparece(t, aguja), aguja).toEqual([]);
    }
    // The offer stays with the company, under the anonymised account; the colleague still sees the company.
    const [queda] = await t.database.query<{ nombre: string; apellidos: string }>(
      'SELECT c.nombre, c.apellidos FROM ofertas o JOIN contactos_empresa c ON c.id = o.id_contacto WHERE o.id = $1',
      [oferta?.id],
    );
    expect(`${queda?.nombre} ${queda?.apellidos}`).toBe('Contacto dado de baja');
    const equipo = await t.database.query<{ id_contacto: number }>(
      'SELECT id_contacto FROM contacto_empresas WHERE id_empresa = $1',
      [empresa.id],
    );
    expect(equipo.map((e) => e.id_contacto)).toEqual([companero.id]);
  });

  it('en modo dios nadie elimina la cuenta de un contacto', async () => {
    const empresa = await empresaNueva();
    const uno = await contactoDe(empresa.id);
    await contactoDe(empresa.id);
    const admin = await t.login('gestor', 'gestor.demo');
    const entrada = await t.call(
      endpoints.suplantar,
      { tipo: 'empresa', idContacto: uno.id, idEmpresa: empresa.id, motivo: 'Comprobar que la baja es solo del titular' },
      admin,
    );
    expect(entrada.body.status).toBe(0);
    const { body } = await t.call(
      endpoints.eliminarCuentaContacto,
      { password: DEMO_PASSWORD, confirmacion: 'ELIMINAR' },
      entrada.body.datos.token,
    );
    expect(body.status).toBe(PortalCodes.SIN_PERMISOS);
  });
});
