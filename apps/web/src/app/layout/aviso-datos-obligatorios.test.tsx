import '@/test/setup';
import type { BrandFlags } from '@puente/contract/brand';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { getSession, saveLogin } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { renderApp } from '@/test/render-app';
import { tokenExpiringIn } from '@/test/tokens';
import '../route-table';
import { AvisoDatosObligatorios } from './aviso-datos-obligatorios';
import { debePreguntarDatos } from './aviso-datos-obligatorios-reglas';

const login = (userType: 'Alumno' | 'Empresa', godMode = false) =>
  saveLogin(
    {
      token: tokenExpiringIn(600, { sub: '41', role: userType === 'Alumno' ? 'alumno' : 'empresa' }),
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
    },
    userType,
    { remember: true, godMode },
  );

const condiciones = (cambios: Partial<Parameters<typeof debePreguntarDatos>[0]> = {}) =>
  debePreguntarDatos({
    session: getSession(),
    brand: brandFixture(),
    pathname: '/',
    rutaCv: '/cv',
    descartado: false,
    ...cambios,
  });

describe('when the shell asks for missing personal data (spec §4)', () => {
  it('asks for a student of a brand with the popup, anywhere but /cv', () => {
    login('Alumno');
    expect(condiciones()).toBe(true);
    expect(condiciones({ pathname: '/ofertas-practicas/abc' })).toBe(true);
    expect(condiciones({ pathname: '/cv' })).toBe(false);
    expect(condiciones({ pathname: '/cv/foto' })).toBe(false);
  });

  it('never when the brand flag is off, in god mode, once dismissed, or for a company', () => {
    login('Alumno');
    expect(condiciones({ brand: brandFixture({}, { popupDatosObligatorios: false }) })).toBe(false);
    expect(condiciones({ descartado: true })).toBe(false);
    login('Alumno', true);
    expect(condiciones()).toBe(false);
    login('Empresa');
    expect(condiciones()).toBe(false);
  });
});

let faltan: string[] = [];
const respuesta = (campos: string[]) => {
  faltan = campos;
};

function renderAviso(path = '/', banderas: Partial<BrandFlags> = {}) {
  return renderApp(<AvisoDatosObligatorios />, {
    ruta: path,
    banderas,
    servidor: { faltanDatosPersonales: () => ({ faltan: faltan.length > 0, campos: faltan }) },
  }).servidor;
}

describe('AvisoDatosObligatorios', () => {
  it('names the missing fields with 527 wording and links to the personal data of Mi CV; closed, it stays closed', async () => {
    respuesta(['telefono', 'fechaNacimiento']);
    login('Alumno');
    const servidor = renderAviso('/ofertas-practicas');
    const dialogo = await screen.findByRole('dialog', { name: 'Datos obligatorios' });
    expect(dialogo.textContent).toContain('Recuerda completar tus datos obligatorios.');
    expect(screen.getByRole('list').textContent).toBe('TeléfonoFecha de nacimiento');
    expect(screen.getByRole('link', { name: 'Completar mis datos' }).getAttribute('href')).toBe('/cv#personales');
    expect(servidor.llamadas.map((l) => l.url)).toContain('/api/Alumno/faltanDatosPersonalesObligatorios');
    fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('avisoDatosDescartado')).toBe('41');
  });

  it('speaks English in English: the catalogue’s 527 and the fields’ names', async () => {
    respuesta(['telefono', 'nacionalidad']);
    login('Alumno');
    await changeLanguage('en');
    try {
      renderAviso('/');
      const dialogo = await screen.findByRole('dialog', { name: 'Required details' });
      expect(dialogo.textContent).toContain('Remember to complete your required details.');
      expect(screen.getByRole('list').textContent).toBe('PhoneNationality');
      expect(screen.getByRole('link', { name: 'Complete my details' })).toBeTruthy();
    } finally {
      await changeLanguage('es');
    }
  });

  it('stays shut when nothing is missing', async () => {
    respuesta([]);
    login('Alumno');
    const servidor = renderAviso();
    await waitFor(() => expect(servidor.llamadas).not.toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask on /cv, in god mode or with the flag off', () => {
    respuesta(['telefono']);
    login('Alumno');
    const servidores = [renderAviso('/cv')];
    login('Alumno', true);
    servidores.push(renderAviso('/'));
    login('Alumno');
    servidores.push(renderAviso('/', { popupDatosObligatorios: false }));
    expect(servidores.flatMap((s) => s.llamadas)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
