import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { EntrarComo, type EntrarComoProps } from './entrar-como';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const tokenGestor = tokenExpiringIn(3600, { sub: '1', role: 'gestor', unique_name: 'Ana', family_name: 'Gestora' });
const tokenLucia = tokenExpiringIn(3600, { sub: '5', role: 'alumno', act: { sub: '1', role: 'gestor' } });
let permisos: string[];
let respuesta: { status: number; mensaje: string | null; datos: unknown };
const llamadas: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];

beforeEach(() => {
  llamadas.length = 0;
  permisos = ['administracion'];
  respuesta = {
    status: 0,
    mensaje: null,
    datos: {
      token: tokenLucia,
      textoCortoRGPD: null,
      linkExternoRGPD: null,
      conPracticas: true,
      conEmpleo: true,
      primerAcceso: false,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      const headers = (init.headers ?? {}) as Record<string, string>;
      llamadas.push({ path, body: init.body ? JSON.parse(String(init.body)) : {}, auth: headers.Authorization });
      if (path === '/api/Gestion/miCuenta') {
        const cuenta = { id: 1, nick: 'gestor.demo', email: 'g@uni.es', nombre: 'Ana', apellidos: 'Gestora', permisos };
        return new Response(JSON.stringify({ status: 0, mensaje: null, datos: cuenta }));
      }
      return new Response(JSON.stringify(respuesta));
    }),
  );
  saveLogin({ token: tokenGestor, conPracticas: false, conEmpleo: false, primerAcceso: false }, 'Gestor', { remember: true });
});
afterEach(() => vi.unstubAllGlobals());

function pintar(props: EntrarComoProps = { tipo: 'alumno', idAlumno: 5, nombre: 'Lucía García' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/alumnos/5?pestana=cv']}>
        <Routes>
          <Route path="/gestion/alumnos/:id" element={<EntrarComo {...props} />} />
          <Route path="/" element={<h1>Inicio del estudiante</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const abrir = async (nombre = 'Lucía García') => {
  fireEvent.click(await screen.findByRole('button', { name: `Entrar como ${nombre}` }));
  return screen.findByRole('dialog', { name: `Entrar como ${nombre}` });
};

describe('EntrarComo', { timeout: 15_000 }, () => {
  it('asks for the reason first: required, 10 to 500 characters, said under the field, which keeps the focus', async () => {
    pintar();
    await abrir();
    const motivo = screen.getByRole('textbox', { name: 'Motivo' });
    expect(document.activeElement).toBe(motivo);
    expect(motivo.getAttribute('aria-required')).toBe('true');
    expect(motivo.getAttribute('maxlength')).toBe('500');

    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Escribe el motivo');
    expect(motivo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(motivo);

    fireEvent.change(motivo, { target: { value: '  corto   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El motivo necesita al menos 10 caracteres');
    expect(llamadas.some((l) => l.path === '/api/Gestion/suplantar')).toBe(false);
  });

  it('Escape closes it and forgets what was typed', async () => {
    pintar();
    const dialogo = await abrir();
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Algo a medias' } });
    fireEvent.keyDown(dialogo, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await abrir();
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveProperty('value', '');
  });

  it('with a reason, keeps the staff session aside, enters as the student and goes to their home', async () => {
    pintar();
    await abrir();
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), {
      target: { value: ' No encuentra dónde subir el convenio ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Inicio del estudiante' })).toBeTruthy();
    const llamada = llamadas.find((l) => l.path === '/api/Gestion/suplantar');
    expect(llamada?.body).toEqual({ tipo: 'alumno', idAlumno: 5, motivo: 'No encuentra dónde subir el convenio' });
    expect(llamada?.auth).toBe(`Bearer ${tokenGestor}`);
    const session = getSession();
    expect(session).toMatchObject({ token: tokenLucia, userType: 'Alumno', godMode: true });
    expect(session.modoDios).toMatchObject({
      volverA: '/gestion/alumnos/5?pestana=cv',
      motivo: 'No encuentra dónde subir el convenio',
      gestor: 'Ana Gestora',
      como: { tipo: 'alumno', nombre: 'Lucía García' },
      guardada: { token: tokenGestor, userType: 'Gestor' },
    });
  });

  it('names a company contact by id and company', async () => {
    pintar({ tipo: 'empresa', idContacto: 8, idEmpresa: 12, nombre: 'Marta Ruiz' });
    await abrir('Marta Ruiz');
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Revisar su oferta con ella' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Inicio del estudiante' });
    expect(llamadas.find((l) => l.path === '/api/Gestion/suplantar')?.body).toEqual({
      tipo: 'empresa',
      idContacto: 8,
      idEmpresa: 12,
      motivo: 'Revisar su oferta con ella',
    });
    expect(getSession().userType).toBe('Empresa');
  });

  it('a refusal is said in the dialog, and the staff session stays', async () => {
    pintar();
    await abrir();
    respuesta = { status: 48, mensaje: 'Esa cuenta no está activa', datos: null };
    fireEvent.change(screen.getByRole('textbox', { name: 'Motivo' }), { target: { value: 'Comprobar su bloqueo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByTestId('rechazo-dialogo')).textContent).toContain('Esa cuenta no está activa');
    expect(getSession()).toMatchObject({ token: tokenGestor, userType: 'Gestor', modoDios: null });
  });

  it('is not offered to a member without administración', async () => {
    permisos = ['practicas'];
    pintar();
    await waitFor(() => expect(llamadas.some((l) => l.path === '/api/Gestion/miCuenta')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: /Entrar como/ })).toBeNull();
  });
});
