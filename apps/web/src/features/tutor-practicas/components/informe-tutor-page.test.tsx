import '@/test/setup';
import { etiquetasItemInformeTutor, ITEMS_INFORME_TUTOR } from '@puente/contract/seguimiento-practicas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { saveFile } from '@/lib/save-file';
import { apiFalsa, con, informeTutor, pdf, practicaFinalizada, TOKEN } from '../test/api-falsa';
import { InformeTutorPage } from './informe-tutor-page';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const LEER = '/api/Tutor/informe';
const ENVIAR = '/api/Tutor/enviarInforme';
const PDF = '/api/Tutor/informePdf';
const CERTIFICADO = '/api/Tutor/certificadoColaboracion';

const etiqueta = etiquetasItemInformeTutor.es;
let api: ReturnType<typeof apiFalsa>;

beforeEach(() => {
  // jsdom has no layout: the form helper scrolls to the refused field.
  Element.prototype.scrollIntoView = () => undefined;
  vi.mocked(saveFile).mockClear();
  api = apiFalsa();
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(entrada = `/tutor/empresa?token=${TOKEN}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/tutor/empresa', element: <InformeTutorPage /> },
      { path: '/', element: <p>Inicio</p> },
    ],
    { initialEntries: [entrada] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const grupo = (item: (typeof ITEMS_INFORME_TUTOR)[number]) => screen.getByRole('radiogroup', { name: etiqueta[item] });
const enviar = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar el informe' }));

/** Rates every item with one level (by its words: "4 Notable"), but the ones left out. The groups are in the contract's order. */
function valorar(nombre: string, salvo: readonly string[] = []) {
  const grupos = screen.getAllByRole('radiogroup');
  ITEMS_INFORME_TUTOR.forEach((item, i) => {
    if (!salvo.includes(item)) fireEvent.click(within(grupos[i] as HTMLElement).getByRole('radio', { name: nombre }));
  });
}

describe('/tutor/empresa', { timeout: 30_000 }, () => {
  it('reads the link, shows the internship and the art. 13 form, one group of five levels per item', async () => {
    api.respuestas[LEER] = { status: 0, datos: practicaFinalizada };
    const router = renderPage();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const datos = await screen.findByRole('region', { name: 'Las prácticas' });
    expect(api.llamadasA(LEER)[0]?.body).toEqual({ token: TOKEN });
    expect(within(datos).getByText('Lucía Ferrer Camps')).toBeTruthy();
    expect(within(datos).getByText('Del 02/03/2026 al 30/06/2026')).toBeTruthy();

    const formulario = screen.getByRole('form', { name: 'Informe final del tutor de la empresa' });
    expect(within(formulario).getByLabelText(/Horas realizadas/)).toBeTruthy();
    expect(within(formulario).getByText(/Estaban previstas 300/)).toBeTruthy();
    const grupos = within(formulario).getAllByRole('radiogroup');
    expect(grupos).toHaveLength(ITEMS_INFORME_TUTOR.length);
    // Each group is a fieldset named by its legend, with the five levels in words.
    const puntualidad = grupo('puntualidad');
    expect(puntualidad.closest('fieldset')?.querySelector('legend')?.textContent).toContain('Puntualidad');
    expect(within(puntualidad).getAllByRole('radio')).toHaveLength(5);
    for (const nombre of ['1 Insuficiente', '2 Suficiente', '3 Bien', '4 Notable', '5 Excelente'])
      expect(within(puntualidad).getByRole('radio', { name: nombre })).toBeTruthy();
    expect(grupo('trabajoEnEquipo')).toBeTruthy();
    expect(within(formulario).getByLabelText('Observaciones')).toBeTruthy();
  });

  it('an empty submit marks the hours and every unvalued item, focuses the hours and sends nothing', async () => {
    api.respuestas[LEER] = { status: 0, datos: practicaFinalizada };
    renderPage();
    await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' });
    enviar();
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(screen.getAllByText('Falta valorar')).toHaveLength(ITEMS_INFORME_TUTOR.length);
    const horas = screen.getByLabelText(/Horas realizadas/);
    await waitFor(() => expect(document.activeElement).toBe(horas));
    expect(grupo('puntualidad').getAttribute('aria-invalid')).toBe('true');
    expect(api.llamadasA(ENVIAR)).toHaveLength(0);
  });

  it('with the hours given, the focus goes to the first unvalued item; hours out of range are refused', async () => {
    api.respuestas[LEER] = { status: 0, datos: practicaFinalizada };
    renderPage();
    await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' });
    const horas = screen.getByLabelText(/Horas realizadas/);
    fireEvent.change(horas, { target: { value: '2001' } });
    valorar('4 Notable', ['capacidadTecnica', 'motivacion']);
    enviar();
    expect(await screen.findByText('El valor debe estar entre 1 y 2000')).toBeTruthy();
    expect(screen.getAllByText('Falta valorar')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(horas));

    fireEvent.change(horas, { target: { value: '236' } });
    enviar();
    // The first item left unrated takes the focus, on its first level; the rated ones are not marked.
    const tecnica = grupo('capacidadTecnica');
    await waitFor(() => expect(document.activeElement).toBe(within(tecnica).getByRole('radio', { name: '1 Insuficiente' })));
    expect(within(tecnica.closest('fieldset') as HTMLElement).getByText('Falta valorar')).toBeTruthy();
    expect(grupo('puntualidad').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('resumen-errores').textContent).toBe(
      'Hay 2 campos por corregir. El primero es «Capacidad técnica».',
    );
    expect(api.llamadasA(ENVIAR)).toHaveLength(0);
  });

  it('the arrow keys move between the levels of an item', async () => {
    api.respuestas[LEER] = { status: 0, datos: practicaFinalizada };
    renderPage();
    await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' });
    const puntualidad = grupo('puntualidad');
    const bien = within(puntualidad).getByRole('radio', { name: '3 Bien' });
    fireEvent.click(bien);
    expect(bien.getAttribute('aria-checked')).toBe('true');
    bien.focus();
    fireEvent.keyDown(bien, { key: 'ArrowRight' });
    const notable = within(puntualidad).getByRole('radio', { name: '4 Notable' });
    await waitFor(() => expect(document.activeElement).toBe(notable));
    await waitFor(() => expect(notable.getAttribute('aria-checked')).toBe('true'));
  });

  it('sends the report once, then shows it read-only with its PDF', async () => {
    api.respuestas[LEER] = { status: 0, datos: practicaFinalizada };
    api.respuestas[ENVIAR] = { status: 0, datos: con({ informeTutor }) };
    api.respuestas[PDF] = pdf('informe-tutor-12.pdf');
    renderPage();
    await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' });
    fireEvent.change(screen.getByLabelText(/Horas realizadas/), { target: { value: ' 236 ' } });
    valorar('4 Notable');
    fireEvent.click(within(grupo('puntualidad')).getByRole('radio', { name: '5 Excelente' }));
    fireEvent.change(screen.getByLabelText('Observaciones'), {
      target: { value: '  Muy buena disposición y autonomía.\nAprende rápido.  ' },
    });
    enviar();

    const hecho = await screen.findByText('Informe enviado');
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(api.llamadasA(ENVIAR)[0]?.body).toEqual({
      token: TOKEN,
      horasRealizadas: 236,
      valoraciones: informeTutor.valoraciones,
      observaciones: 'Muy buena disposición y autonomía.\nAprende rápido.',
    });

    // Read-only: no form, the hours, each item in words and the remarks with their line break.
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar el informe' })).toBeNull();
    const informe = screen.getByRole('region', { name: 'Tu informe final' });
    expect(within(informe).getByText('Enviado el 03/07/2026')).toBeTruthy();
    expect(within(informe).getByText('236 horas')).toBeTruthy();
    const filas = within(informe).getAllByRole('row').slice(1);
    expect(filas).toHaveLength(ITEMS_INFORME_TUTOR.length);
    expect(within(filas[0] as HTMLElement).getByText('Puntualidad')).toBeTruthy();
    expect(within(filas[0] as HTMLElement).getByText('5 · Excelente')).toBeTruthy();
    expect(within(filas[1] as HTMLElement).getByText('4 · Notable')).toBeTruthy();
    const observaciones = within(informe).getByRole('region', { name: 'Observaciones' });
    expect(observaciones.querySelector('p')?.textContent).toBe('Muy buena disposición y autonomía.\nAprende rápido.');
    // Not certified yet: no collaboration certificate.
    expect(screen.queryByRole('button', { name: 'Descargar el certificado de colaboración' })).toBeNull();

    fireEvent.click(within(informe).getByRole('button', { name: 'Descargar en PDF' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(api.llamadasA(PDF)[0]?.body).toEqual({ token: TOKEN });
    const [blob, nombre] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(nombre).toBe('informe-tutor-12.pdf');
    expect(await (blob as Blob).text()).toBe('%PDF-1.7');
    expect(getShownError()).toBeNull();
  });

  it('a report already sent (48) says the API message and shows the report as it is now', async () => {
    api.respuestas[LEER] = [
      { status: 0, datos: practicaFinalizada },
      { status: 0, datos: con({ informeTutor }) },
    ];
    api.respuestas[ENVIAR] = { status: 48, datos: null, mensaje: 'El informe final ya está enviado.' };
    renderPage();
    await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' });
    fireEvent.change(screen.getByLabelText(/Horas realizadas/), { target: { value: '200' } });
    valorar('3 Bien');
    enviar();
    const mensaje = await screen.findByText('El informe final ya está enviado.');
    expect(screen.getByText('No se ha enviado el informe')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(mensaje)).toBe(true));
    expect(await screen.findByRole('region', { name: 'Tu informe final' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar el informe' })).toBeNull();
    expect(screen.queryByText('Informe enviado')).toBeNull();
    expect(api.llamadasA(ENVIAR)).toHaveLength(1);
    expect(getShownError()).toBeNull();
  });

  it('a certified internship offers the collaboration certificate; a 48 on it is said under its button', async () => {
    api.respuestas[LEER] = {
      status: 0,
      datos: con({ informeTutor, estado: 'certificada', calificacion: 8.5, certificadaEn: '10/07/2026' }),
    };
    api.respuestas[CERTIFICADO] = [
      { status: 48, datos: null, mensaje: 'Las prácticas aún no están certificadas.' },
      pdf('certificado-colaboracion-12.pdf'),
    ];
    renderPage();
    const certificado = await screen.findByRole('region', { name: 'Certificado de colaboración' });
    expect(screen.getByText('Ya enviaste tu informe final. Aquí puedes leerlo y descargarlo en PDF.')).toBeTruthy();
    const boton = within(certificado).getByRole('button', { name: 'Descargar el certificado de colaboración' });
    fireEvent.click(boton);
    expect(await within(certificado).findByText('Las prácticas aún no están certificadas.')).toBeTruthy();
    expect(saveFile).not.toHaveBeenCalled();
    fireEvent.click(boton);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(api.llamadasA(CERTIFICADO)[1]?.body).toEqual({ token: TOKEN });
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('certificado-colaboracion-12.pdf');
    expect(within(certificado).queryByText('Las prácticas aún no están certificadas.')).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('a link unknown or expired (42) says so with the envelope message', async () => {
    api.respuestas[LEER] = { status: 42, datos: null, mensaje: 'El enlace no existe o ha caducado.' };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Este enlace no sirve' })).toBeTruthy();
    expect(screen.getByText('El enlace no existe o ha caducado.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('a link that expires before the PDF: the page says so instead of the report', async () => {
    api.respuestas[LEER] = { status: 0, datos: con({ informeTutor }) };
    api.respuestas[PDF] = { status: 42, datos: null, mensaje: 'El enlace ha caducado.' };
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar en PDF' }));
    const titulo = await screen.findByRole('heading', { name: 'Este enlace no sirve' });
    await waitFor(() => expect(document.activeElement).toBe(titulo));
    expect(screen.getByText('El enlace ha caducado.')).toBeTruthy();
  });

  it('without a token: where the page is opened from, and no call', async () => {
    renderPage('/tutor/empresa');
    expect(await screen.findByRole('heading', { name: 'Abre el enlace del correo' })).toBeTruthy();
    expect(screen.getByText(/te pide el informe final de unas prácticas/)).toBeTruthy();
    expect(api.llamadasA(LEER)).toHaveLength(0);
  });

  it('a failed load offers to try again', async () => {
    api.respuestas[LEER] = [
      { status: 500, datos: null },
      { status: 0, datos: practicaFinalizada },
    ];
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('form', { name: 'Informe final del tutor de la empresa' })).toBeTruthy();
  });
});
