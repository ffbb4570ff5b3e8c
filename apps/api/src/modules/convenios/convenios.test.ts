import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import type { SolicitudConvenioInput } from '@puente/contract/convenios';
import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfSencillo } from '../../lib/pdf/pdf';
import { accesible, esPdfAccesible, leerPdf } from '../../lib/pdf/test-fixtures';
import { SAMPLES } from '../../lib/storage/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pdfATexto } from '../cv-archivos/test-fixtures';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';
/** Levante's profile IBAN (demo-empresas), the one its demo agreement is paid with. */
const IBAN_LEVANTE = 'ES9121000418450200051332';
/** Another valid Spanish IBAN, as the five boxes send it. */
const IBAN_NUEVO = 'ES55,2100,0813,66,0101234567';
const IBAN_NUEVO_COMPACTO = 'ES5521000813660101234567';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

let t: TestApp;
let idLevante: number;
let idMeseta: number;
let levante: string;
let rrhhLevante: string;
let meseta: string;
let gestor: string;
let idSeleccion: number;
let idRrhh: number;
let cuentaLevante: number;
let cuentaMeseta: number;

beforeAll(async () => {
  t = await createTestApp();
  const empresas = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
    [LEVANTE, MESETA],
  ]);
  idLevante = empresas.find((e) => e.cif === LEVANTE)?.id ?? 0;
  idMeseta = empresas.find((e) => e.cif === MESETA)?.id ?? 0;
  const contactos = await t.database.query<{ id: number; nick: string }>(
    "SELECT id, nick FROM contactos_empresa WHERE nick IN ('seleccion.demo', 'rrhh.demo')",
  );
  idSeleccion = contactos.find((c) => c.nick === 'seleccion.demo')?.id ?? 0;
  idRrhh = contactos.find((c) => c.nick === 'rrhh.demo')?.id ?? 0;
  levante = await t.login('empresa', 'seleccion.demo');
  rrhhLevante = await t.login('empresa', 'rrhh.demo', idLevante);
  meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  gestor = await t.login('gestor', 'gestor.demo');
  const cuentas = await t.database.query<{ id: number; id_empresa: number }>(
    'SELECT id, id_empresa FROM cuentas_facturacion ORDER BY id',
  );
  cuentaLevante = cuentas.find((c) => c.id_empresa === idLevante)?.id ?? 0;
  cuentaMeseta = cuentas.find((c) => c.id_empresa === idMeseta)?.id ?? 0;
});
afterAll(() => t.close());

/** A complete, valid agreement request of Levante; tests change one thing at a time. */
const solicitud = (extra: Partial<SolicitudConvenioInput> = {}): SolicitudConvenioInput => ({
  idContactoEmpresaGestion: idSeleccion,
  tramitacionManual: false,
  idCuentaFacturacion: cuentaLevante,
  datosFirmante: {
    nombre: 'Amparo',
    apellidos: 'Ferrer Roig',
    dni: '33333333P',
    cargo: 'Directora General',
    email: 'direccion@levantetech.example.es',
    telefono: '963 000 010',
  },
  requierePedido: true,
  pedidoAnual: true,
  numeroPedido: 'PO-77',
  pagoDomiciliado: true,
  ibanDomiciliacion: 'ES91,2100,0418,45,0200051332',
  ...extra,
});

const generar = (token: string, s: SolicitudConvenioInput | Record<string, unknown>) =>
  t.call(endpoints.addConvenioEmpresa, s, token);
const get = (url: string, token: string, idioma = 'es') =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': idioma } });
const subir = (token: string, idConvenio: number, fichero: Uint8Array, extension = 'pdf') =>
  t.call(
    endpoints.adjuntaFicheroAlConvenioEmpresa,
    { idConvenio, ficheroB64ParaAltas: b64(fichero), extension_adjunto: extension },
    token,
  );
const campos = (datos: unknown) => parseFieldErrors(datos).map((e) => e.campo);
/** The stored row, its IBAN decrypted (it is stored encrypted, decision 051). */
const fila = async (id: number) => {
  const [f] = await t.database.query<{
    estado: string;
    iban: string | null;
    id_archivo_firmado: string | null;
    fecha_caducidad: string;
  }>('SELECT estado, iban, id_archivo_firmado, fecha_caducidad::text FROM convenios WHERE id = $1', [id]);
  return f && { ...f, iban: await t.services.cifrado.descifrar('convenios.iban', id, f.iban) };
};
const ibanEmpresa = async (id: number) => {
  const [f] = await t.database.query<{ iban: string | null }>('SELECT iban FROM empresas WHERE id = $1', [id]);
  return f && t.services.cifrado.descifrar('empresas.iban', id, f.iban);
};
const ponerIbanEmpresa = (id: number, iban: string | null | undefined) =>
  t.database.query('UPDATE empresas SET iban = $2 WHERE id = $1', [
    id,
    t.services.cifrado.cifrar('empresas.iban', id, iban ?? null),
  ]);
