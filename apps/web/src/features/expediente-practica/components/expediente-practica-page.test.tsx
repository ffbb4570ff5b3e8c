import '@/test/setup';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearError, getShownError } from '@/lib/error-banner-store';
import { changeLanguage } from '@/lib/i18n';
import { saveLogin } from '@/lib/session';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';
import { tokenExpiringIn } from '@/test/tokens';
import { ExpedientePracticaPage } from './expediente-practica-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer | Answer[]> = {};
const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];

const LEER = '/api/Empresa/seguimientoPractica/12';
const PROYECTO = '/api/Empresa/proyectoFormativo';
const ALTA = '/api/Empresa/altaSeguridadSocialPractica';
const BAJA = '/api/Empresa/bajaSeguridadSocialPractica';

const practica = seguimientoDePrueba();

/** The company is the obligated party: it records the registration itself. */
const obligada = seguimientoDePrueba({
  remunerada: true,
  importeMensual: 600,
  pagador: 'empresa',
  cotizacion: {
    obligado: 'empresa',
    etiquetaObligado: 'La empresa',
    incluida: true,
    regla: 'remunerada_pagador',
    explicacion: 'Las prácticas son remuneradas y paga la empresa: la empresa da de alta al estudiante.',
    universidadAsumeCotizacion: true,
  },
  puedeRegistrarAlta: true,
});

const proyecto = (cambios: Partial<NonNullable<SeguimientoPractica['proyecto']>> = {}) => ({
  objetivos: 'Conocer el ciclo de vida de un producto web.',
  actividades: 'Desarrollo de componentes.',
  competencias: 'Trabajo en equipo.',
  estado: 'borrador' as const,
  observaciones: null,
  enviadoEn: null,
  aceptadoEn: null,
  ...cambios,
});

