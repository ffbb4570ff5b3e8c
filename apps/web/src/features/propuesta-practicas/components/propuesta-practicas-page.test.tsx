import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { type SessionUserType, saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { PropuestaPracticasPage } from './propuesta-practicas-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer | ((body: Record<string, unknown>) => Answer)> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const solicitud = (extra: Record<string, unknown> = {}) => ({
  idSolicitud: 7,
  tipo: 'propuesta',
  origen: 'alumno',
  estado: 'pendiente',
  etiquetaEstado: 'Pendiente',
  alumno: 'Lucía García Fernández',
  empresa: { nombre: 'Meseta Industrial', cif: 'A58818501', registrada: true },
  centro: null,
  tipoPractica: 'curricular',
  fechaInicio: '01/10/2026',
  fechaFin: '31/12/2026',
  tutor: { nombre: 'Rubén Castillo', email: null, telefono: null },
  tareas: 'Análisis de datos.',
  horasDia: null,
  numeroDiasSemana: null,
  tiempoDedicacionJornada: null,
  respuesta: null,
  fecha: '01/09/2026',
  fechaRespuesta: null,
  idPractica: null,
  ...extra,
});

function login(tipo: SessionUserType) {
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, tipo, { remember: true });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  answers = {
    '/api/Alumno/dameSolicitudesPractica': { status: 0, datos: [solicitud()] },
    '/api/Alumno/numeroSolicitudPracticasEducacionDisponibles': { status: 0, datos: { maximo: 3, usadas: 3, disponibles: 0 } },
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      const answer = answers[url];
      const value = typeof answer === 'function' ? answer(body) : (answer ?? { status: 500, datos: null });
      return new Response(JSON.stringify({ mensaje: null, ...value }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/propuesta-practicas', element: <PropuestaPracticasPage /> }], {
    initialEntries: ['/propuesta-practicas'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const callsTo = (path: string) => calls.filter((c) => c.url === path);

describe('/propuesta-practicas', { timeout: 30_000 }, () => {
  it('student: lists the proposals; an unknown CIF asks for the company and checks its e-mail (44 on the field)', async () => {
    login('Alumno');
    answers['/api/Alumno/compruebaCIF'] = { status: 0, datos: { existe: false, nombre: null } };
    answers['/api/Alumno/compruebaEmailContactoEmpresa'] = { status: 44, datos: null };
    renderPage();
    expect(await screen.findByText('Meseta Industrial')).toBeTruthy();
    fill('CIF de la empresa', 'B98765431');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('La empresa con CIF B98765431 aún no está en el portal')).toBeTruthy();
    fill(/Nombre de la empresa/, 'Talleres Turia');
    fill(/E-mail de contacto de la empresa/, 'rrhh@demo.puente.es');
    fill(/Fecha de inicio/, '2026-10-01');
    fill(/Fecha de fin/, '2026-12-31');
    fill(/Tutor o tutora/, 'Rubén Castillo');
    fill(/Tareas a desarrollar/, 'Análisis de datos de producción.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/E-mail de contacto de la empresa/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(callsTo('/api/Alumno/solicitudPractica')).toHaveLength(0);
  });

  it('student: with no requests left the centre tab says so (81) instead of the form', async () => {
    login('Alumno');
    renderPage();
    const tab = await screen.findByRole('tab', { name: /Centro educativo/ });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    expect(await screen.findByText('Ya has enviado las 3 solicitudes a centros educativos de este año.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
  });

  it('company: 509 is said on the DNI field; continuing without an account asks for the name → 528', async () => {
    login('Empresa');
    answers['/api/Empresa/compruebaDNIalumno'] = { status: 509, datos: { encontrado: false, nombre: null } };
    answers['/api/Empresa/solicitudPractica'] = {
      status: 528,
      datos: solicitud({ origen: 'empresa', alumno: 'Irene Soler Mas' }),
    };
    renderPage();
    fill('DNI o NIE del estudiante', '11111111H');
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar' }));
    expect(await screen.findByText('No hay ningún candidato con ese documento de identidad.')).toBeTruthy();
    // Said on the field, not in the banner.
    expect(getShownError()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar sin cuenta' }));
    fill(/Nombre y apellidos del estudiante/, 'Irene Soler Mas');
    fill(/Fecha de inicio/, '2026-10-01');
    fill(/Fecha de fin/, '2026-12-31');
    fill(/Tutor o tutora/, 'Rubén Castillo');
    fill(/Tareas a desarrollar/, 'Análisis de datos de producción.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar propuesta' }));
    expect(await screen.findByText('Propuesta enviada')).toBeTruthy();
    expect(callsTo('/api/Empresa/solicitudPractica')[0]?.body).toMatchObject({
      dni: '11111111H',
      alumnoNombre: 'Irene Soler Mas',
    });
    expect((getShownError() as { code?: number } | null)?.code).toBe(528);
  });
});