/** A PDF of our own, so each upload is different bytes from the generated one. */
const firmado = (texto: string) => pdfSencillo({ titulo: `Convenio firmado: ${texto}` });

describe('datos demo', () => {
  it('cada empresa demo tiene una cuenta fiscal y un convenio; el de Levante, con la copia firmada pendiente de validar', async () => {
    expect(cuentaLevante).toBeGreaterThan(0);
    expect(cuentaMeseta).toBeGreaterThan(0);
    const lev = await t.call(endpoints.dameConveniosEmpresa, {}, levante);
    expect(lev.body.status).toBe(0);
    expect(lev.body.datos.map((c) => c.estado)).toEqual(['firmado']);
    expect(lev.body.datos[0]).toMatchObject({
      NombreFiscal: 'Innovación Levante S.L.',
      firmante: 'Amparo Ferrer Roig',
      pagoDomiciliado: true,
    });
    const mes = await t.call(endpoints.dameConveniosEmpresa, {}, meseta);
    expect(mes.body.datos.map((c) => c.estado)).toEqual(['generado']);
    expect(mes.body.datos[0]).toMatchObject({
      tramitacionManual: true,
      pagoDomiciliado: false,
      enlaceFirmado: null,
      puedeAdjuntar: true,
    });
  });
});

describe('contactos y cuentas fiscales', () => {
  it('dameContactosConveniosEmpresa: un mapa id → etiqueta con los contactos de la empresa activa solamente', async () => {
    const lev = await t.call(endpoints.dameContactosConveniosEmpresa, {}, levante);
    expect(lev.body.status).toBe(0);
    expect(lev.body.datos[String(idSeleccion)]).toBe('Javier Sánchez Gil (seleccion@demo.puente.es)');
    expect(lev.body.datos[String(idRrhh)]).toBe('Carmen López Martín (rrhh@demo.puente.es)');
    const mes = await t.call(endpoints.dameContactosConveniosEmpresa, {}, meseta);
    expect(Object.keys(mes.body.datos)).toEqual([String(idRrhh)]);
  });

  it('dameCuentasFacturacion: las cuentas de la empresa activa con idCuenta; nunca las de otra', async () => {
    const lev = await t.call(endpoints.dameCuentasFacturacion, {}, levante);
    expect(lev.body.datos.map((c) => c.idCuenta)).toContain(cuentaLevante);
    expect(lev.body.datos.map((c) => c.idCuenta)).not.toContain(cuentaMeseta);
    expect(lev.body.datos.find((c) => c.idCuenta === cuentaLevante)).toMatchObject({
      NombreFiscal: 'Innovación Levante S.L.',
      CIF: LEVANTE,
      idPais: 1,
      idProvincia: 46,
      Provincia: 'Valencia/València',
      requiereEnvioPostalFacturas: false,
      domicilioEnvioPostal: null,
    });
    const mes = await t.call(endpoints.dameCuentasFacturacion, {}, meseta);
    expect(mes.body.datos.map((c) => c.idCuenta)).toEqual([cuentaMeseta]);
  });

  const cuenta = {
    NombreFiscal: 'Levante Servicios S.L.',
    CIF: 'b-12345674',
    requiereEnvioPostalFacturas: true,
    domicilioFiscal: 'Calle de Colón, 1',
    idPais: 1,
    idProvincia: 46,
    poblacion: 'València',
    cp: '46004',
    domicilioEnvioPostal: 'Apartado de correos 123, 46080 València',
  };

  it('addCuentaFacturacion: 530 con la cuenta (CIF normalizado), que aparece en la lista y queda auditada', async () => {
    const { body } = await t.call(endpoints.addCuentaFacturacion, cuenta, levante);
    expect(body.status).toBe(530);
    expect(body.datos).toMatchObject({
      NombreFiscal: 'Levante Servicios S.L.',
      CIF: 'B12345674',
      Provincia: 'Valencia/València',
    });
    const lista = await t.call(endpoints.dameCuentasFacturacion, {}, levante);
    expect(lista.body.datos.map((c) => c.idCuenta)).toContain(body.datos.idCuenta);
    const audit = await t.database.query("SELECT 1 FROM auditoria WHERE accion = 'cuentaFacturacion.alta' AND entidad_id = $1", [
      String(body.datos.idCuenta),
    ]);
    expect(audit).toHaveLength(1);
  });

  it('otro país: provincia escrita (mínimo 3) y su identificador fiscal tal cual; no guarda la provincia de la lista', async () => {
    const fuera = {
      ...cuenta,
      idPais: 2,
      idProvincia: 46,
      Provincia: 'Baviera',
      CIF: 'DE123456789',
      cp: '80331',
      poblacion: 'München',
    };
    const { body } = await t.call(endpoints.addCuentaFacturacion, fuera, levante);
    expect(body.status).toBe(530);
    expect(body.datos).toMatchObject({ idPais: 2, idProvincia: null, Provincia: 'Baviera', CIF: 'DE123456789' });
    const sinProvincia = await t.call(endpoints.addCuentaFacturacion, { ...fuera, Provincia: '' }, levante);
    expect(sinProvincia.body.status).toBe(15);
    expect(campos(sinProvincia.body.datos)).toEqual(['Provincia']);
    const corta = await t.call(endpoints.addCuentaFacturacion, { ...fuera, Provincia: 'By' }, levante);
    expect(campos(corta.body.datos)).toEqual(['Provincia']);
  });

  it('15 con el campo: España sin provincia o con un CIF no válido, provincia fuera de la lista, envío postal sin dirección, textos cortos', async () => {
    const casos: [Record<string, unknown>, string[]][] = [
      [{ idProvincia: undefined }, ['idProvincia']],
      [{ CIF: 'B12345670' }, ['CIF']],
      [{ idProvincia: 999 }, ['idProvincia']],
      [{ idPais: 99999, Provincia: 'Ninguna' }, ['idPais']],
      [{ domicilioEnvioPostal: '' }, ['domicilioEnvioPostal']],
      [{ domicilioEnvioPostal: 'x'.repeat(251) }, ['domicilioEnvioPostal']],
      [
        { NombreFiscal: 'ab', domicilioFiscal: 'x'.repeat(151), poblacion: '', cp: '12' },
        ['NombreFiscal', 'domicilioFiscal', 'poblacion', 'cp'],
      ],
    ];
    for (const [cambio, esperados] of casos) {
      const { http, body } = await t.call(endpoints.addCuentaFacturacion, { ...cuenta, ...cambio }, levante);
      expect(http, JSON.stringify(cambio)).toBe(400);
      expect(body.status).toBe(15);
      expect(campos(body.datos).sort(), JSON.stringify(cambio)).toEqual([...esperados].sort());
    }
    // Without postal invoices, the postal address is not needed and not kept.
    const sinPostal = await t.call(
      endpoints.addCuentaFacturacion,
      { ...cuenta, requiereEnvioPostalFacturas: false, domicilioEnvioPostal: 'Otra' + ' dirección' },
      levante,
    );
    expect(sinPostal.body.status).toBe(530);
    expect(sinPostal.body.datos.domicilioEnvioPostal).toBeNull();
  });

  it('addContactoEmpresa: 530 con idContacto, creado como en Mi empresa (correo con el enlace) y ya elegible como contacto de gestión', async () => {
    const antes = (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM correos'))[0]?.n ?? 0;
    const nuevo = {
      nombre: 'Lorena',
      apellidos: 'Vidal Castro',
      puesto: 'Gestora de convenios',
      nif: '44444444A',
      email: 'lorena.vidal@levantetech.example.es',
      nick: 'lorena.vidal',
      telefono1: '963 000 020',
      direccion: 'Avenida de Aragón, 30',
      cp: '46021',
      idPais: 1,
      idProvincia: 46,
      localidad: 'València',
    };
    const { body } = await t.call(endpoints.addContactoEmpresa, nuevo, levante);
    expect(body.status).toBe(530);
    const idContacto = body.datos.idContacto;
    expect(idContacto).toBeGreaterThan(0);
    const correos = await t.database.query<{ para: string; plantilla: string }>(
      'SELECT para, plantilla FROM correos ORDER BY id OFFSET $1',
      [antes],
    );
    expect(correos).toEqual([{ para: 'lorena.vidal@levantetech.example.es', plantilla: 'establecerPassword' }]);
    const contactos = await t.call(endpoints.dameContactosConveniosEmpresa, {}, levante);
    expect(contactos.body.datos[String(idContacto)]).toBe('Lorena Vidal Castro (lorena.vidal@levantetech.example.es)');
    // The same checks as /mi-empresa: the e-mail of an existing contact is 29.
    const repetido = await t.call(endpoints.addContactoEmpresa, { ...nuevo, nick: 'lorena.vidal2' }, levante);
    expect(repetido.body.status).toBe(29);
    const malDni = await t.call(endpoints.addContactoEmpresa, { ...nuevo, nif: '44444444B', nick: 'otra' }, levante);
    expect(campos(malDni.body.datos)).toEqual(['nif']);
  });
});

describe('addConvenioEmpresa', () => {
  it('531 con datos.enlace; el enlace descarga el PDF, que queda generado con su fecha de caducidad a cuatro años', async () => {
    const { body } = await generar(levante, solicitud());
    expect(body.status).toBe(531);
    const { idConvenio, enlace } = body.datos;
    expect(enlace).toBe(`/api/Empresa/descargaConvenio/${idConvenio}`);
    const pdf = await get(enlace, levante);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(pdf.headers['content-disposition']).toMatch(/Convenio-\d{4}-\d{4,}\.pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const guardado = await fila(idConvenio);
    expect(guardado).toMatchObject({ estado: 'generado', iban: IBAN_LEVANTE, id_archivo_firmado: null });
    const hoy = new Date();
    expect(guardado?.fecha_caducidad.slice(0, 4)).toBe(String(hoy.getFullYear() + 4));
    const lista = await t.call(endpoints.dameConveniosEmpresa, {}, levante);
    expect(lista.body.datos[0]).toMatchObject({ idConvenio, estado: 'generado', etiquetaEstado: 'Generado, pendiente de firma' });
  });

  it('el PDF (pdftotext): nombre fiscal, firmante, contacto, pedido y el IBAN enmascarado salvo sus 4 últimos, nunca entero', async () => {
    const { body } = await generar(levante, solicitud());
    const pdf = (await get(body.datos.enlace, levante)).rawPayload;
    // The stored agreement is a tagged, accessible PDF in Spanish.
    expect(esPdfAccesible(leerPdf(pdf))).toEqual(accesible('es'));
    const texto = pdfATexto(pdf);
    expect(texto).toContain('Innovación Levante S.L.');
    expect(texto).toContain('Amparo Ferrer Roig');
    expect(texto).toContain('Directora General');
    expect(texto).toContain('Javier Sánchez Gil');
    expect(texto).toContain('Universidad Demo de Puente');
    expect(texto).toContain('Pedido anual n.º PO-77');
    expect(texto).toContain('Domiciliación bancaria');
    expect(texto).toContain('Real Decreto 592/2014');
    expect(texto).toContain('**** 1332');
    const compacto = texto.replace(/\s/g, '');
    expect(compacto).not.toContain(IBAN_LEVANTE);
    expect(compacto).not.toContain('0200051332');
    expect(compacto).not.toContain('21000418');
  });

  it('en inglés con Accept-Language en; transferencia y firma en papel sin IBAN', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Empresa/addConvenioEmpresa',
      headers: { authorization: `Bearer ${levante}`, 'accept-language': 'en' },
      payload: solicitud({ pagoDomiciliado: false, tramitacionManual: true, ibanDomiciliacion: '' }),
    });
    const body = r.json() as { status: number; datos: { idConvenio: number; enlace: string } };
    expect(body.status).toBe(531);
    expect((await fila(body.datos.idConvenio))?.iban).toBeNull();
    const pdf = (await get(body.datos.enlace, levante)).rawPayload;
    // Generated in English: its catalog says so, whoever downloads it later.
    expect(esPdfAccesible(leerPdf(pdf))).toEqual(accesible('en'));
    const texto = pdfATexto(pdf);
    expect(texto).toContain('Education cooperation agreement'.toUpperCase());
    expect(texto).toContain('Bank transfer');
    expect(texto).toContain('On paper, signed by hand');
    expect(texto).not.toContain('IBAN');
  });

  it('70: el IBAN de las cinco cajas no es válido; nada se guarda', async () => {
    const antes = await t.call(endpoints.dameConveniosEmpresa, {}, levante);
    const { http, body } = await generar(levante, solicitud({ ibanDomiciliacion: 'ES91,2100,0418,45,0200051333' }));
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 70, mensaje: 'El campo IBAN está mal formado' });
    expect((await generar(levante, solicitud({ ibanDomiciliacion: 'hola' }))).body.status).toBe(70);
    const despues = await t.call(endpoints.dameConveniosEmpresa, {}, levante);
    expect(despues.body.datos).toHaveLength(antes.body.datos.length);
  });

  it('72 con domiciliación sin IBAN en la solicitud ni en el perfil; el IBAN de la solicitud se guarda en el perfil y sirve después', async () => {
    const deMeseta = { idContactoEmpresaGestion: idRrhh, idCuentaFacturacion: cuentaMeseta };
    expect(await ibanEmpresa(idMeseta)).toBeNull();
    const sinIban = await generar(meseta, solicitud({ ...deMeseta, ibanDomiciliacion: '' }));
    expect(sinIban.body.status).toBe(72);
    const conIban = await generar(meseta, solicitud({ ...deMeseta, ibanDomiciliacion: IBAN_NUEVO }));
    expect(conIban.body.status).toBe(531);
    expect(await ibanEmpresa(idMeseta)).toBe(IBAN_NUEVO_COMPACTO);
    expect((await fila(conIban.body.datos.idConvenio))?.iban).toBe(IBAN_NUEVO_COMPACTO);
    // The profile's IBAN now fills a request that leaves the boxes blank.
    const delPerfil = await generar(meseta, solicitud({ ...deMeseta, ibanDomiciliacion: undefined }));
    expect(delPerfil.body.status).toBe(531);
    expect((await fila(delPerfil.body.datos.idConvenio))?.iban).toBe(IBAN_NUEVO_COMPACTO);
    // And Mi empresa reads it.
    expect((await t.call(endpoints.dameDatosEmpresa, {}, meseta)).body.datos.iban).toBe(IBAN_NUEVO_COMPACTO);
  });

  it('73 cuando el IBAN del perfil (de facturación) ya no es válido y la solicitud no trae otro', async () => {
    const perfil = await ibanEmpresa(idLevante);
    await ponerIbanEmpresa(idLevante, 'ES0000000000000000000000');
    try {
      expect((await generar(levante, solicitud({ ibanDomiciliacion: '' }))).body.status).toBe(73);
      // One typed in the form is still taken, and replaces the broken one.
      expect((await generar(levante, solicitud())).body.status).toBe(531);
      expect(await ibanEmpresa(idLevante)).toBe(IBAN_LEVANTE);
    } finally {
      await ponerIbanEmpresa(idLevante, perfil);
    }
  });

  it('15 con el campo: contacto o cuenta fiscal de otra empresa, número de pedido anual, firmante, caducidad', async () => {
    const casos: [Partial<SolicitudConvenioInput> | Record<string, unknown>, string[]][] = [
      [{ idContactoEmpresaGestion: 999999 }, ['idContactoEmpresaGestion']],
      [{ idCuentaFacturacion: cuentaMeseta }, ['idCuentaFacturacion']],
      [{ numeroPedido: '' }, ['numeroPedido']],
      [{ numeroPedido: 'x'.repeat(251) }, ['numeroPedido']],
      [{ requierePedido: false }, ['pedidoAnual']],
      [{ tramitacionManual: undefined, pagoDomiciliado: undefined }, ['tramitacionManual', 'pagoDomiciliado']],
      [
        {
          datosFirmante: { nombre: 'Al', apellidos: '', cargo: 'x'.repeat(151), email: 'direcció@levante.es', dni: '12345678A' },
        },
        ['datosFirmante.nombre', 'datosFirmante.apellidos', 'datosFirmante.cargo', 'datosFirmante.email', 'datosFirmante.dni'],
      ],
      [{ fechaCaducidad: '2020-01-01' }, ['fechaCaducidad']],
      [{ fechaCaducidad: `${new Date().getFullYear() + 5}-12-31` }, ['fechaCaducidad']],
    ];
    for (const [cambio, esperados] of casos) {
      const { body } = await generar(levante, { ...solicitud(), ...cambio });
      expect(body.status, JSON.stringify(cambio)).toBe(15);
      expect(campos(body.datos).sort(), JSON.stringify(cambio)).toEqual([...esperados].sort());
    }
    // Javier is a contact of Levante only: Meseta cannot name him; Carmen, a contact of both, either can.
    const { body } = await generar(
      meseta,
      solicitud({ idContactoEmpresaGestion: idSeleccion, idCuentaFacturacion: cuentaMeseta }),
    );
    expect(campos(body.datos)).toEqual(['idContactoEmpresaGestion']);
    expect((await generar(levante, solicitud({ idContactoEmpresaGestion: idRrhh }))).body.status).toBe(531);
  });

  it('una fecha de caducidad propia dentro de los cuatro años se respeta', async () => {
    const fecha = `${new Date().getFullYear() + 2}-06-30`;
    const { body } = await generar(levante, solicitud({ fechaCaducidad: fecha }));
    expect(body.status).toBe(531);
    expect((await fila(body.datos.idConvenio))?.fecha_caducidad).toBe(fecha);
  });
});