beforeEach(() => {
  // jsdom has no layout: the form helper and the summary's links scroll.
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Empresa', {
    remember: true,
  });
  answers = {};
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, method: init.method ?? 'GET', body });
      const answer = answers[url];
      const next = Array.isArray(answer) ? (answer.shift() ?? { status: 500, datos: null }) : answer;
      return new Response(JSON.stringify({ mensaje: null, ...(next ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('es');
});

function renderPage(idPractica: number | null = 12) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/documentacion/practicas/:id', element: <ExpedientePracticaPage idPractica={idPractica} /> },
      { path: '/documentacion', element: <p>Documentación</p> },
    ],
    { initialEntries: [`/documentacion/practicas/${idPractica ?? 'x'}`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const callsTo = (path: string) => calls.filter((c) => c.url === path);
const seccion = (nombre: string) => screen.getByRole('region', { name: nombre });
const fill = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function rellenarProyecto() {
  fill(/Objetivos formativos/, 'Aprender a trabajar con React.');
  fill(/Actividades a desarrollar/, 'Maquetar pantallas.\nEscribir pruebas.');
  fill(/Competencias que se adquieren/, 'Trabajo en equipo.');
}

describe('/documentacion/practicas/:id', { timeout: 30_000 }, () => {
  it('loads the record: summary, state, tutors, and what still stops it from starting', async () => {
    answers[LEER] = { status: 0, datos: practica };
    renderPage();
    const resumen = await screen.findByRole('region', { name: 'Lucía Ferrer Camps' });
    expect(callsTo(LEER)[0]?.method).toBe('GET');
    expect(within(resumen).getByText('Aceptada, pendiente de inicio')).toBeTruthy();
    expect(within(resumen).getByText('Curriculares')).toBeTruthy();
    expect(within(resumen).getByText('Del 02/03/2026 al 30/06/2026')).toBeTruthy();
    expect(within(resumen).getByText('300 horas en total')).toBeTruthy();
    expect(within(resumen).getByText('Pablo Martí Soler')).toBeTruthy();
    expect(within(resumen).getByText('Isabel Moreno Gil')).toBeTruthy();

    const pendiente = within(resumen).getByRole('region', { name: 'Aún no han empezado' });
    const falta = within(pendiente).getByRole('list', { name: 'Falta:' });
    expect(
      within(falta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'que el tutor académico acepte el proyecto formativo · Ir al proyecto formativo',
      'el número de la Seguridad Social del estudiante',
      'el código de cuenta de cotización',
      'el alta en la Seguridad Social',
    ]);
    // The plan is the company's part: its link takes the focus to that section.
    fireEvent.click(within(falta).getByRole('link', { name: 'Ir al proyecto formativo' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Proyecto formativo' }));

    const ss = seccion('Seguridad Social');
    expect(within(ss).getByText('La universidad')).toBeTruthy();
    expect(within(ss).getByText(/la universidad asume la cotización/)).toBeTruthy();
    expect(within(ss).getByText(/se encarga la universidad/)).toBeTruthy();
    expect(getShownError()).toBeNull();
  });

  it('a started internship says nothing is missing', async () => {
    answers[LEER] = { status: 0, datos: { ...practica, estado: 'en_curso', requisitosPendientes: [] } };
    renderPage();
    await screen.findByRole('region', { name: 'Lucía Ferrer Camps' });
    expect(screen.getByText('En curso')).toBeTruthy();
    expect(screen.queryByText('Aún no han empezado')).toBeNull();
  });

  it('saves the plan as a draft with the right body, and says so where the buttons are', async () => {
    answers[LEER] = { status: 0, datos: practica };
    answers[PROYECTO] = {
      status: 0,
      datos: {
        ...practica,
        proyecto: proyecto({
          objetivos: 'Aprender a trabajar con React.',
          actividades: 'Maquetar pantallas.\nEscribir pruebas.',
          competencias: 'Trabajo en equipo.',
        }),
      },
    };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText('Sin empezar')).toBeTruthy();
    expect(within(plan).getAllByText('0 / 4000')).toHaveLength(3);
    rellenarProyecto();
    fireEvent.click(within(plan).getByRole('button', { name: 'Guardar borrador' }));
    const hecho = await within(plan).findByText('Borrador guardado');
    expect(callsTo(PROYECTO)[0]?.body).toEqual({
      idPractica: 12,
      objetivos: 'Aprender a trabajar con React.',
      actividades: 'Maquetar pantallas.\nEscribir pruebas.',
      competencias: 'Trabajo en equipo.',
      enviar: false,
    });
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(within(plan).getByText('Borrador')).toBeTruthy();
    expect(getShownError()).toBeNull();
  });

  it('sends the plan to the academic tutor without asking, and says the tutor got an e-mail', async () => {
    answers[LEER] = {
      status: 0,
      datos: { ...practica, proyecto: proyecto({ estado: 'devuelto', observaciones: 'Concreta las actividades.' }) },
    };
    answers[PROYECTO] = {
      status: 0,
      datos: { ...practica, proyecto: proyecto({ estado: 'enviado', enviadoEn: '20/02/2026' }) },
    };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    // Sent back: the tutor's remarks, and the texts to correct.
    expect(within(plan).getByText('Devuelto con observaciones')).toBeTruthy();
    expect(within(plan).getByText('Concreta las actividades.')).toBeTruthy();
    expect((screen.getByLabelText(/Objetivos formativos/) as HTMLTextAreaElement).value).toBe(
      'Conocer el ciclo de vida de un producto web.',
    );
    expect(within(plan).getByText(/imoreno@uni\.example\.es/)).toBeTruthy();

    fill(/Actividades a desarrollar/, 'Desarrollo de componentes en el equipo de producto.');
    fireEvent.click(within(plan).getByRole('button', { name: 'Enviar al tutor académico' }));
    const hecho = await within(plan).findByText('Proyecto formativo enviado');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(PROYECTO)).toHaveLength(1);
    expect(callsTo(PROYECTO)[0]?.body).toEqual({
      idPractica: 12,
      objetivos: 'Conocer el ciclo de vida de un producto web.',
      actividades: 'Desarrollo de componentes en el equipo de producto.',
      competencias: 'Trabajo en equipo.',
      enviar: true,
    });
    expect(within(plan).getByText(/Le hemos enviado un correo a Isabel Moreno Gil \(imoreno@uni\.example\.es\)/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(within(plan).getByText('Enviado al tutor académico')).toBeTruthy();
    expect(within(plan).getByText(/Se lo enviaste al tutor académico el 20\/02\/2026/)).toBeTruthy();
  });

  it('checks the texts with the contract before calling', async () => {
    answers[LEER] = { status: 0, datos: practica };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    rellenarProyecto();
    fill(/Objetivos formativos/, '   ');
    fill(/Competencias que se adquieren/, 'a'.repeat(4001));
    fireEvent.click(within(plan).getByRole('button', { name: 'Guardar borrador' }));
    const objetivos = screen.getByLabelText(/Objetivos formativos/);
    await waitFor(() => expect(document.activeElement).toBe(objetivos));
    expect(within(plan).getByText('Este campo es requerido')).toBeTruthy();
    expect(within(plan).getByText('El campo es demasiado largo (máximo 4000 caracteres)')).toBeTruthy();
    expect(within(plan).getByText('4001 / 4000')).toBeTruthy();
    expect(callsTo(PROYECTO)).toHaveLength(0);
  });

  it('a field refused by the server (15) is said under that field', async () => {
    answers[LEER] = { status: 0, datos: practica };
    answers[PROYECTO] = {
      status: 15,
      datos: { errores: [{ campo: 'actividades', mensaje: 'El campo contiene caracteres no permitidos' }] },
    };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    rellenarProyecto();
    fireEvent.click(within(plan).getByRole('button', { name: 'Guardar borrador' }));
    const actividades = screen.getByLabelText(/Actividades a desarrollar/);
    await waitFor(() => expect(actividades.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(actividades.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toBe('El campo contiene caracteres no permitidos');
    await waitFor(() => expect(document.activeElement).toBe(actividades));
    expect(screen.queryByText('Borrador guardado')).toBeNull();
  });

  it('sending without an academic tutor (48): the API’s message in the banner', async () => {
    answers[LEER] = { status: 0, datos: { ...practica, tutorAcademico: null } };
    answers[PROYECTO] = { status: 48, datos: null, mensaje: 'Aún no hay tutor académico al que enviarlo.' };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText(/aún no ha nombrado al tutor académico/)).toBeTruthy();
    rellenarProyecto();
    fireEvent.click(within(plan).getByRole('button', { name: 'Enviar al tutor académico' }));
    await waitFor(() =>
      expect(getShownError()).toEqual({ kind: 'code', code: 48, mensaje: 'Aún no hay tutor académico al que enviarlo.' }),
    );
    expect(callsTo(PROYECTO)[0]?.body.enviar).toBe(true);
  });

  it('an accepted plan is read-only', async () => {
    answers[LEER] = {
      status: 0,
      datos: {
        ...practica,
        proyecto: proyecto({ estado: 'aceptado', aceptadoEn: '21/02/2026' }),
        requisitosPendientes: ['alta'],
      },
    };
    renderPage();
    const plan = await screen.findByRole('region', { name: 'Proyecto formativo' });
    expect(within(plan).getByText('Aceptado')).toBeTruthy();
    expect(within(plan).getByText(/lo aceptó el 21\/02\/2026/)).toBeTruthy();
    expect(within(within(plan).getByRole('region', { name: 'Objetivos formativos' })).getByText(/ciclo de vida/)).toBeTruthy();
    expect(within(plan).queryByRole('textbox')).toBeNull();
    expect(within(plan).queryByRole('button', { name: 'Guardar borrador' })).toBeNull();
  });

  it('the registration form shows only when the company is the obligated party', async () => {
    answers[LEER] = { status: 0, datos: practica };
    renderPage();
    const ss = await screen.findByRole('region', { name: 'Seguridad Social' });
    expect(within(ss).queryByRole('button', { name: 'Registrar el alta' })).toBeNull();
    expect(within(ss).queryByLabelText(/Código de cuenta de cotización/)).toBeNull();
  });

  it('the obligated company records the registration, then the deregistration form appears', async () => {
    answers[LEER] = { status: 0, datos: obligada };
    answers[ALTA] = {
      status: 0,
      datos: {
        ...obligada,
        ccc: '28123456789',
        alta: { fecha: '02/03/2026', registradaPor: 'Levante Tech S.L.' },
        requisitosPendientes: ['proyecto_formativo', 'nss'],
      },
    };
    renderPage();
    const ss = await screen.findByRole('region', { name: 'Seguridad Social' });
    expect(within(ss).getByText('La empresa')).toBeTruthy();
    // The summary links the company's own requirements to the form.
    expect(screen.getAllByRole('link', { name: 'Regístralo en Seguridad Social' })).toHaveLength(2);
    fill(/Código de cuenta de cotización \(CCC\)/, '28 123456789');
    fill(/Fecha de alta/, '2026-03-02');
    fireEvent.click(within(ss).getByRole('button', { name: 'Registrar el alta' }));
    const hecho = await within(ss).findByText('Alta registrada');
    expect(callsTo(ALTA)[0]?.body).toEqual({ idPractica: 12, ccc: '28123456789', fechaAlta: '2026-03-02' });
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(within(ss).getByText('28123456789')).toBeTruthy();
    expect(within(ss).getByText('02/03/2026, registrada por Levante Tech S.L.')).toBeTruthy();
    expect(within(ss).queryByRole('button', { name: 'Registrar el alta' })).toBeNull();
    expect((within(ss).getByLabelText(/Fecha de baja/) as HTMLInputElement).min).toBe('2026-03-02');

    answers[BAJA] = {
      status: 0,
      datos: {
        ...obligada,
        ccc: '28123456789',
        alta: { fecha: '02/03/2026', registradaPor: 'Levante Tech S.L.' },
        baja: { fecha: '30/06/2026', registradaPor: 'Levante Tech S.L.' },
      },
    };
    fill(/Fecha de baja/, '2026-06-30');
    fireEvent.click(within(ss).getByRole('button', { name: 'Registrar la baja' }));
    expect(await within(ss).findByText('Baja registrada')).toBeTruthy();
    expect(callsTo(BAJA)[0]?.body).toEqual({ idPractica: 12, fechaBaja: '2026-06-30' });
    expect(within(ss).queryByRole('button', { name: 'Registrar la baja' })).toBeNull();
  });

  it('the registration: the contract checks the account code, 15 and 27 go under their fields', async () => {
    answers[LEER] = { status: 0, datos: obligada };
    answers[ALTA] = [
      { status: 15, datos: { errores: [{ campo: 'ccc', mensaje: 'Ese código de cuenta no es de tu empresa' }] } },
      { status: 27, datos: null, mensaje: 'La fecha de alta es posterior al fin de las prácticas.' },
    ];
    renderPage();
    const ss = await screen.findByRole('region', { name: 'Seguridad Social' });
    const ccc = within(ss).getByLabelText(/Código de cuenta de cotización \(CCC\)/);
    const fecha = within(ss).getByLabelText(/Fecha de alta/);
    fireEvent.change(ccc, { target: { value: '1234' } });
    fireEvent.change(fecha, { target: { value: '2026-03-02' } });
    fireEvent.click(within(ss).getByRole('button', { name: 'Registrar el alta' }));
    expect(await within(ss).findByText('El código de cuenta de cotización debe tener 11 dígitos')).toBeTruthy();
    expect(callsTo(ALTA)).toHaveLength(0);

    fireEvent.change(ccc, { target: { value: '28123456789' } });
    fireEvent.click(within(ss).getByRole('button', { name: 'Registrar el alta' }));
    expect(await within(ss).findByText('Ese código de cuenta no es de tu empresa')).toBeTruthy();
    await waitFor(() => expect(ccc.getAttribute('aria-invalid')).toBe('true'));
    // The company forms also say 15 in the banner ("faltan datos"); 27 belongs to the date alone.
    expect((getShownError() as { code?: number } | null)?.code).toBe(15);
    clearError();

    fireEvent.change(ccc, { target: { value: '28123456780' } });
    fireEvent.change(fecha, { target: { value: '2026-07-15' } });
    fireEvent.click(within(ss).getByRole('button', { name: 'Registrar el alta' }));
    expect(
      await within(ss).findByText('La fecha de alta no puede ser posterior al final de las prácticas (30/06/2026).'),
    ).toBeTruthy();
    await waitFor(() => expect(fecha.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(ALTA)).toHaveLength(2);
    expect(getShownError()).toBeNull();
  });

  it('in English: the requirements, the sections and the contract’s account-code message', async () => {
    await changeLanguage('en');
    answers[LEER] = { status: 0, datos: obligada };
    renderPage();
    const pendiente = await screen.findByRole('region', { name: "It hasn't started yet" });
    expect(within(pendiente).getByText(/the academic tutor's acceptance of the training plan/)).toBeTruthy();
    expect(within(pendiente).getByText(/the Social Security account code \(CCC\)/)).toBeTruthy();
    expect(screen.getByText('Accepted, not started yet')).toBeTruthy();
    const ss = screen.getByRole('region', { name: 'Social Security' });
    fireEvent.change(within(ss).getByLabelText(/Social Security account code \(CCC\)/), { target: { value: '12' } });
    fireEvent.click(within(ss).getByRole('button', { name: 'Record the registration' }));
    expect(await within(ss).findByText('The account code must have 11 digits')).toBeTruthy();
    expect(within(ss).getByText("The date isn't valid")).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Training plan' });
    expect(within(plan).getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(within(plan).getByLabelText(/Learning objectives/)).toBeTruthy();
  });

  it('under way: records an absence and uploads the signed annex through the company’s endpoints', async () => {
    const enCurso = seguimientoDePrueba({
      estado: 'en_curso',
      requisitosPendientes: [],
      puedeSubirAnexo: true,
      puedeRegistrarAusencias: true,
    });
    const ausencia = { idAusencia: 3, fecha: '09/03/2026', motivo: null, registradaPor: 'Levante Tech S.L.' };
    answers[LEER] = { status: 0, datos: enCurso };
    answers['/api/Empresa/ausenciaPractica'] = { status: 0, datos: { ...enCurso, ausencias: [ausencia] } };
    answers['/api/Empresa/anexoFirmadoPractica'] = {
      status: 0,
      datos: { ...enCurso, ausencias: [ausencia], anexoFirmado: { fecha: '10/03/2026', registradaPor: 'Levante Tech S.L.' } },
    };
    renderPage();
    const ausencias = await screen.findByRole('region', { name: 'Ausencias' });
    expect(within(ausencias).getByText('No hay ausencias registradas.')).toBeTruthy();
    fireEvent.change(within(ausencias).getByLabelText(/Día de la ausencia/), { target: { value: '2026-03-09' } });
    fireEvent.click(within(ausencias).getByRole('button', { name: 'Registrar la ausencia' }));
    expect(await within(ausencias).findByText('Registrada por Levante Tech S.L.')).toBeTruthy();
    expect(callsTo('/api/Empresa/ausenciaPractica')[0]?.body).toEqual({ idPractica: 12, fecha: '2026-03-09' });

    const anexo = screen.getByRole('region', { name: 'Anexo de las prácticas' });
    fireEvent.change(anexo.querySelector('input[type=file]') as HTMLInputElement, {
      target: { files: [new File(['%PDF-1.4\n'], 'anexo.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(within(anexo).getByRole('button', { name: 'Subir el anexo firmado' }));
    expect(await within(anexo).findByText('Subido el 10/03/2026 por Levante Tech S.L.')).toBeTruthy();
    expect(callsTo('/api/Empresa/anexoFirmadoPractica')[0]?.body).toMatchObject({ idPractica: 12, extension_adjunto: 'pdf' });
    // The record the answers left stays on screen: the absence recorded before is still listed.
    expect(within(ausencias).getByText('09/03/2026')).toBeTruthy();
    expect(getShownError()).toBeNull();
  });

  it('not this company’s internship (45): not found, with the way back, and no banner', async () => {
    answers[LEER] = { status: 45, datos: null, mensaje: 'No se ha encontrado la práctica.' };
    const router = renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos estas prácticas' })).toBeTruthy();
    expect(getShownError()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Volver a Documentación' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documentacion'));
  });

  it('an id that is no number is not found, without a call', async () => {
    renderPage(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos estas prácticas' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a failed load shows the banner and offers to try again', async () => {
    answers[LEER] = [
      { status: 1, datos: null },
      { status: 0, datos: practica },
    ];
    renderPage();
    const reintentar = await screen.findByRole('button', { name: 'Reintentar' });
    expect((getShownError() as { code?: number } | null)?.code).toBe(1);
    fireEvent.click(reintentar);
    expect(await screen.findByRole('region', { name: 'Lucía Ferrer Camps' })).toBeTruthy();
  });
});
