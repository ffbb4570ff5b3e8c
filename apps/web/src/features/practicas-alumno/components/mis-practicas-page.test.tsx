import '@/test/setup';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { MisPracticasPage } from './mis-practicas-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: Record<string, unknown> }[] = [];

const NSS = conControlNss('2812345678');
const sinFaltas = { necesarios: false, faltan: [], ibanEnmascarado: null, swift: null, nssEnmascarado: null };
const faltan = { ...sinFaltas, necesarios: true, faltan: ['iban', 'nss'] };

const practica = (admiteDocumentos: boolean) => ({
  idPractica: 4,
  empresa: 'Levante Tech',
  oferta: { titulo: 'Prácticas en desarrollo web', urlAcceso: 'practicas-desarrollo-web' },
  idPrograma: 1,
  programa: 'Programa Talento Digital 2026',
  tipo: 'curricular',
  etiquetaTipo: 'Curricular',
  estado: 'en_curso',
  etiquetaEstado: 'En curso',
  fechaInicio: '01/02/2026',
  fechaFin: '30/06/2026',
  tutor: { nombre: 'Pablo Martí Soler', email: 'pablo@example.es', telefono: null },
  tutorAcademico: { nombre: 'Isabel Moreno Gil', email: null },
  horasDia: 5,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: 62.5,
  horasTotales: 450,
  tareas: null,
  necesitaDatos: true,
  admiteDocumentos,
  documentos: [
    {
      idDocumentoRequerido: 9,
      nombre: 'Memoria final de prácticas',
      descripcion: null,
      enlacePlantilla: null,
      estado: 'pendiente',
      entregado: null,
    },
  ],
  otrosDocumentos: [],
});

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url, body });
      if (/^\/api\/Alumno\/(certificadoPractica|anexoPractica|descargaAnexoFirmado)\//.test(url))
        return new Response('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="documento.pdf"' },
        });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/mis-practicas',
        element: <MisPracticasPage rutas={{ ofertas: '/ofertas-practicas', propuesta: '/propuesta-practicas' }} />,
      },
    ],
    { initialEntries: ['/mis-practicas'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/mis-practicas', { timeout: 20_000 }, () => {
  it('without internships: the empty state with the offers and the proposal; no bank-data form', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
    };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Todavía no tienes prácticas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ofertas de prácticas' }).getAttribute('href')).toBe('/ofertas-practicas');
    expect(screen.getByRole('link', { name: 'Proponer unas prácticas' }).getAttribute('href')).toBe('/propuesta-practicas');
    expect(screen.queryByRole('region', { name: 'Datos para el pago de las prácticas' })).toBeNull();
  });

  it('518 first: uploads closed, the IBAN grouped and refused on its field (73), then saved normalised', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
      '/api/Alumno/editDatosPractica': {
        status: 0,
        datos: { ...faltan, faltan: [], ibanEnmascarado: 'ES91 **** **** **** **** 1332', nssEnmascarado: '**********40' },
      },
    };
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(within(datos).getByText('Completa tus datos')).toBeTruthy();
    const tarjeta = await screen.findByRole('article', { name: 'Levante Tech' });
    expect(within(tarjeta).getByRole('link', { name: 'Prácticas en desarrollo web' }).getAttribute('href')).toBe(
      '/ofertas-practicas/practicas-desarrollo-web',
    );
    expect((within(tarjeta).getByLabelText(/Sube Memoria final de prácticas/) as HTMLInputElement).disabled).toBe(true);

    const iban = within(datos).getByLabelText(/IBAN/) as HTMLInputElement;
    fireEvent.change(iban, { target: { value: 'es9121000418450200051333' } });
    expect(iban.value).toBe('ES91 2100 0418 4502 0005 1333');
    fireEvent.change(within(datos).getByLabelText(/Seguridad Social/), { target: { value: NSS } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    expect(await within(datos).findByText(/el IBAN indicado no es válido\./i)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/Alumno/editDatosPractica')).toHaveLength(0);

    fireEvent.change(iban, { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/Alumno/editDatosPractica')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/Alumno/editDatosPractica')?.body).toEqual({
      iban: 'ES9121000418450200051332',
      nss: NSS,
    });
    expect(await within(datos).findByText('Datos guardados: cuenta ES91 **** **** **** **** 1332.')).toBeTruthy();
  });

  it('a foreign IBAN asks for the SWIFT (84 when it is not a BIC)', async () => {
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
    };
    renderPage();
    const datos = await screen.findByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(within(datos).queryByLabelText(/SWIFT/)).toBeNull();
    fireEvent.change(within(datos).getByLabelText(/IBAN/), { target: { value: 'DE89370400440532013000' } });
    const swift = await within(datos).findByLabelText(/SWIFT/);
    fireEvent.change(swift, { target: { value: 'DEUT' } });
    fireEvent.change(within(datos).getByLabelText(/Seguridad Social/), { target: { value: NSS } });
    fireEvent.click(within(datos).getByRole('button', { name: 'Guardar mis datos' }));
    expect(await within(datos).findByText(/el código SWIFT \(BIC\) no es válido\./i)).toBeTruthy();
  });

  it('an accepted internship says what still stops it and who registers the student', async () => {
    const aceptada = { ...practica(false), idPractica: 7, empresa: 'Naranjas del Turia', estado: 'aceptada' };
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [aceptada, practica(false)] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 518, datos: faltan },
      '/api/Alumno/seguimientoPractica/7': {
        status: 0,
        datos: {
          requisitosPendientes: ['proyecto_formativo', 'nss', 'ccc', 'alta'],
          cotizacion: { explicacion: 'Te da de alta la empresa, porque es quien te paga la beca.' },
        },
      },
    };
    renderPage();
    const tarjeta = await screen.findByRole('article', { name: 'Naranjas del Turia' });
    const bloque = await within(tarjeta).findByRole('region', { name: 'Aún no han empezado' });
    const falta = within(bloque).getByRole('list', { name: 'Falta:' });
    expect(
      within(falta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'que el tutor académico acepte el proyecto formativo',
      'tu número de la Seguridad Social · Escríbelo en tus datos para el pago',
      'el código de cuenta de cotización de quien te da de alta',
      'tu alta en la Seguridad Social',
    ]);
    expect(within(bloque).getByText('Te da de alta la empresa, porque es quien te paga la beca.')).toBeTruthy();

    // The NUSS is asked for on this page: the link takes the student to its field.
    fireEvent.click(within(bloque).getByRole('link', { name: 'Escríbelo en tus datos para el pago' }));
    const datos = screen.getByRole('region', { name: 'Datos para el pago de las prácticas' });
    expect(document.activeElement).toBe(within(datos).getByLabelText(/Seguridad Social/));

    // The internship under way is asked about once, for its signed annex alone.
    const seguimientos = calls.filter((c) => c.url.startsWith('/api/Alumno/seguimientoPractica/'));
    expect(seguimientos.map((c) => c.url).sort()).toEqual([
      '/api/Alumno/seguimientoPractica/4',
      '/api/Alumno/seguimientoPractica/7',
    ]);
    expect(within(screen.getByRole('article', { name: 'Levante Tech' })).queryByText('Aún no han empezado')).toBeNull();
  });

  it('without the NUSS form on the page, the requirement is said without a link', async () => {
    const aceptada = { ...practica(true), estado: 'aceptada', necesitaDatos: false };
    answers = {
      '/api/Alumno/damePracticasAlumno': { status: 0, datos: [aceptada] },
      '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
      '/api/Alumno/seguimientoPractica/4': {
        status: 0,
        datos: { requisitosPendientes: ['tutor_academico', 'nss'], cotizacion: { explicacion: 'Te da de alta la universidad.' } },
      },
    };
    renderPage();
    const bloque = await screen.findByRole('region', { name: 'Aún no han empezado' });
    expect(await within(bloque).findByText('que la universidad nombre a tu tutor académico')).toBeTruthy();
    expect(within(bloque).getByText('tu número de la Seguridad Social')).toBeTruthy();
    expect(within(bloque).queryByRole('link')).toBeNull();
    expect(within(bloque).getByText('Te da de alta la universidad.')).toBeTruthy();
  });

  describe('the end of an internship', () => {
    const finalizada = { ...practica(true), estado: 'finalizada', necesitaDatos: false };
    const registro = (cambios: Record<string, unknown> = {}) => ({
      idPractica: 4,
      estado: 'en_curso',
      requisitosPendientes: [],
      cotizacion: { explicacion: '' },
      informeAlumno: null,
      calificacion: null,
      certificadaEn: null,
      ...cambios,
    });
    const enviada = {
      tareas: 'Maquetación de la web de pedidos en el departamento de sistemas.',
      conocimientos: 'React y accesibilidad.',
      problemas: '',
      aportaciones: 'Trabajar en equipo con personas de negocio.',
      valoracion: 'Muy buena; más reuniones de seguimiento.',
      valoracionGlobal: 4,
      enviadoEn: '03/07/2026',
    };
    const base = (estadoPractica: Record<string, unknown>, seguimiento: Record<string, unknown>) => {
      answers = {
        '/api/Alumno/damePracticasAlumno': { status: 0, datos: [estadoPractica] },
        '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
        '/api/Alumno/seguimientoPractica/4': { status: 0, datos: seguimiento },
      };
    };
    const envios = () => calls.filter((c) => c.url === '/api/Alumno/informeFinalPractica');
    const escribir = (etiqueta: RegExp, valor: string) => {
      const campo = screen.getByLabelText(etiqueta);
      fireEvent.change(campo, { target: { value: valor } });
      fireEvent.blur(campo);
    };

    it('finished: the annex, no certificate; the report is checked with the contract and sends its body', async () => {
      base(finalizada, registro());
      answers['/api/Alumno/informeFinalPractica'] = {
        status: 0,
        datos: registro({ informeAlumno: { ...enviada, problemas: 'Ninguno grave.' } }),
      };
      renderPage();
      const tarjeta = await screen.findByRole('article', { name: 'Levante Tech' });
      expect(within(tarjeta).getByRole('button', { name: 'Descargar el anexo' })).toBeTruthy();
      const memoria = await within(tarjeta).findByRole('region', { name: 'Memoria final' });
      expect(within(tarjeta).queryByRole('button', { name: 'Descargar el certificado' })).toBeNull();

      fireEvent.click(within(memoria).getByRole('button', { name: 'Escribir la memoria final' }));
      const formulario = within(memoria).getByRole('form', { name: 'Memoria final' });
      const tareas = within(formulario).getByLabelText(/Tareas realizadas y departamentos/);
      await waitFor(() => expect(document.activeElement).toBe(tareas));
      expect(
        within(formulario)
          .getByLabelText(/Problemas planteados/)
          .getAttribute('aria-required'),
      ).toBeNull();
      const grupo = within(formulario).getByRole('radiogroup', { name: 'Valoración global' });
      expect(within(grupo).getAllByRole('radio')).toHaveLength(5);

      // Empty: the four required texts and the assessment, in the contract's words; nothing is sent.
      fireEvent.click(within(formulario).getByRole('button', { name: 'Enviar la memoria' }));
      await waitFor(() => expect(within(formulario).getAllByText('Este campo es requerido')).toHaveLength(5));
      await waitFor(() => expect(document.activeElement).toBe(tareas));
      escribir(/Valoración y sugerencias/, 'x'.repeat(4001));
      expect(await within(formulario).findByText('El campo es demasiado largo (máximo 4000 caracteres)')).toBeTruthy();
      expect(within(formulario).getByText('4001 / 4000')).toBeTruthy();
      expect(envios()).toHaveLength(0);

      escribir(/Tareas realizadas y departamentos/, `  ${enviada.tareas}  `);
      escribir(/Conocimientos y competencias/, enviada.conocimientos);
      escribir(/Aportaciones de las prácticas/, enviada.aportaciones);
      escribir(/Valoración y sugerencias/, enviada.valoracion);
      fireEvent.click(within(grupo).getByRole('radio', { name: /4/ }));
      fireEvent.click(within(formulario).getByRole('button', { name: 'Enviar la memoria' }));
      await waitFor(() => expect(envios()).toHaveLength(1));
      expect(envios()[0]?.body).toEqual({
        idPractica: 4,
        tareas: enviada.tareas,
        conocimientos: enviada.conocimientos,
        problemas: '',
        aportaciones: enviada.aportaciones,
        valoracion: enviada.valoracion,
        valoracionGlobal: 4,
      });

      // The record the API answered replaces the form: sent, awaiting the grade, the heading focused.
      expect(await within(memoria).findByText('Memoria enviada el 03/07/2026')).toBeTruthy();
      expect(within(memoria).getByText('Pendiente de la calificación del tutor académico')).toBeTruthy();
      expect(within(memoria).queryByRole('form')).toBeNull();
      expect(document.activeElement).toBe(within(memoria).getByRole('heading', { name: 'Memoria final' }));
    });

    it('the API refuses: 15 on its field, 48 in a banner with its message; cancelling keeps the draft', async () => {
      base(finalizada, registro());
      answers['/api/Alumno/informeFinalPractica'] = {
        status: 15,
        datos: { errores: [{ campo: 'conocimientos', mensaje: 'El campo contiene caracteres no permitidos' }] },
      };
      renderPage();
      const memoria = await screen.findByRole('region', { name: 'Memoria final' });
      fireEvent.click(within(memoria).getByRole('button', { name: 'Escribir la memoria final' }));
      escribir(/Tareas realizadas y departamentos/, enviada.tareas);
      escribir(/Conocimientos y competencias/, enviada.conocimientos);
      escribir(/Aportaciones de las prácticas/, enviada.aportaciones);
      escribir(/Valoración y sugerencias/, enviada.valoracion);
      fireEvent.click(screen.getByRole('radio', { name: /5/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Enviar la memoria' }));
      expect(await within(memoria).findByText('El campo contiene caracteres no permitidos')).toBeTruthy();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Conocimientos y competencias/)));

      answers['/api/Alumno/informeFinalPractica'] = {
        status: 48,
        datos: null,
        mensaje: 'Las prácticas todavía no han terminado: podrás enviar la memoria a partir del 01/07/2026.',
      };
      fireEvent.click(screen.getByRole('button', { name: 'Enviar la memoria' }));
      const aviso = await within(memoria).findByRole('alert');
      expect(aviso.textContent).toContain('Acción no permitida');
      expect(aviso.textContent).toContain('podrás enviar la memoria a partir del 01/07/2026');
      expect(envios()).toHaveLength(2);
      // Said in the form, not also in the page's banner.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(getShownError()).toBeNull();

      // Cancel: the button again, with the focus; reopened, the texts are still there.
      fireEvent.click(within(memoria).getByRole('button', { name: 'Cancelar' }));
      const boton = within(memoria).getByRole('button', { name: 'Escribir la memoria final' });
      await waitFor(() => expect(document.activeElement).toBe(boton));
      fireEvent.click(boton);
      expect((screen.getByLabelText(/Tareas realizadas y departamentos/) as HTMLTextAreaElement).value).toBe(enviada.tareas);
    });

    it('a sent report reads read-only in a collapsed block, with no form', async () => {
      base(finalizada, registro({ informeAlumno: enviada }));
      renderPage();
      const memoria = await screen.findByRole('region', { name: 'Memoria final' });
      expect(await within(memoria).findByText('Memoria enviada el 03/07/2026')).toBeTruthy();
      expect(within(memoria).getByText('Pendiente de la calificación del tutor académico')).toBeTruthy();
      expect(within(memoria).queryByRole('button', { name: 'Escribir la memoria final' })).toBeNull();
      expect(within(memoria).queryByRole('textbox')).toBeNull();
      const bloque = within(memoria).getByText('Ver tu memoria').closest('details') as HTMLDetailsElement;
      expect(bloque.open).toBe(false);
      fireEvent.click(within(memoria).getByText('Ver tu memoria'));
      expect(within(bloque).getByText(enviada.tareas)).toBeTruthy();
      expect(within(bloque).getByText('Sin indicar')).toBeTruthy();
      expect(within(bloque).getByText('4 · Muy buena')).toBeTruthy();
    });

    it('certified: the grade with a comma and the certificate, which downloads; the annex downloads too', async () => {
      const certificada = { ...finalizada, estado: 'certificada' };
      base(
        certificada,
        registro({ estado: 'certificada', informeAlumno: enviada, calificacion: 8.5, certificadaEn: '20/07/2026' }),
      );
      URL.createObjectURL = vi.fn(() => 'blob:x');
      URL.revokeObjectURL = vi.fn();
      const guardados: string[] = [];
      const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        guardados.push(this.download);
      });
      renderPage();
      const tarjeta = await screen.findByRole('article', { name: 'Levante Tech' });
      const certificado = await within(tarjeta).findByRole('region', { name: 'Prácticas certificadas' });
      expect(within(certificado).getByText('8,5')).toBeTruthy();
      expect(within(certificado).getByText('20/07/2026')).toBeTruthy();
      expect(within(tarjeta).queryByText('Pendiente de la calificación del tutor académico')).toBeNull();
      expect(within(tarjeta).getByText('Memoria enviada el 03/07/2026')).toBeTruthy();

      fireEvent.click(within(certificado).getByRole('button', { name: 'Descargar el certificado' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/certificadoPractica/4')).toBe(true));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));

      fireEvent.click(within(tarjeta).getByRole('button', { name: 'Descargar el anexo' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/anexoPractica/4')).toBe(true));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(2));
      expect(guardados).toEqual(['documento.pdf', 'documento.pdf']);
      clic.mockRestore();
    });

    it('under way: the annex and, once uploaded, its signed copy; proposed or refused: no annex, no record asked', async () => {
      answers = {
        '/api/Alumno/damePracticasAlumno': {
          status: 0,
          datos: [
            practica(true),
            { ...practica(true), idPractica: 5, empresa: 'Huerta Digital', estado: 'propuesta' },
            { ...practica(true), idPractica: 6, empresa: 'Cítricos Sur', estado: 'rechazada' },
          ],
        },
        '/api/Alumno/faltaDatosNecesariosPorPractica': { status: 0, datos: sinFaltas },
        '/api/Alumno/seguimientoPractica/4': {
          status: 0,
          datos: registro({ anexoFirmado: { fecha: '05/02/2026', registradaPor: 'Levante Tech' } }),
        },
      };
      URL.createObjectURL = vi.fn(() => 'blob:x');
      URL.revokeObjectURL = vi.fn();
      const clic = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      renderPage();
      const enCurso = await screen.findByRole('article', { name: 'Levante Tech' });
      expect(within(enCurso).getByRole('button', { name: 'Descargar el anexo' })).toBeTruthy();
      const firmado = await within(enCurso).findByRole('button', { name: 'Descargar el anexo firmado' });
      expect(within(enCurso).getByText('La copia firmada por las tres partes se subió el 05/02/2026.')).toBeTruthy();
      expect(within(enCurso).queryByRole('region', { name: 'Memoria final' })).toBeNull();
      fireEvent.click(firmado);
      await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/descargaAnexoFirmado/4')).toBe(true));
      await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
      for (const empresa of ['Huerta Digital', 'Cítricos Sur'])
        expect(
          within(screen.getByRole('article', { name: empresa })).queryByRole('button', { name: 'Descargar el anexo' }),
        ).toBeNull();
      expect(calls.filter((c) => c.url.startsWith('/api/Alumno/seguimientoPractica/')).map((c) => c.url)).toEqual([
        '/api/Alumno/seguimientoPractica/4',
      ]);
      clic.mockRestore();
    });

    it('without a signed copy, only the annex is offered', async () => {
      base(practica(true), registro());
      renderPage();
      const enCurso = await screen.findByRole('article', { name: 'Levante Tech' });
      await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/seguimientoPractica/4')).toBe(true));
      expect(within(enCurso).getByRole('button', { name: 'Descargar el anexo' })).toBeTruthy();
      expect(within(enCurso).queryByRole('button', { name: 'Descargar el anexo firmado' })).toBeNull();
      expect(getShownError()).toBeNull();
    });
  });
});