describe('copia firmada: adjuntaFicheroAlConvenioEmpresa', () => {
  let idConvenio: number;
  beforeAll(async () => {
    idConvenio = (await generar(levante, solicitud())).body.datos.idConvenio;
  });

  it('46 para un contenido que no es PDF, se llame como se llame, y para otra extensión; 413 por encima de 2 MB; nada cambia', async () => {
    for (const [fichero, extension] of [
      [SAMPLES.png, 'pdf'],
      [SAMPLES.exe, 'pdf'],
      [SAMPLES.docx, 'pdf'],
      [SAMPLES.txt, 'pdf'],
      [SAMPLES.pdf, 'docx'],
      [SAMPLES.pdf, 'jpg'],
      [SAMPLES.pdf, 'exe'],
    ] as const) {
      const { http, body } = await subir(levante, idConvenio, fichero, extension);
      expect(http, extension).toBe(200);
      expect(body, extension).toMatchObject({ status: 46, mensaje: 'Este tipo de fichero no esta permitido' });
    }
    const grande = new Uint8Array(SUBIDA_MAX_BYTES + 1);
    grande.set(SAMPLES.pdf);
    const { http, body } = await subir(levante, idConvenio, grande);
    expect(http).toBe(413);
    expect(body.mensaje).toMatch(/2 MB/);
    expect(await fila(idConvenio)).toMatchObject({ estado: 'generado', id_archivo_firmado: null });
  });

  it('48 si se sube el propio convenio sin firmar', async () => {
    const sinFirmar = (await get(`/api/Empresa/descargaConvenio/${idConvenio}`, levante)).rawPayload;
    const { body } = await subir(levante, idConvenio, sinFirmar);
    expect(body.status).toBe(48);
    expect((await fila(idConvenio))?.estado).toBe('generado');
  });

  it('513: queda firmado, pendiente de validación, y la copia se descarga tal cual; una nueva copia sustituye a la anterior', async () => {
    const copia = await firmado('primera');
    const { body } = await subir(levante, idConvenio, copia, 'PDF');
    expect(body.status).toBe(513);
    expect(body.datos).toMatchObject({
      idConvenio,
      estado: 'firmado',
      etiquetaEstado: 'Firmado, pendiente de validación',
      enlaceFirmado: `/api/Empresa/descargaConvenioFirmado/${idConvenio}`,
      puedeAdjuntar: true,
    });
    expect(body.datos.fechaFirmado).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const descarga = await get(`/api/Empresa/descargaConvenioFirmado/${idConvenio}`, levante);
    expect(Buffer.compare(descarga.rawPayload, Buffer.from(copia))).toBe(0);
    const primera = (await fila(idConvenio))?.id_archivo_firmado;
    const segunda = await subir(levante, idConvenio, await firmado('segunda'));
    expect(segunda.body.status).toBe(513);
    const ahora = (await fila(idConvenio))?.id_archivo_firmado;
    expect(ahora).not.toBe(primera);
    expect(await t.database.query('SELECT 1 FROM archivos WHERE id = $1', [primera])).toHaveLength(0);
  });

  it('48 sin copia firmada que descargar', async () => {
    const otro = (await generar(levante, solicitud())).body.datos.idConvenio;
    const r = await get(`/api/Empresa/descargaConvenioFirmado/${otro}`, levante);
    expect(r.json()).toMatchObject({ status: 48 });
  });

  it('caducado: fecha pasada; no admite copia (48), y ya no está pendiente para la universidad', async () => {
    const otro = (await generar(levante, solicitud())).body.datos.idConvenio;
    expect((await subir(levante, otro, await firmado('caduca'))).body.status).toBe(513);
    await t.database.query('UPDATE convenios SET fecha_caducidad = current_date - 1 WHERE id = $1', [otro]);
    const lista = await t.call(endpoints.dameConveniosEmpresa, {}, levante);
    expect(lista.body.datos.find((c) => c.idConvenio === otro)).toMatchObject({ estado: 'caducado', puedeAdjuntar: false });
    expect((await subir(levante, otro, await firmado('tarde'))).body.status).toBe(48);
    const pendientes = await t.call(endpoints.conveniosPendientes, {}, gestor);
    expect(pendientes.body.datos.map((p) => p.idConvenio)).not.toContain(otro);
    expect((await t.call(endpoints.validarConvenio, { id: otro }, gestor)).body.status).toBe(48);
  });
});

