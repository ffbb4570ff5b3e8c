import '@/test/setup';
import type { DatosContacto } from '@puente/contract/empresa-cuenta';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { displayName, getSession, saveLogin } from '@/lib/session';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { renderApp } from '@/test/render-app';
import { aviso, type Llamada, type Manejadores, rechazo, type ServidorFalso } from '@/test/servidor-falso';
import { tokenExpiringIn } from '@/test/tokens';
import { MiPerfilPage } from './mi-perfil-page';

let manejadores: Manejadores = {};
let calls: Llamada[] = [];
let servidor: ServidorFalso;

const contacto: DatosContacto = {
  idContacto: 1,
  nick: 'rrhh.demo',
  nombre: 'Rosa',
  apellidos: 'Hernández',
  puesto: 'Recursos humanos',
  nif: '12345678Z',
  email: 'rrhh@levante.example.es',
  telefono1: '600000000',
  telefono2: null,
  departamento: null,
  direccion: 'Avenida de Aragón, 30',
  cp: '46021',
  idPais: 1,
  idProvincia: 46,
  provincia: null,
  idLocalidad: 250,
  localidad: 'València',
  tipoContacto: [9],
  aniosForoEmpleo: [2019, 2024],
};

const tokenViejo = tokenExpiringIn(3600);

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenViejo, conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Empresa', { remember: true });
  manejadores = { dominiosList: dominiosDePrueba, dameDatosContactoEmpresa: contacto };
});

function renderPage() {
  ({ servidor } = renderApp(<MiPerfilPage />, { ruta: '/mi-perfil', servidor: manejadores }));
  calls = servidor.llamadas;
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);
const code = () => (getShownError() as { code?: number } | null)?.code;

// Whole forms with Radix parts in jsdom: seconds each on a busy machine.
describe('/mi-perfil', { timeout: 20_000 }, () => {
  it("edits the contact's own data: the phone is sent with the rest, the success notice and the header's name", async () => {
    manejadores.editaContactoEmpresa = { ...contacto, nombre: 'Rosa María', telefono1: '611222333' };
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Mis datos' });
    expect(datos.id).toBe('datos');
    expect(within(datos).getByText('rrhh.demo')).toBeTruthy();
    expect(within(datos).getByRole('checkbox', { name: '2019' }).getAttribute('aria-checked')).toBe('true');
    // The test brand asks for contact types (requestTipoContacto).
    expect(within(datos).getByRole('checkbox', { name: 'Contacto general' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(within(datos).getByLabelText('Nombre'), { target: { value: 'Rosa María' } });
    fireEvent.change(within(datos).getByLabelText('Teléfono'), { target: { value: '611222333' } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(datos).findByText('Tus datos se han guardado.')).toBeTruthy();
    expect(callsTo('/api/Empresa/editaContactoEmpresa')[0]?.body).toMatchObject({
      nombre: 'Rosa María',
      telefono1: '611222333',
      nif: '12345678Z',
      tipoContacto: [9],
      aniosForoEmpleo: [2019, 2024],
      idProvincia: 46,
    });
    expect(displayName(getSession())).toBe('Rosa María Hernández');
  });

  it('a malformed DNI and a short phone are refused with the §5 messages before anything is sent', async () => {
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Mis datos' });
    fireEvent.change(within(datos).getByLabelText(/^DNI\/NIE/), { target: { value: '12345678A' } });
    fireEvent.change(within(datos).getByLabelText('Teléfono'), { target: { value: '600' } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(datos).findByText('El campo DNI está mal formado')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(datos).getByLabelText(/^DNI\/NIE/)));
    expect(callsTo('/api/Empresa/editaContactoEmpresa')).toHaveLength(0);
  });

  it('changes the password: a mismatch first, a wrong current one on its field, then 521 and the new token stored', async () => {
    renderPage();
    const seccion = await screen.findByRole('region', { name: 'Cambiar contraseña' });
    const fill = (label: string, value: string) => fireEvent.change(within(seccion).getByLabelText(label), { target: { value } });
    fill('Contraseña actual', 'Puente2026');
    fill('Nueva contraseña', 'Nueva2027x');
    fill('Repite la nueva contraseña', 'Otra2027x');
    fireEvent.click(within(seccion).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(seccion).findByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(callsTo('/api/Empresa/editaUsuario')).toHaveLength(0);

    servidor.usar({ passwordEmpresa: rechazo(3, null, 'La contraseña actual no es correcta') });
    fill('Repite la nueva contraseña', 'Nueva2027x');
    fireEvent.click(within(seccion).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(seccion).findByText('La contraseña actual no es correcta')).toBeTruthy();
    expect(code()).toBeUndefined();

    const tokenNuevo = tokenExpiringIn(7200);
    servidor.usar({ passwordEmpresa: aviso(521, { token: tokenNuevo }) });
    fireEvent.click(within(seccion).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(code()).toBe(521));
    expect(callsTo('/api/Empresa/editaUsuario').at(-1)?.body).toEqual({
      passwordActual: 'Puente2026',
      passwordNueva: 'Nueva2027x',
    });
    expect(getSession().token).toBe(tokenNuevo);
    expect(getSession().userType).toBe('Empresa');
    await waitFor(() => expect((within(seccion).getByLabelText('Contraseña actual') as HTMLInputElement).value).toBe(''));
  });
});
