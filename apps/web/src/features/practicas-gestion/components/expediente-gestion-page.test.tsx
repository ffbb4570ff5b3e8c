import '@/test/setup';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { apiFalsa, type Llamada, seguimiento } from '../test/api-falsa';
import { ExpedienteGestionPage } from './expediente-gestion-page';

const LEER = '/api/Gestion/seguimientoPractica/12';
const LEGALES = '/api/Gestion/datosLegalesPractica';
const ALTA = '/api/Gestion/altaSeguridadSocialPractica';
const ANEXO = '/api/Gestion/anexoPractica/12';

let permisos: string[];
let llamadas: Llamada[];
let datos: SeguimientoPractica;
let legales: { status: number; mensaje?: string; datos?: unknown }[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
  datos = seguimiento();
  legales = [];
  llamadas = apiFalsa(() => permisos, {
    [LEER]: () => ({ status: 0, datos }),
    [LEGALES]: () => legales.shift() ?? { status: 500 },
    [ANEXO]: () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    [ALTA]: (l) => ({
      status: 0,
      datos: {
        ...datos,
        ccc: l.body.ccc,
        alta: { fecha: '02/03/2026', registradaPor: 'la universidad' },
        requisitosPendientes: ['proyecto_formativo'],
      },
    }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function pintar(idPractica: number | null = 12) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/practicas/12']}>
        <ExpedienteGestionPage idPractica={idPractica} heading={(titulo) => <h1>{titulo ?? 'Expediente de prácticas'}</h1>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cargada = () => screen.findByRole('heading', { level: 1, name: 'Prácticas de Lucía Ferrer Camps en Levante Tech S.L.' });
const seccion = (nombre: string) => within(screen.getByRole('region', { name: nombre }));
const cuentaLeida = () => waitFor(() => expect(llamadas.some((l) => l.url === '/api/Gestion/miCuenta')).toBe(true));

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('ExpedienteGestionPage', { timeout: 30_000 }, () => {
  it('shows the record: summary and what is missing, Social Security, plan, reports and the tutors’ mails', async () => {
    datos = seguimiento({
      estado: 'finalizada',
      requisitosPendientes: [],
      ccc: '28123456789',
      alta: { fecha: '02/03/2026', registradaPor: 'la universidad' },
      informeAlumno: {
        tareas: 'Maqueté pantallas.',
        conocimientos: 'React.',
        problemas: '',
        aportaciones: 'Mucho.',
        valoracion: 'Muy buena.',
        valoracionGlobal: 5,
        enviadoEn: '02/07/2026',
      },
      envios: [
        {
          rol: 'tutor_empresa',
          motivo: 'inicial',
          para: 'pablo@levante.example.es',
          fecha: '2026-06-30T07:05:00.000Z',
          entrega: 'enviado',
          error: null,
        },
        {
          rol: 'tutor_empresa',
          motivo: 'recordatorio_3',
          para: 'pablo@levante.example.es',
          fecha: '2026-07-03T07:05:00.000Z',
          entrega: 'fallido',
          error: '550 Mailbox unavailable',
        },
      ],
    });
    pintar();
    await cargada();
    const resumen = within(screen.getByRole('banner', { name: 'Resumen de las prácticas' }));
    expect(resumen.getByText('Finalizada')).toBeTruthy();
    expect(resumen.getByText('Del 02/03/2026 al 30/06/2026')).toBeTruthy();
    expect(resumen.getByText(/El informe final del tutor de la empresa/)).toBeTruthy();
    const ss = seccion('Seguridad Social');
    expect(ss.getByText('La universidad')).toBeTruthy();
    expect(ss.getByText(/el convenio dice que asume la cotización/)).toBeTruthy();
    expect(ss.getByText('28123456789')).toBeTruthy();
    expect(ss.getByText('02/03/2026, registrada por la universidad')).toBeTruthy();
    const plan = seccion('Proyecto formativo');
    expect(plan.getByText('Enviado al tutor académico')).toBeTruthy();
    expect(plan.getByText('Conocer el ciclo de vida de un producto web.')).toBeTruthy();
    expect(plan.queryByRole('textbox')).toBeNull();
    const informes = seccion('Informes finales y calificación');
    expect(informes.getByText('El tutor de la empresa aún no lo ha enviado.')).toBeTruthy();
    expect(informes.getByText('Maqueté pantallas.')).toBeTruthy();
    const correos = within(seccion('Correos a los tutores').getByRole('table'));
    const filas = correos.getAllByRole('row').slice(1);
    expect(within(filas[0] as HTMLElement).getByText('30/06/2026 09:05')).toBeTruthy();
    expect(within(filas[0] as HTMLElement).getByText('Primer envío')).toBeTruthy();
    expect(within(filas[0] as HTMLElement).getByText('Entregado al servidor')).toBeTruthy();
    expect(within(filas[1] as HTMLElement).getByText('Recordatorio a los 3 días')).toBeTruthy();
    expect(within(filas[1] as HTMLElement).getByText('Fallido')).toBeTruthy();
    expect(within(filas[1] as HTMLElement).getByText('550 Mailbox unavailable')).toBeTruthy();
  });

  it('shows the company tutor’s items with the contract’s labels and the grade', async () => {
    const valoraciones = {
      puntualidad: 5,
      asistencia: 5,
      capacidadTecnica: 4,
      capacidadAprendizaje: 4,
      administracionTrabajos: 3,
      habilidadesComunicacion: 4,
      responsabilidad: 5,
      adaptacion: 4,
      creatividadIniciativa: 3,
      implicacionPersonal: 4,
      motivacion: 5,
      receptividadCriticas: 4,
      trabajoEnEquipo: 5,
    };
    datos = seguimiento({
      estado: 'certificada',
      requisitosPendientes: [],
      informeTutor: { horasRealizadas: 296, valoraciones, observaciones: 'Muy buena disposición.', enviadoEn: '03/07/2026' },
      calificacion: 9.5,
      certificadaEn: '10/07/2026',
    });
    pintar();
    await cargada();
    const informes = seccion('Informes finales y calificación');
    const items = within(informes.getByRole('table', { name: 'Valoración de cada aspecto, de 1 a 5' }));
    expect(within(items.getByText('Capacidad técnica').closest('tr') as HTMLElement).getByText('4 de 5')).toBeTruthy();
    expect(items.getAllByRole('row')).toHaveLength(14);
    expect(informes.getByText('296')).toBeTruthy();
    expect(informes.getByText('Muy buena disposición.')).toBeTruthy();
    expect(informes.getByText('9,5 sobre 10')).toBeTruthy();
    expect(informes.getByText('Certificadas el 10/07/2026')).toBeTruthy();
  });

  it('sends the legal data with the right body, then says a 48 in the form', async () => {
    legales = [
      {
        status: 0,
        datos: seguimiento({
          remunerada: true,
          importeMensual: 600,
          pagador: 'empresa',
          creditos: 7.5,
          diasHorario: [1, 2, 3, 4, 5, 6],
          cotizacion: { ...datos.cotizacion, obligado: 'empresa', etiquetaObligado: 'La empresa' },
        }),
      },
      { status: 48, mensaje: 'Ya tiene alta: registra la baja antes de cambiar quién cotiza.' },
    ];
    pintar();
    await cargada();
    const form = seccion('Datos legales');
    fireEvent.change(form.getByLabelText('Créditos'), { target: { value: '7,5' } });
    fireEvent.click(form.getByRole('radio', { name: 'Sí' }));
    fireEvent.change(await form.findByLabelText('Importe mensual (€)'), { target: { value: '600' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'sábado' }));
    fireEvent.click(form.getByRole('button', { name: 'Guardar los datos' }));
    expect(await form.findByText('Datos guardados')).toBeTruthy();
    expect(form.getByText('Ahora da de alta al estudiante: La empresa.')).toBeTruthy();
    expect(llamadas.filter((l) => l.url === LEGALES)[0]?.body).toEqual({
      idPractica: 12,
      creditos: 7.5,
      remunerada: true,
      importeMensual: 600,
      movilidad: 'nacional',
      diasHorario: [1, 2, 3, 4, 5, 6],
      tutorAcademicoNombre: 'Isabel Moreno Gil',
      tutorAcademicoEmail: 'imoreno@uni.example.es',
    });

    fireEvent.click(form.getByRole('radio', { name: 'No' }));
    fireEvent.click(form.getByRole('button', { name: 'Guardar los datos' }));
    const aviso = await form.findByRole('alert');
    expect(within(aviso).getByText('No se han guardado los cambios')).toBeTruthy();
    expect(within(aviso).getByText('Ya tiene alta: registra la baja antes de cambiar quién cotiza.')).toBeTruthy();
    // An unpaid internship sends neither amount nor payer, and the page's banner stays away.
    expect(llamadas.filter((l) => l.url === LEGALES)[1]?.body).not.toHaveProperty('importeMensual');
    expect(llamadas.filter((l) => l.url === LEGALES)[1]?.body.remunerada).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(getShownError()).toBeNull();
  });

  it('records the registration for the obligated party', async () => {
    pintar();
    await cargada();
    const ss = seccion('Seguridad Social');
    fireEvent.change(ss.getByLabelText(/Código de cuenta de cotización \(CCC\)/), { target: { value: '28 123456789' } });
    fireEvent.change(ss.getByLabelText(/Fecha de alta/), { target: { value: '2026-03-02' } });
    fireEvent.click(ss.getByRole('button', { name: 'Registrar el alta' }));
    expect(await ss.findByText('Alta registrada')).toBeTruthy();
    expect(llamadas.find((l) => l.url === ALTA)?.body).toEqual({ idPractica: 12, ccc: '28123456789', fechaAlta: '2026-03-02' });
    expect(ss.getByRole('button', { name: 'Registrar la baja' })).toBeTruthy();
  });

  it('shows a read-only member the data without any form, and the annex to download', async () => {
    let guardado: string | null = null;
    URL.createObjectURL = vi.fn(() => 'blob:pdf');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      guardado = this.download;
    });
    permisos = ['lectura'];
    pintar();
    await cargada();
    await cuentaLeida();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const legalesSeccion = seccion('Datos legales');
    expect(legalesSeccion.getByText('lunes, martes, miércoles, jueves y viernes')).toBeTruthy();
    expect(legalesSeccion.getByText('En España')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar los datos' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registrar el alta' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el anexo (PDF)' }));
    await waitFor(() => expect(guardado).toBe('anexo-practicas-12.pdf'));
    expect(llamadas.some((l) => l.url === ANEXO && l.method === 'GET')).toBe(true);
  });

  it('records an absence through the staff’s endpoint and shows the signed annex', async () => {
    const ausencia = { idAusencia: 3, fecha: '09/03/2026', motivo: 'Enfermedad', registradaPor: 'la universidad' };
    datos = seguimiento({
      estado: 'en_curso',
      requisitosPendientes: [],
      puedeSubirAnexo: true,
      puedeRegistrarAusencias: true,
      anexoFirmado: { fecha: '05/03/2026', registradaPor: 'Levante Tech S.L.' },
    });
    llamadas = apiFalsa(() => permisos, {
      [LEER]: () => ({ status: 0, datos }),
      '/api/Gestion/ausenciaPractica': () => ({ status: 0, datos: { ...datos, ausencias: [ausencia] } }),
    });
    pintar();
    await cargada();
    const anexo = seccion('Anexo de las prácticas');
    expect(anexo.getByText('Subido el 05/03/2026 por Levante Tech S.L.')).toBeTruthy();
    expect(anexo.getByRole('button', { name: 'Subir el anexo firmado' })).toBeTruthy();
    const ausencias = seccion('Ausencias');
    fireEvent.change(ausencias.getByLabelText(/Día de la ausencia/), { target: { value: '2026-03-09' } });
    fireEvent.change(ausencias.getByLabelText(/Motivo/), { target: { value: 'Enfermedad' } });
    fireEvent.click(ausencias.getByRole('button', { name: 'Registrar la ausencia' }));
    expect(await ausencias.findByText('Registrada por la universidad')).toBeTruthy();
    expect(llamadas.find((l) => l.url === '/api/Gestion/ausenciaPractica')?.body).toEqual({
      idPractica: 12,
      fecha: '2026-03-09',
      motivo: 'Enfermedad',
    });
  });

  it('a read-only member gets neither the absence form nor the upload', async () => {
    permisos = ['lectura'];
    datos = seguimiento({
      estado: 'en_curso',
      requisitosPendientes: [],
      puedeSubirAnexo: true,
      puedeRegistrarAusencias: true,
      ausencias: [{ idAusencia: 3, fecha: '09/03/2026', motivo: null, registradaPor: 'Levante Tech S.L.' }],
    });
    pintar();
    await cargada();
    await cuentaLeida();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ausencias = seccion('Ausencias');
    expect(ausencias.getByText('Registrada por Levante Tech S.L.')).toBeTruthy();
    expect(ausencias.queryByRole('button')).toBeNull();
    expect(ausencias.queryByLabelText(/Día de la ausencia/)).toBeNull();
    expect(seccion('Anexo de las prácticas').queryByRole('button', { name: 'Subir el anexo firmado' })).toBeNull();
  });

  it('says an internship that does not exist (45) is not found, with the way back and no banner', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LEER]: () => ({ status: 45, mensaje: 'No se ha encontrado la práctica.' }),
    });
    pintar();
    expect(await screen.findByRole('heading', { level: 2, name: 'No encontramos estas prácticas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la lista' }).getAttribute('href')).toBe('/gestion/practicas');
    expect(getShownError()).toBeNull();
  });
});
