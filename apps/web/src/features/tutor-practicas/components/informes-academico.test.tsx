import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { apiFalsa, con, informeAlumno, informeTutor, TOKEN } from '../test/api-falsa';
import { ProyectoFormativoPage } from './proyecto-formativo-page';

/* The academic tutor's link at the internship's end: both final reports, then the grade that certifies it. */

const LEER = '/api/Tutor/practica';
const CALIFICAR = '/api/Tutor/calificar';

const conInformes = con({ informeTutor, informeAlumno });
const calificada = con({
  informeTutor,
  informeAlumno,
  estado: 'certificada',
  etiquetaEstado: 'Certificada',
  calificacion: 8.5,
  certificadaEn: '10/07/2026',
});

let api: ReturnType<typeof apiFalsa>;

beforeEach(() => {
  // jsdom has no layout: the form helper scrolls to the refused field.
  Element.prototype.scrollIntoView = () => undefined;
  api = apiFalsa();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/tutor/academico', element: <ProyectoFormativoPage /> }], {
    initialEntries: [`/tutor/academico?token=${TOKEN}`],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const campoNota = () => screen.getByLabelText(/^Calificación/) as HTMLInputElement;
const calificar = () => fireEvent.click(screen.getByRole('button', { name: 'Calificar y emitir el certificado' }));

describe('/tutor/academico: final reports and grade', { timeout: 20_000 }, () => {
  it('shows both reports below the plan: the hours, each item in words, the remarks and the student’s texts', async () => {
    api.respuestas[LEER] = { status: 0, datos: conInformes };
    renderPage();
    const tutor = await screen.findByRole('region', { name: 'Informe del tutor de la empresa' });
    expect(screen.getByText(/Ya están los dos informes finales/)).toBeTruthy();
    // Below the plan, in that order: the plan, the tutor's report, the student's, the grade.
    const plan = screen.getByRole('region', { name: 'Proyecto formativo' });
    const alumno = screen.getByRole('region', { name: 'Memoria final del estudiante' });
    expect(plan.compareDocumentPosition(tutor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(tutor.compareDocumentPosition(alumno) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(tutor).getByText('236 horas')).toBeTruthy();
    expect(within(tutor).getByText('Enviado el 03/07/2026')).toBeTruthy();
    const filas = within(tutor).getAllByRole('row');
    expect(
      within(filas[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Aspecto', 'Valoración']);
    expect(filas[1]?.textContent).toBe('Puntualidad5 · Excelente');
    expect(filas[13]?.textContent).toBe('Capacidad de trabajo en equipo4 · Notable');
    expect(within(tutor).getByRole('region', { name: 'Observaciones' }).querySelector('p')?.textContent).toBe(
      'Muy buena disposición y autonomía.\nAprende rápido.',
    );

    expect(within(alumno).getByText('Enviado el 05/07/2026')).toBeTruthy();
    const texto = (nombre: string) => within(alumno).getByRole('region', { name: nombre }).querySelector('p')?.textContent;
    expect(texto('Tareas realizadas')).toBe('Casos de prueba de la aplicación móvil.');
    expect(texto('Conocimientos aplicados')).toBe('Lo aprendido en Ingeniería del Software.');
    expect(texto('Problemas y cómo se resolvieron')).toBe('Sin indicar');
    expect(texto('Aportaciones')).toBe('Trabajar con un equipo real y sus plazos.');
    expect(texto('Valoración y sugerencias')).toBe('Muy positiva; más formación al principio.');
    expect(within(alumno).getByText('Valoración global')).toBeTruthy();
    expect(within(alumno).getByText('4/5')).toBeTruthy();

    expect(screen.getByRole('form', { name: 'Calificar las prácticas' })).toBeTruthy();
  });

  it('with one report missing there is nothing to grade yet', async () => {
    api.respuestas[LEER] = { status: 0, datos: con({ informeTutor }) };
    renderPage();
    expect(await screen.findByRole('region', { name: 'Informe del tutor de la empresa' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Memoria final del estudiante' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Calificar las prácticas' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Calificar y emitir el certificado' })).toBeNull();
  });

  it('grades with one decimal, then says so and shows the certified state', async () => {
    api.respuestas[LEER] = { status: 0, datos: conInformes };
    api.respuestas[CALIFICAR] = { status: 0, datos: calificada };
    renderPage();
    await screen.findByRole('form', { name: 'Calificar las prácticas' });
    fireEvent.change(campoNota(), { target: { value: '8,5' } });
    calificar();
    const hecho = await screen.findByText('Prácticas calificadas: 8,5');
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(api.llamadasA(CALIFICAR)[0]?.body).toEqual({ token: TOKEN, calificacion: 8.5 });
    const nota = screen.getByRole('region', { name: 'Prácticas calificadas y certificadas' });
    expect(within(nota).getByText('8,5 sobre 10')).toBeTruthy();
    expect(within(nota).getByText('Certificadas el 10/07/2026')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Calificar las prácticas' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('refuses a grade with two decimals, a blank one and one past 10 before asking the API', async () => {
    api.respuestas[LEER] = { status: 0, datos: conInformes };
    renderPage();
    await screen.findByRole('form', { name: 'Calificar las prácticas' });
    const campo = campoNota();
    fireEvent.change(campo, { target: { value: '8.55' } });
    calificar();
    expect(await screen.findByText('La calificación admite un decimal como mucho')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(campo));
    expect(campo.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(campo, { target: { value: '' } });
    calificar();
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    fireEvent.change(campo, { target: { value: '10,5' } });
    calificar();
    expect(await screen.findByText('El valor debe estar entre 0 y 10')).toBeTruthy();
    expect(api.llamadasA(CALIFICAR)).toHaveLength(0);
  });

  it('says the two-decimals refusal in English too', async () => {
    await i18n.changeLanguage('en');
    api.respuestas[LEER] = { status: 0, datos: conInformes };
    renderPage();
    await screen.findByRole('form', { name: 'Grade the internship' });
    fireEvent.change(screen.getByLabelText('Grade'), { target: { value: '7.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grade and issue the certificate' }));
    expect(await screen.findByText('The grade may have one decimal at most')).toBeTruthy();
    expect(api.llamadasA(CALIFICAR)).toHaveLength(0);
  });

  it('a grade refused (48) says the API message and shows the record as it is now', async () => {
    api.respuestas[LEER] = [
      { status: 0, datos: conInformes },
      { status: 0, datos: calificada },
    ];
    api.respuestas[CALIFICAR] = { status: 48, datos: null, mensaje: 'Las prácticas ya están calificadas.' };
    renderPage();
    await screen.findByRole('form', { name: 'Calificar las prácticas' });
    fireEvent.change(campoNota(), { target: { value: '7' } });
    calificar();
    expect(await screen.findByText('Las prácticas ya están calificadas.')).toBeTruthy();
    expect(await screen.findByText('8,5 sobre 10')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Calificar las prácticas' })).toBeNull();
    expect(screen.queryByText(/^Prácticas calificadas:/)).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('once graded: the grade and the certificate date, and no form', async () => {
    api.respuestas[LEER] = { status: 0, datos: calificada };
    renderPage();
    expect(await screen.findByText('8,5 sobre 10')).toBeTruthy();
    expect(screen.getByText(/Ya calificaste estas prácticas/)).toBeTruthy();
    expect(screen.getByText('Certificadas el 10/07/2026')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Calificar las prácticas' })).toBeNull();
  });
});
