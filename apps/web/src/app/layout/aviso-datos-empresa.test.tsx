import '@/test/setup';
import type { BrandFlags } from '@puente/contract/brand';
import { datosContactoShape, datosEmpresaShape } from '@puente/contract/empresa-cuenta';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/en.json';
import es from '@/i18n/es.json';
import { changeLanguage } from '@/lib/i18n';
import { getSession, saveLogin } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { renderApp } from '@/test/render-app';
import { tokenExpiringIn } from '@/test/tokens';
import '../route-table';
import { AvisoDatosEmpresa } from './aviso-datos-empresa';
import { avisoQueToca, debePreguntarDatosEmpresa } from './aviso-datos-empresa-reglas';

const login = (userType: 'Alumno' | 'Empresa', { godMode = false, primerAcceso = false, idEmpresa = 7 } = {}) =>
  saveLogin(
    {
      token: tokenExpiringIn(600, { sub: '41', role: userType === 'Alumno' ? 'alumno' : 'empresa', idEmpresa }),
      conPracticas: false,
      conEmpleo: false,
      primerAcceso,
    },
    userType,
    { remember: true, godMode },
  );

const condiciones = (cambios: Partial<Parameters<typeof debePreguntarDatosEmpresa>[0]> = {}) =>
  debePreguntarDatosEmpresa({
    session: getSession(),
    brand: brandFixture(),
    pathname: '/',
    rutasSinAviso: ['/mi-empresa', '/mi-perfil', '/login'],
    descartado: false,
    ...cambios,
  });

const faltan = (...campos: string[]) => ({ faltan: campos.length > 0, campos });

describe('when the shell asks for missing company or contact data (spec §4)', () => {
  it('asks for a company contact of a brand that checks, anywhere but /mi-empresa, /mi-perfil and the login pages', () => {
    login('Empresa');
    expect(condiciones()).toBe(true);
    expect(condiciones({ pathname: '/mis-ofertas/12' })).toBe(true);
    for (const pathname of ['/mi-empresa', '/mi-perfil', '/mi-perfil/clave', '/login', '/login/empresas']) {
      expect(condiciones({ pathname })).toBe(false);
    }
    // A page whose path only begins like them is not them.
    expect(condiciones({ pathname: '/mi-empresas' })).toBe(true);
  });

  it('never with the brand flag off, in god mode, once dismissed, for a student or without a session', () => {
    login('Empresa');
    expect(condiciones({ brand: brandFixture({}, { checkDatosCompletosEmpresa: false }) })).toBe(false);
    expect(condiciones({ descartado: true })).toBe(false);
    login('Empresa', { godMode: true });
    expect(condiciones()).toBe(false);
    login('Alumno');
    expect(condiciones()).toBe(false);
    window.localStorage.clear();
    expect(condiciones({ session: { ...getSession(), token: null, userType: null } })).toBe(false);
  });

  it('the company popup first; the contact one only once the company is complete', () => {
    expect(avisoQueToca(undefined, faltan('nif'))).toBeNull();
    expect(avisoQueToca(faltan('telefono'), faltan('nif'))).toBe('empresa');
    expect(avisoQueToca(faltan(), faltan('nif'))).toBe('contacto');
    expect(avisoQueToca(faltan(), undefined)).toBeNull();
    expect(avisoQueToca(faltan(), faltan())).toBeNull();
    // "Missing" without a field to name is nothing the popup can say.
    expect(avisoQueToca({ faltan: true, campos: [] }, faltan('nif'))).toBe('contacto');
  });

  it('has a Spanish and an English name for every field of the contract’s company and contact data', () => {
    for (const catalogo of [es, en]) {
      const { empresa, contacto } = catalogo.avisoDatosEmpresa.campos;
      for (const campo of Object.keys(datosEmpresaShape)) expect(empresa, campo).toHaveProperty(campo);
      for (const campo of Object.keys(datosContactoShape)) expect(contacto, campo).toHaveProperty(campo);
    }
  });
});

const EMPRESA = '/api/Empresa/faltanDatosAlaEmpresa';
const CONTACTO = '/api/Empresa/faltanDatosAlContactoEmpresa';

let r: { empresa: string[]; contacto: string[] } = { empresa: [], contacto: [] };
const respuestas = (nuevas: typeof r) => {
  r = nuevas;
};

let irA: (path: string) => void = () => undefined;
function Navegador() {
  const navigate = useNavigate();
  irA = (path) => void navigate(path);
  return null;
}