describe('aislamiento entre empresas', () => {
  it('los contactos de Meseta no ven, descargan ni suben a los convenios de Levante; el contacto de las dos, solo con la empresa activa', async () => {
    const [deLevante] = (await t.call(endpoints.dameConveniosEmpresa, {}, levante)).body.datos;
    const id = deLevante?.idConvenio ?? 0;
    const antes = await fila(id);
    expect((await t.call(endpoints.dameConveniosEmpresa, {}, meseta)).body.datos.map((c) => c.idConvenio)).not.toContain(id);
    for (const url of [`/api/Empresa/descargaConvenio/${id}`, `/api/Empresa/descargaConvenioFirmado/${id}`]) {
      const r = await get(url, meseta);
      expect(r.headers['content-type']).toMatch(/json/);
      expect(r.json()).toMatchObject({ status: 48, mensaje: 'El convenio no existe o no es de tu empresa.' });
    }
    expect((await subir(meseta, id, await firmado('intruso'))).body.status).toBe(48);
    expect(await fila(id)).toEqual(antes);
    // The same person acting for Levante reaches it.
    expect((await get(`/api/Empresa/descargaConvenio/${id}`, rrhhLevante)).statusCode).toBe(200);
    expect((await t.call(endpoints.dameConveniosEmpresa, {}, rrhhLevante)).body.datos.map((c) => c.idConvenio)).toContain(id);
  });

  it('un id que no existe responde igual que uno de otra empresa', async () => {
    expect((await get('/api/Empresa/descargaConvenio/2147483647', levante)).json()).toMatchObject({ status: 48 });
    expect((await subir(levante, 2147483647, await firmado('nadie'))).body.status).toBe(48);
  });
});

