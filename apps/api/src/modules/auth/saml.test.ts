import type { Brand } from '@puente/contract/brand';
import { endpoints } from '@puente/contract/endpoints/all';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearIdpDePrueba, type IdpDePrueba } from '../../test/idp-saml';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadBrand } from '../marca/brand-loader';

const SP = 'https://empleo.universidad.test/saml/sp';
const ATRIBUTO = 'urn:oid:1.3.6.1.4.1.25178.1.2.14';
const LUCIA = '12345678Z';
const MARCOS = '87654321X';

let t: TestApp;
let idp: IdpDePrueba;
let acs: string;

beforeAll(async () => {
  idp = await crearIdpDePrueba();
  const brand: Brand = {
    ...loadBrand('demo'),
    saml: {
      idpEntityId: idp.entityId,
      urlSso: idp.urlSso,
      certificadoIdp: idp.certificado,
      spEntityId: SP,
      identificaPor: 'dni',
      atributo: ATRIBUTO,
    },
  };
  t = await createTestApp({}, undefined, { brand });
  acs = `${t.env.PUBLIC_URL}/api/Publico/saml/acs`;
});
afterAll(() => t.close());

const respuesta = (dni: string, extra: Partial<Parameters<IdpDePrueba['respuesta']>[0]> = {}) =>
  idp.respuesta({ atributos: { [ATRIBUTO]: dni }, audiencia: SP, destino: acs, ...extra });
const entrar = (r: string) => t.call(endpoints.loginIntegrado, { respuesta: r });

/** What a refused response must leave untouched: used assertions, audit rows, first-access marks. */
async function huella() {
  const [a] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM saml_aserciones');
  const [b] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM auditoria');
  const [c] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM alumnos WHERE primer_acceso');
  return [a?.n, b?.n, c?.n];
}

async function rechazada(r: string, status: number, mensaje: RegExp | null) {
  const antes = await huella();
  const { http, body } = await entrar(r);
  expect(http).toBe(200);
  expect(body.status).toBe(status);
  expect(body.datos).toBeNull();
  if (mensaje) expect(body.mensaje).toMatch(mensaje);
  expect(await huella()).toEqual(antes);
}