function renderAviso(path = '/', banderas: Partial<BrandFlags> = {}) {
  const { servidor } = renderApp(
    <>
      <Navegador />
      <AvisoDatosEmpresa />
    </>,
    {
      ruta: path,
      patron: '*',
      banderas,
      servidor: {
        faltanDatosAlaEmpresa: () => faltan(...r.empresa),
        faltanDatosAlContactoEmpresa: () => faltan(...r.contacto),
      },
    },
  );
  return () => servidor.llamadas.map((l) => l.url);
}

describe('AvisoDatosEmpresa', () => {
  it('names the company’s missing fields and sends to /mi-empresa#datos; the contact is not asked yet', async () => {
    respuestas({ empresa: ['telefono', 'descripcion'], contacto: ['nif'] });
    login('Empresa');
    const pedidas = renderAviso('/mis-ofertas');
    const dialogo = await screen.findByRole('dialog', { name: 'Faltan datos de tu empresa' });
    expect(dialogo.textContent).toContain('Completa los datos obligatorios de tu empresa en Mi empresa');
    expect(screen.getByRole('list').textContent).toBe('TeléfonoDescripción de la empresa');
    expect(screen.getByRole('link', { name: 'Completar los datos de la empresa' }).getAttribute('href')).toBe(
      '/mi-empresa#datos',
    );
    expect(pedidas()).toContain(EMPRESA);
    expect(pedidas()).not.toContain(CONTACTO);
  });

  it('with the company complete, names the contact’s fields and sends to /mi-perfil#datos', async () => {
    respuestas({ empresa: [], contacto: ['nif', 'direccion', 'idProvincia'] });
    login('Empresa');
    renderAviso('/');
    await screen.findByRole('dialog', { name: 'Faltan tus datos de contacto' });
    expect(screen.getByRole('list').textContent).toBe('NIFDirecciónProvincia');
    expect(screen.getByRole('link', { name: 'Completar mis datos' }).getAttribute('href')).toBe('/mi-perfil#datos');
  });

  it('goes away on /mi-empresa without being dismissed, and the contact’s comes next once the company is complete', async () => {
    respuestas({ empresa: ['telefono'], contacto: ['nif'] });
    login('Empresa');
    renderAviso('/');
    await screen.findByRole('dialog', { name: 'Faltan datos de tu empresa' });
    irA('/mi-empresa');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('avisoDatosEmpresaDescartado')).toBeNull();
    // The contact fills the company's phone in and goes on.
    r.empresa = [];
    irA('/');
    await screen.findByRole('dialog', { name: 'Faltan tus datos de contacto' });
  });

  it('"Ahora no" closes it for the browser session, for both popups', async () => {
    respuestas({ empresa: ['telefono'], contacto: ['nif'] });
    login('Empresa');
    renderAviso('/');
    await screen.findByRole('dialog', { name: 'Faltan datos de tu empresa' });
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('avisoDatosEmpresaDescartado')).toBe('41@7');
    irA('/mis-ofertas');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the first login opens it with a welcome', async () => {
    respuestas({ empresa: ['descripcion'], contacto: [] });
    login('Empresa', { primerAcceso: true });
    renderAviso('/');
    const dialogo = await screen.findByRole('dialog', { name: 'Faltan datos de tu empresa' });
    expect(dialogo.textContent).toContain('Te damos la bienvenida al portal: es tu primer acceso.');
  });

  it('stays shut when nothing is missing', async () => {
    respuestas({ empresa: [], contacto: [] });
    login('Empresa');
    const pedidas = renderAviso();
    await waitFor(() => expect(pedidas()).toContain(CONTACTO));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks nothing on /mi-perfil, in god mode, with the flag off or for a student', () => {
    respuestas({ empresa: ['telefono'], contacto: ['nif'] });
    login('Empresa');
    const pedidas = [renderAviso('/mi-perfil')];
    login('Empresa', { godMode: true });
    pedidas.push(renderAviso('/'));
    login('Alumno');
    pedidas.push(renderAviso('/'));
    login('Empresa');
    pedidas.push(renderAviso('/', { checkDatosCompletosEmpresa: false }));
    expect(pedidas.flatMap((p) => p())).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks English in English', async () => {
    respuestas({ empresa: ['nombreComercial', 'cp'], contacto: [] });
    login('Empresa');
    await changeLanguage('en');
    try {
      renderAviso('/');
      await screen.findByRole('dialog', { name: "Your company's details are incomplete" });
      expect(screen.getByRole('list').textContent).toBe('Trade namePostcode');
      expect(screen.getByRole('link', { name: "Complete the company's details" })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    } finally {
      await changeLanguage('es');
    }
  });
});