describe('la universidad: conveniosPendientes, descargas, validar y rechazar', () => {
  it('lista las copias firmadas pendientes (la demo de Levante entre ellas) y descarga los dos PDF de cualquier empresa', async () => {
    const { body } = await t.call(endpoints.conveniosPendientes, {}, gestor);
    expect(body.status).toBe(0);
    const demo = body.datos.find((p) => p.empresa.cif === LEVANTE && p.firmante === 'Amparo Ferrer Roig');
    expect(demo).toBeDefined();
    expect(demo?.enlace).toBe(`/api/Gestion/descargaConvenio/${demo?.idConvenio}`);
    for (const url of [demo?.enlace ?? '', demo?.enlaceFirmado ?? '']) {
      const r = await get(url, gestor);
      expect(r.statusCode, url).toBe(200);
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const sinFirma = (await t.call(endpoints.dameConveniosEmpresa, {}, meseta)).body.datos.find((c) => c.estado === 'generado');
    expect((await get(`/api/Gestion/descargaConvenio/${sinFirma?.idConvenio}`, gestor)).statusCode).toBe(200);
    expect((await get(`/api/Gestion/descargaConvenioFirmado/${sinFirma?.idConvenio}`, gestor)).json()).toMatchObject({
      status: 48,
    });
  });

  it('validar: queda validado, la empresa recibe la notificación y ya no admite copias; validar otra vez es 48', async () => {
    const id = (await generar(levante, solicitud())).body.datos.idConvenio;
    expect((await t.call(endpoints.validarConvenio, { id }, gestor)).body.status).toBe(48);
    await subir(levante, id, await firmado('validar'));
    const { body } = await t.call(endpoints.validarConvenio, { id }, gestor);
    expect(body.status).toBe(0);
    expect((await fila(id))?.estado).toBe('validado');
    const avisos = await t.call(endpoints.notificacionesEmpresa, {}, rrhhLevante);
    const referencia = (await t.call(endpoints.dameConveniosEmpresa, {}, levante)).body.datos.find(
      (c) => c.idConvenio === id,
    )?.referencia;
    expect(avisos.body.datos).toContainEqual(
      expect.objectContaining({
        titulo: 'Convenio validado',
        texto: `La universidad ha validado el convenio de cooperación educativa n.º ${referencia}.`,
        urlAcceso: '/subir-convenio-firmado',
      }),
    );
    expect((await t.call(endpoints.validarConvenio, { id }, gestor)).body.status).toBe(48);
    expect((await subir(levante, id, await firmado('despues'))).body.status).toBe(48);
    const audit = await t.database.query(
      "SELECT actor_tipo FROM auditoria WHERE accion = 'convenio.validado' AND entidad_id = $1",
      [String(id)],
    );
    expect(audit).toEqual([{ actor_tipo: 'gestor' }]);
  });

  it('rechazar con motivo: la empresa lo lee (importante), puede subir otra copia y vuelve a estar pendiente', async () => {
    const id = (await generar(meseta, solicitud({ idContactoEmpresaGestion: idRrhh, idCuentaFacturacion: cuentaMeseta }))).body
      .datos.idConvenio;
    await subir(meseta, id, await firmado('rechazar'));
    expect((await t.call(endpoints.rechazarConvenio, { id, motivo: '' }, gestor)).body.status).toBe(15);
    const { body } = await t.call(endpoints.rechazarConvenio, { id, motivo: 'Falta la firma del representante' }, gestor);
    expect(body.status).toBe(0);
    const lista = await t.call(endpoints.dameConveniosEmpresa, {}, meseta);
    expect(lista.body.datos.find((c) => c.idConvenio === id)).toMatchObject({
      estado: 'rechazado',
      motivoRechazo: 'Falta la firma del representante',
      puedeAdjuntar: true,
    });
    const avisos = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameNotificaciones',
      headers: { authorization: `Bearer ${meseta}`, 'accept-language': 'en' },
    });
    const rechazo = (
      avisos.json() as {
        datos: { idNotificacion: number; titulo: string; texto: string; Importante: boolean; urlAcceso: string }[];
      }
    ).datos.find((n) => n.titulo === 'Agreement rejected');
    expect(rechazo?.Importante).toBe(true);
    expect(rechazo?.urlAcceso).toBe(`/subir-convenio-firmado?convenio=${id}`);
    expect(rechazo?.texto).toMatch(/Reason: Falta la firma del representante$/);
    // Levante is not told about Meseta's agreement.
    const deLevante = await t.call(endpoints.notificacionesEmpresa, {}, levante);
    expect(deLevante.body.datos.some((n) => n.texto.includes('Falta la firma'))).toBe(false);
    expect((await t.call(endpoints.rechazarConvenio, { id, motivo: 'Otra vez' }, gestor)).body.status).toBe(48);
    const otra = await subir(meseta, id, await firmado('corregida'));
    expect(otra.body.datos).toMatchObject({ estado: 'firmado', motivoRechazo: null });
    // The new copy is what the rejection asked for: its notification is done, read and no longer important.
    const despues = (await t.call(endpoints.notificacionesEmpresa, {}, meseta)).body.datos.find(
      (n) => n.idNotificacion === rechazo?.idNotificacion,
    );
    expect(despues).toMatchObject({ leida: true, Importante: false });
    const pendientes = await t.call(endpoints.conveniosPendientes, {}, gestor);
    expect(pendientes.body.datos.map((p) => p.idConvenio)).toContain(id);
  });
});

