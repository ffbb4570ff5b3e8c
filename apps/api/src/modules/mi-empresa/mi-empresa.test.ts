import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDatos } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AuditRepository } from '../audit/audit.repository';
import { AuditService } from '../audit/audit.service';
import { MiEmpresaRepository } from './mi-empresa.repository';
import { MiEmpresaService } from './mi-empresa.service';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';

/** What /mi-empresa sends, complete and valid; tests change one field at a time. */
const empresaValida = {
  nombreFiscal: 'Innovación Levante S.L.',
  nombreComercial: 'Levante Tech',
  idSector: 9,
  idTipoEmpresa: 1,
  startup: true,
  direccion: 'Calle Nueva, 1',
  cp: '46001',
  idPais: 1,
  idProvincia: 46,
  idLocalidad: 250,
  localidad: 'València',
  telefono: '961 234 567',
  web: 'https://levante.example.es',
  descripcion: 'Consultoría de datos.\nOficinas en València.',
  iban: 'es91 2100 0418 4502 0005 1332',
};

const contactoValido = {
  nombre: 'Javier',
  apellidos: 'Sánchez Gil',
  puesto: 'Técnico de Selección',
  nif: '22222222-j',
  email: 'seleccion@demo.puente.es',
  telefono1: '963000002',
  direccion: 'Avenida de Aragón, 30',
  cp: '46021',
  idPais: 1,
  idProvincia: 46,
  localidad: 'València',
  tipoContacto: [2, 9],
  aniosForoEmpleo: [2025, 2024, 2025],
};

