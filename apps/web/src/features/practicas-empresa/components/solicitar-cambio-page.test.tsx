import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { SolicitarCambioPage } from './solicitar-cambio-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const practica = (idPractica: number, alumno: string, extra: Record<string, unknown> = {}) => ({
  idPractica,
  alumno,
  idPrograma: null,
  programa: null,
  tipo: 'extracurricular',
  etiquetaTipo: 'Extracurricular',
  estado: 'propuesta',
  etiquetaEstado: 'Propuesta, pendiente de la universidad',
  fechaInicio: '01/04/2026',
  fechaFin: '30/06/2026',
  oferta: null,
  finAnticipado: false,
  tutor: { nombre: 'Laura Pons Ferrer', email: 'laura.pons@levante.example.es', telefono: '963000032' },
  tutorAcademico: { nombre: null, email: null },
  horasDia: 4,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: 50,
  horasTotales: 260,
  tareas: null,
  cambiosPosibles: ['fechas', 'tutor', 'dedicacion'],
  solicitudes: [],
  ...extra,
});

const solicitudTutor = {
  idSolicitud: 40,
  idPractica: 5,
  tipo: 'tutor',
  etiquetaTipo: 'Cambio de tutor de la empresa',
  valores: { tutorNombre: 'Marta Ibáñez Soler', tutorEmail: 'marta@levante.example.es' },
  motivo: 'Laura deja la empresa.',
  estado: 'pendiente',
  etiquetaEstado: 'Pendiente de la universidad',
  fecha: '10/03/2026',
  respuesta: null,
  fechaRespuesta: null,
};

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Empresa', {
    remember: true,
  });
  answers = {
    '/api/Empresa/damePracticas': {
      status: 0,
      datos: [
        practica(4, 'Lucía García Pérez', {
          estado: 'en_curso',
          etiquetaEstado: 'En curso',
          programa: 'Talento Digital 2026',
          idPrograma: 1,
          cambiosPosibles: ['fechas', 'dedicacion', 'fin_anticipado'],
          solicitudes: [{ ...solicitudTutor, idSolicitud: 39, idPractica: 4 }],
        }),
        practica(5, 'Marcos Ruiz Soto'),
        practica(6, 'Ana Finalizada', { estado: 'finalizada', etiquetaEstado: 'Finalizada', cambiosPosibles: [] }),
      ],
    },
  };
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/solicitar-cambio-practicas', element: <SolicitarCambioPage /> }], {
    initialEntries: ['/solicitar-cambio-practicas'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ENDPOINT = '/api/Empresa/solictitarAccionSobrePractica';
const callsTo = (path: string) => calls.filter((c) => c.url === path);
const code = () => (getShownError() as { code?: number } | null)?.code;
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function choose(label: string | RegExp, option: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: label }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const tarjeta = (alumno: string) => screen.getByRole('heading', { level: 3, name: alumno }).closest('li') as HTMLElement;

describe('/solicitar-cambio-practicas', { timeout: 30_000 }, () => {
  it('lists the internships with their tutor, dedication, state and the requests asked', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Lucía García Pérez' });
    const lucia = tarjeta('Lucía García Pérez');
    expect(within(lucia).getByText('En curso')).toBeTruthy();
    expect(within(lucia).getByText('Cambio de tutor de la empresa')).toBeTruthy();
    expect(within(lucia).getByText('Pendiente de la universidad')).toBeTruthy();
    expect(within(lucia).getByText('4 h al día, 5 días a la semana')).toBeTruthy();
    // A finished internship has nothing left to ask.
    expect(within(tarjeta('Ana Finalizada')).queryByRole('button', { name: 'Solicitar un cambio' })).toBeNull();
  });

  it('a refused submit names the fields and focuses the first; the kind’s own values are required', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Prácticas/ })));
    expect(screen.getByLabelText(/Motivo/).getAttribute('aria-invalid')).toBe('true');

    await choose(/Prácticas/, 'Marcos Ruiz Soto');
    await choose(/Tipo de cambio/, 'Cambio de tutor de la empresa');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Nombre y apellidos del nuevo tutor/)));
    expect(screen.getByLabelText(/Correo electrónico del tutor/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Teléfono del tutor/).getAttribute('aria-invalid')).not.toBe('true');
    expect(callsTo(ENDPOINT)).toHaveLength(0);
  });

  it('asks for a change of tutor from the card → 529, the request shows as pending and that kind is no longer offered', async () => {
    answers[ENDPOINT] = { status: 529, datos: solicitudTutor };
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Marcos Ruiz Soto' });
    fireEvent.click(within(tarjeta('Marcos Ruiz Soto')).getByRole('button', { name: 'Solicitar un cambio' }));
    const tipo = screen.getByRole('combobox', { name: /Tipo de cambio/ });
    await waitFor(() => expect(document.activeElement).toBe(tipo));
    await choose(/Tipo de cambio/, 'Cambio de tutor de la empresa');
    fill(/Nombre y apellidos del nuevo tutor/, 'Marta Ibáñez Soler');
    fill(/Correo electrónico del tutor/, 'marta@levante.example.es');
    fill(/Motivo/, 'Laura deja la empresa.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(callsTo(ENDPOINT)).toHaveLength(1));
    expect(callsTo(ENDPOINT)[0]?.body).toEqual({
      idPractica: 5,
      tipo: 'tutor',
      tutorNombre: 'Marta Ibáñez Soler',
      tutorEmail: 'marta@levante.example.es',
      motivo: 'Laura deja la empresa.',
    });
    await waitFor(() => expect(code()).toBe(529));
    const marcos = tarjeta('Marcos Ruiz Soto');
    expect(await within(marcos).findByText('Pendiente de la universidad')).toBeTruthy();
    expect(within(marcos).getByText(/tutor: Marta Ibáñez Soler/)).toBeTruthy();
    // The form starts again, and a tutor change for Marcos is not offered twice.
    expect((screen.getByLabelText(/Motivo/) as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('combobox', { name: /Prácticas/ }).textContent).toContain('Elige el estudiante');
    await choose(/Prácticas/, 'Marcos Ruiz Soto');
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Tipo de cambio/ }), { key: 'Enter' });
    expect(await screen.findByRole('option', { name: 'Cambio de fechas' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Cambio de tutor de la empresa' })).toBeNull();
  });

  it('8 (one of that kind already open) is said on the kind; 45 on the internship', async () => {
    answers[ENDPOINT] = { status: 8, datos: null };
    renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Lucía García Pérez' });
    await choose(/Prácticas/, 'Lucía García Pérez · Talento Digital 2026');
    await choose(/Tipo de cambio/, 'Fin anticipado');
    fill(/Último día de las prácticas/, '2026-05-15');
    fill(/Motivo/, 'La estudiante se incorpora a otro trabajo.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(callsTo(ENDPOINT)).toHaveLength(1));
    expect(callsTo(ENDPOINT)[0]?.body).toMatchObject({ idPractica: 4, tipo: 'fin_anticipado', fechaFin: '2026-05-15' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tipo de cambio/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(/ya hay una solicitud de este tipo pendiente/i)).toBeTruthy();

    answers[ENDPOINT] = { status: 45, datos: null };
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByText(/no se ha encontrado al estudiante en prácticas/i)).toBeTruthy());
    expect(screen.getByRole('combobox', { name: /Prácticas/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('in English: labels and the kinds from the catalogue', async () => {
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('en');
    try {
      renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: 'Your internships' })).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 2, name: 'Request a change' })).toBeTruthy();
      expect(screen.getByLabelText(/Reason/)).toBeTruthy();
      expect(within(tarjeta('Lucía García Pérez')).getByText('Change of company tutor')).toBeTruthy();
      expect(within(tarjeta('Lucía García Pérez')).getByText('Awaiting the university')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