describe('marca sin canCrearConvenios', () => {
  let aurora: TestApp;
  beforeAll(async () => {
    aurora = await createTestApp({ BRAND: 'aurora' });
  });
  afterAll(() => aurora.close());

  it('48 en todos los endpoints de convenios, de la empresa y de la universidad', async () => {
    const empresa = await aurora.login('empresa', 'seleccion.demo');
    const staff = await aurora.login('gestor', 'gestor.demo');
    const respuestas = [
      await aurora.call(endpoints.dameContactosConveniosEmpresa, {}, empresa),
      await aurora.call(endpoints.dameCuentasFacturacion, {}, empresa),
      await aurora.call(endpoints.dameConveniosEmpresa, {}, empresa),
      await aurora.call(endpoints.addConvenioEmpresa, solicitud(), empresa),
      await aurora.call(
        endpoints.adjuntaFicheroAlConvenioEmpresa,
        { idConvenio: 1, ficheroB64ParaAltas: b64(SAMPLES.pdf), extension_adjunto: 'pdf' },
        empresa,
      ),
      await aurora.call(endpoints.conveniosPendientes, {}, staff),
      await aurora.call(endpoints.validarConvenio, { id: 1 }, staff),
      await aurora.call(endpoints.rechazarConvenio, { id: 1, motivo: 'No' }, staff),
    ];
    expect(respuestas.map((r) => r.body.status)).toEqual(respuestas.map(() => 48));
    expect(
      (
        await aurora.app.inject({
          method: 'GET',
          url: '/api/Empresa/descargaConvenio/1',
          headers: { authorization: `Bearer ${empresa}` },
        })
      ).json(),
    ).toMatchObject({ status: 48 });
    const contacto = await aurora.call(
      endpoints.addContactoEmpresa,
      {
        nombre: 'Lorena',
        apellidos: 'Vidal Castro',
        puesto: 'Gestora',
        nif: '44444444A',
        email: 'otra.lorena@levantetech.example.es',
        nick: 'otra.lorena',
        telefono1: '963 000 020',
        direccion: 'Avenida de Aragón, 30',
        cp: '46021',
        idPais: 1,
        idProvincia: 46,
        localidad: 'València',
      },
      empresa,
    );
    expect(contacto.body.status).toBe(48);
  });
});