describe('modules/mi-empresa: datos de la empresa y del contacto, y los datos que faltan', () => {
  let t: TestApp;
  let idLevante: number;
  let idMeseta: number;
  let seleccion: string;
  let rrhhMeseta: string;

  beforeAll(async () => {
    t = await createTestApp();
    const ids = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
      [LEVANTE, MESETA],
    ]);
    idLevante = ids.find((r) => r.cif === LEVANTE)?.id ?? 0;
    idMeseta = ids.find((r) => r.cif === MESETA)?.id ?? 0;
    seleccion = await t.login('empresa', 'seleccion.demo');
    rrhhMeseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  });
  afterAll(() => t.close());

  it('la semilla deja completas las dos empresas de demostración y sus contactos: ningún aviso al entrar', async () => {
    for (const token of [seleccion, rrhhMeseta]) {
      expect((await t.call(endpoints.faltanDatosAlaEmpresa, {}, token)).body).toMatchObject({
        status: 0,
        datos: { faltan: false, campos: [] },
      });
      expect((await t.call(endpoints.faltanDatosAlContactoEmpresa, {}, token)).body.datos).toEqual({ faltan: false, campos: [] });
    }
  });

  it('dameDatosEmpresa: la empresa activa del token con sus contactos, el llamante marcado', async () => {
    const { body } = await t.call(endpoints.dameDatosEmpresa, {}, seleccion);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idEmpresa: idLevante, cif: LEVANTE, nombreComercial: 'Levante Tech', idProvincia: 46 });
    const nicks = body.datos.contactos.map((c) => [c.nick, c.esUsted, c.activo]);
    expect(nicks).toEqual(
      expect.arrayContaining([
        ['seleccion.demo', true, true],
        ['rrhh.demo', false, true],
      ]),
    );
    expect(JSON.stringify(body.datos)).not.toMatch(/argon2|password/i);
  });

  it('editaEmpresaCompletos: 507 con los datos guardados (IBAN normalizado) y auditado; sólo en la empresa del token', async () => {
    const antesMeseta = (await t.call(endpoints.dameDatosEmpresa, {}, rrhhMeseta)).body.datos;
    const { http, body } = await t.call(endpoints.editaEmpresaCompletos, empresaValida, seleccion);
    expect(http).toBe(200);
    expect(body.status).toBe(507);
    expect(body.datos).toMatchObject({
      idEmpresa: idLevante,
      startup: true,
      telefono: '961 234 567',
      descripcion: 'Consultoría de datos.\nOficinas en València.',
      iban: 'ES9121000418450200051332',
      provincia: null,
    });
    expect((await t.call(endpoints.dameDatosEmpresa, {}, rrhhMeseta)).body.datos).toEqual(antesMeseta);
    const audit = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'empresa.datos' AND entidad_id = $1",
      [idLevante],
    );
    expect(audit[0]?.n).toBeGreaterThan(0);
  });

  it('España pide provincia de la lista; otro país, la provincia escrita (15 con el campo)', async () => {
    const sinProvincia = await t.call(endpoints.editaEmpresaCompletos, { ...empresaValida, idProvincia: undefined }, seleccion);
    expect(sinProvincia.body.status).toBe(15);
    expect(JSON.stringify(sinProvincia.body.datos)).toContain('idProvincia');

    const extranjera = await t.call(
      endpoints.editaEmpresaCompletos,
      { ...empresaValida, idPais: 2, idProvincia: undefined, idLocalidad: undefined, provincia: '' },
      seleccion,
    );
    expect(extranjera.body.status).toBe(15);
    expect(JSON.stringify(extranjera.body.datos)).toContain('"provincia"');

    const paises = (await t.call(endpoints.dominios)).body.datos.paises;
    const otroPais = paises.find((p) => p.id !== 1)?.id ?? 2;
    const ok = await t.call(
      endpoints.editaEmpresaCompletos,
      { ...empresaValida, idPais: otroPais, idProvincia: 46, idLocalidad: 250, provincia: 'Île-de-France', localidad: 'Paris' },
      seleccion,
    );
    expect(ok.body.status).toBe(507);
    // Abroad the province is the typed one; the Spanish ids are not kept.
    expect(ok.body.datos).toMatchObject({ idPais: otroPais, idProvincia: null, idLocalidad: null, provincia: 'Île-de-France' });
    await t.call(endpoints.editaEmpresaCompletos, empresaValida, seleccion);
  });

  it('ids fuera de las listas: sector, tipo de empresa, provincia y localidad de otra provincia → 15 con cada campo', async () => {
    const { body } = await t.call(
      endpoints.editaEmpresaCompletos,
      { ...empresaValida, idSector: 9999, idTipoEmpresa: 9999, idLocalidad: 149 },
      seleccion,
    );
    expect(body.status).toBe(15);
    const campos = errorDatos<{ errores: { campo: string }[] }>(body).errores.map((e) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['idSector', 'idTipoEmpresa', 'idLocalidad']));
  });

  it('editaContactoEmpresa: guarda los datos del llamante (NIF normalizado, años sin repetir, tipos de contacto)', async () => {
    const { body } = await t.call(endpoints.editaContactoEmpresa, contactoValido, seleccion);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      nick: 'seleccion.demo',
      nif: '22222222J',
      telefono1: '963000002',
      tipoContacto: [2, 9],
      aniosForoEmpleo: [2024, 2025],
    });
    expect((await t.call(endpoints.dameDatosContactoEmpresa, {}, seleccion)).body.datos).toEqual(body.datos);
  });

  it('un e-mail de otro contacto: 29 si es de esta empresa, 44 si sólo de otra', async () => {
    const mismo = await t.call(endpoints.editaContactoEmpresa, { ...contactoValido, email: 'RRHH@demo.puente.es' }, seleccion);
    expect(mismo.body.status).toBe(29);
    await t.database.query(
      `WITH c AS (INSERT INTO contactos_empresa (nick, email, nombre, apellidos) VALUES ('solo.meseta', 'solo@meseta.example.es', 'Ana', 'Pérez') RETURNING id)
       INSERT INTO contacto_empresas (id_contacto, id_empresa) SELECT id, $1 FROM c`,
      [idMeseta],
    );
    const otra = await t.call(endpoints.editaContactoEmpresa, { ...contactoValido, email: 'solo@meseta.example.es' }, seleccion);
    expect(otra.body.status).toBe(44);
    expect((await t.call(endpoints.dameDatosContactoEmpresa, {}, seleccion)).body.datos.email).toBe('seleccion@demo.puente.es');
  });

  it('el e-mail del contacto es opcional (§5): en blanco se guarda sin él y no cuenta como dato que falta', async () => {
    const { body } = await t.call(endpoints.editaContactoEmpresa, { ...contactoValido, email: '' }, seleccion);
    expect(body.status).toBe(0);
    expect(body.datos.email).toBeNull();
    expect((await t.call(endpoints.faltanDatosAlContactoEmpresa, {}, seleccion)).body.datos).toEqual({
      faltan: false,
      campos: [],
    });
    // Still logs in with its nick, and the e-mail can be given back.
    expect((await t.login('empresa', 'seleccion.demo')).length).toBeGreaterThan(0);
    const vuelta = await t.call(endpoints.editaContactoEmpresa, contactoValido, seleccion);
    expect(vuelta.body.datos.email).toBe(contactoValido.email);
  });

  it('las reglas del contacto (§5): DNI mal formado, teléfono corto, e-mail con tilde → 15 con sus mensajes', async () => {
    const { body } = await t.call(
      endpoints.editaContactoEmpresa,
      { ...contactoValido, nif: '12345678A', telefono1: '1234', email: 'jávier@demo.es' },
      seleccion,
    );
    expect(body.status).toBe(15);
    const { errores } = errorDatos<{ errores: { campo: string; mensaje: string }[] }>(body);
    expect(errores).toEqual(
      expect.arrayContaining([
        { campo: 'nif', mensaje: 'El campo DNI está mal formado' },
        { campo: 'email', mensaje: 'El campo email está mal formado' },
        expect.objectContaining({ campo: 'telefono1' }),
      ]),
    );
  });

  it('faltanDatos nombra los campos vacíos de la empresa y del contacto', async () => {
    await t.database.query('UPDATE empresas SET telefono = NULL, descripcion = NULL, id_tipo_empresa = NULL WHERE id = $1', [
      idMeseta,
    ]);
    await t.database.query("UPDATE contactos_empresa SET nif = NULL, cp = NULL WHERE nick = 'rrhh.demo'");
    expect((await t.call(endpoints.faltanDatosAlaEmpresa, {}, rrhhMeseta)).body.datos).toEqual({
      faltan: true,
      campos: ['idTipoEmpresa', 'telefono', 'descripcion'],
    });
    expect((await t.call(endpoints.faltanDatosAlContactoEmpresa, {}, rrhhMeseta)).body.datos).toEqual({
      faltan: true,
      campos: ['nif', 'cp'],
    });
    // The other company of the same contact is still complete.
    const rrhhLevante = await t.login('empresa', 'rrhh.demo', idLevante);
    expect((await t.call(endpoints.faltanDatosAlaEmpresa, {}, rrhhLevante)).body.datos.faltan).toBe(false);
  });

  it('una marca sin checkDatosCompletosEmpresa nunca informa de datos que faltan', async () => {
    const db = t.database.db;
    const servicio = new MiEmpresaService({
      repo: new MiEmpresaRepository(db, t.services.cifrado),
      audit: new AuditService({ repo: new AuditRepository(db) }),
      dominios: t.services.dominios,
      withTransaction: t.services.withTransaction,
      compruebaDatosCompletos: false,
      pideTipoContacto: true,
    });
    const caller = {
      tipo: 'empresa' as const,
      id: 1,
      idEmpresa: idMeseta,
      nombre: 'x',
      apellidos: 'y',
      jti: 'j',
      exp: 0,
      rgpdPendiente: false,
      actor: null,
    };
    expect(await servicio.faltanEmpresa(caller)).toEqual({ faltan: false, campos: [] });
    expect(await servicio.faltanContacto(caller)).toEqual({ faltan: false, campos: [] });
  });
});