describe('acceso con la cuenta de la universidad (SAML)', () => {
  it('una respuesta válida del IdP inicia la sesión como logaUsuario, con loggedby saml, auditada', async () => {
    const antes = await huella();
    const { http, body } = await entrar(respuesta(LUCIA));
    expect(http).toBe(200);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ textoCortoRGPD: null, linkExternoRGPD: null, conPracticas: true, conEmpleo: true });
    const claims = decodeJwt(body.datos.token);
    expect(claims).toMatchObject({ role: 'alumno', unique_name: 'Lucía', family_name: 'García Fernández', loggedby: 'saml' });
    expect(claims.rgpd).toBeUndefined();
    // The token opens the student's endpoints.
    const cv = await t.call(endpoints.rgpdTextoActual, {}, body.datos.token);
    expect(cv.http).toBe(200);
    const despues = await huella();
    expect(despues[0]).toBe((antes[0] ?? 0) + 1);
    const audit = await t.database.query<{ accion: string; actor_tipo: string }>(
      "SELECT accion, actor_tipo FROM auditoria WHERE accion = 'login.saml'",
    );
    expect(audit).toEqual([{ accion: 'login.saml', actor_tipo: 'alumno' }]);
  });

  it('con el RGPD pendiente responde el texto y un token que solo abre la aceptación; aceptado, sigue siendo saml', async () => {
    const { body } = await entrar(respuesta(MARCOS));
    expect(body.status).toBe(0);
    expect(body.datos.textoCortoRGPD).toBeTruthy();
    expect(decodeJwt(body.datos.token)).toMatchObject({ rgpd: 'pendiente', loggedby: 'saml' });
    const acepta = await t.call(endpoints.rgpdAceptarAlumno, {}, body.datos.token);
    expect(acepta.body.status).toBe(0);
    const claims = decodeJwt(acepta.body.datos.token);
    expect(claims.loggedby).toBe('saml');
    expect(claims.rgpd).toBeUndefined();
  });

  it('la misma respuesta dos veces: la segunda se rechaza (3) sin guardar nada', async () => {
    const r = respuesta(LUCIA);
    expect((await entrar(r)).body.status).toBe(0);
    await rechazada(r, 3, /ya se ha utilizado/);
  });

  it('manipulada (otro DNI en la aserción firmada) → 3, firma no válida, nada guardado', async () => {
    const xml = Buffer.from(respuesta(LUCIA), 'base64').toString('utf8').replace(LUCIA, MARCOS);
    await rechazada(Buffer.from(xml).toString('base64'), 3, /firma/);
  });

  it('sin firmar → 3, nada guardado', async () => {
    await rechazada(respuesta(LUCIA, { firmar: false }), 3, /firma/);
  });

  it('firmada con otra clave → 3, nada guardado', async () => {
    const otro = await crearIdpDePrueba();
    await rechazada(respuesta(LUCIA, { otraClave: otro.clavePrivada }), 3, /firma/);
  });

  it('caducada (emitida hace una hora, válida 5 minutos) → 3, nada guardado', async () => {
    await rechazada(respuesta(LUCIA, { emitida: new Date(Date.now() - 3600_000) }), 3, /caducado/);
  });

  it('emitida en el futuro más allá del margen de reloj → 3', async () => {
    await rechazada(respuesta(LUCIA, { emitida: new Date(Date.now() + 10 * 60_000) }), 3, /caducado|aún no/);
  });

  it('para otro proveedor de servicio (audiencia) → 3, nada guardado', async () => {
    await rechazada(respuesta(LUCIA, { audiencia: 'https://otro-portal.test/sp' }), 3, /dirigida a este portal/);
  });

  it('de otro emisor → 3', async () => {
    await rechazada(respuesta(LUCIA, { emisor: 'https://idp.otra.test' }), 3, /proveedor de identidad de la universidad/);
  });

  it('un estudiante que el portal no conoce → 79, nada guardado; el atributo con un e-mail cuando se espera DNI → 79', async () => {
    await rechazada(respuesta('00000000T'), 79, null);
    await rechazada(respuesta('lucia.garcia@demo.puente.es'), 79, null);
  });

  it('lo que no es una respuesta SAML → 3, nunca un 5xx', async () => {
    for (const r of ['x', Buffer.from('<a/>').toString('base64'), Buffer.from('no es xml').toString('base64')]) {
      await rechazada(r, 3, /no es válida|firma/);
    }
  });

  it('el inicio da la URL del IdP con la AuthnRequest y la ruta en RelayState', async () => {
    const { body } = await t.call(endpoints.samlInicio, { ruta: '/cv#formacion' });
    expect(body.status).toBe(0);
    const url = new URL(body.datos.url);
    expect(`${url.origin}${url.pathname}`).toBe(idp.urlSso);
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(url.searchParams.get('RelayState')).toBe('/cv#formacion');
    const otra = await t.call(endpoints.samlInicio, { ruta: 'https://malo.test/' });
    expect(otra.body.status).toBe(15);
  });

  it('los metadatos del proveedor de servicio, en una URL pública estable', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/Publico/saml/metadata' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/samlmetadata\+xml/);
    expect(r.body).toContain(`entityID="${SP}"`);
    expect(r.body).toContain(`Location="${acs}"`);
  });

  it('el ACS recibe el formulario del IdP y lo pasa a /acceso en el fragmento (303), sin guardar nada', async () => {
    const antes = await huella();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/Publico/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: 'PHNhbWw+eA==', RelayState: '/ofertas?pagina=2' }).toString(),
    });
    expect(r.statusCode).toBe(303);
    const destino = new URL(String(r.headers.location), 'http://x');
    expect(destino.pathname).toBe('/acceso');
    const fragmento = new URLSearchParams(destino.hash.slice(1));
    expect(fragmento.get('respuesta')).toBe('PHNhbWw+eA==');
    expect(fragmento.get('ruta')).toBe('/ofertas?pagina=2');
    expect(await huella()).toEqual(antes);
  });

  it('una RelayState que no es una ruta del portal no vuelve en el fragmento', async () => {
    // (A RelayState with a tab or a line break does not get this far: the contract's text refuses control characters.)
    for (const RelayState of ['/\\malo.test', '//malo.test', 'https://malo.test/']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/Publico/saml/acs',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLResponse: 'PHNhbWw+eA==', RelayState }).toString(),
      });
      expect(r.statusCode, RelayState).toBe(303);
      const fragmento = new URLSearchParams(new URL(String(r.headers.location), 'http://x').hash.slice(1));
      expect(fragmento.get('ruta'), RelayState).toBeNull();
    }
    expect((await t.call(endpoints.samlInicio, { ruta: '/\\malo.test' })).body.status).toBe(15);
  });

  it('la marca pública dice que hay SSO, sin el bloque SAML', async () => {
    const { body } = await t.call(endpoints.marca, {});
    expect(body.datos.sso).toBe(true);
    expect(JSON.stringify(body.datos)).not.toContain('BEGIN CERTIFICATE');
  });
});

describe('una marca sin bloque saml', () => {
  let sin: TestApp;
  beforeAll(async () => {
    sin = await createTestApp();
  });
  afterAll(() => sin.close());

  it('arranca; inicio, metadatos y login integrado responden 48; la marca dice sso false', async () => {
    expect((await sin.call(endpoints.samlInicio, {})).body.status).toBe(48);
    expect((await sin.call(endpoints.loginIntegrado, { respuesta: 'x' })).body.status).toBe(48);
    const m = await sin.app.inject({ method: 'GET', url: '/api/Publico/saml/metadata' });
    expect(m.json()).toMatchObject({ status: 48 });
    expect((await sin.call(endpoints.marca, {})).body.datos.sso).toBe(false);
  });
});
