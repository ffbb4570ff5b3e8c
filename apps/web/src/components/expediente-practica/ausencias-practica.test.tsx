import '@/test/setup';
import { MENSAJES_AUSENCIA, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchData } from '@/lib/api-client';
import { getShownError } from '@/lib/error-banner-store';
import { changeLanguage } from '@/lib/i18n';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';
import { AusenciasPractica } from './ausencias-practica';
import { apiFalsa, pintar } from './test/pagina-falsa';

const REGISTRAR = '/api/Empresa/ausenciaPractica';
const BORRAR = '/api/Empresa/borrarAusenciaPractica';

const ausencia9 = { idAusencia: 3, fecha: '09/03/2026', motivo: 'Cita médica', registradaPor: 'Levante Tech S.L.' };
const ausencia10 = { idAusencia: 4, fecha: '10/03/2026', motivo: null, registradaPor: 'la universidad' };

/** Under way, the company may record: its calls as a feature passes them (the company's endpoints). */
const enCurso = (cambios: Partial<SeguimientoPractica> = {}) =>
  seguimientoDePrueba({ estado: 'en_curso', requisitosPendientes: [], puedeRegistrarAusencias: true, ...cambios });

let api: ReturnType<typeof apiFalsa>;

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  api = apiFalsa();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('es');
});

function pintarAusencias(practica: SeguimientoPractica, { soloLectura = false } = {}) {
  pintar(practica, (p, guardar) => (
    <section aria-label="Ausencias">
      <AusenciasPractica
        practica={p}
        registrar={soloLectura ? undefined : async (input) => guardar(await fetchData('ausenciaPracticaEmpresa', input))}
        borrar={soloLectura ? undefined : async (input) => guardar(await fetchData('borrarAusenciaPracticaEmpresa', input))}
      />
    </section>
  ));
}

const seccion = () => within(screen.getByRole('region', { name: 'Ausencias' }));
const filas = () =>
  within(seccion().getByRole('list', { name: /ausencias? registradas?/ }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('AusenciasPractica', { timeout: 30_000 }, () => {
  it('before the start: the empty state and why nothing can be recorded yet, no form', () => {
    pintarAusencias(seguimientoDePrueba());
    expect(seccion().getByText('No hay ausencias registradas.')).toBeTruthy();
    expect(seccion().getByText('Las ausencias se registran cuando las prácticas han empezado.')).toBeTruthy();
    expect(seccion().queryByLabelText(/Día de la ausencia/)).toBeNull();
  });

  it('lists each absence with its day, reason and who recorded it, each with its remove button', () => {
    pintarAusencias(enCurso({ ausencias: [ausencia9, ausencia10] }));
    expect(filas()).toEqual([
      '09/03/2026Cita médicaRegistrada por Levante Tech S.L.Quitar',
      '10/03/2026Sin motivo indicadoRegistrada por la universidadQuitar',
    ]);
    expect(seccion().getByRole('list', { name: '2 ausencias registradas' })).toBeTruthy();
    expect(seccion().getByRole('button', { name: 'Quitar la ausencia del 09/03/2026' })).toBeTruthy();
    expect(seccion().getByText(/se restan de los días efectivos que se comunican cada mes a la Seguridad Social/)).toBeTruthy();
  });

  it('read-only (no calls given): the list without buttons, and no form', () => {
    pintarAusencias(enCurso({ ausencias: [ausencia9] }), { soloLectura: true });
    expect(filas()).toEqual(['09/03/2026Cita médicaRegistrada por Levante Tech S.L.']);
    expect(seccion().queryByRole('button')).toBeNull();
    expect(seccion().queryByLabelText(/Día de la ausencia/)).toBeNull();
  });

  it('records an absence with the right body, shows the list the API answered and empties the form', async () => {
    api.respuestas[REGISTRAR] = [
      { status: 0, datos: enCurso({ ausencias: [ausencia9] }) },
      { status: 0, datos: enCurso({ ausencias: [ausencia9, ausencia10] }) },
    ];
    pintarAusencias(enCurso());
    const fecha = seccion().getByLabelText(/Día de la ausencia/) as HTMLInputElement;
    expect(fecha.type).toBe('date');
    expect(fecha.min).toBe('2026-03-02');
    fireEvent.change(fecha, { target: { value: '2026-03-09' } });
    fireEvent.change(seccion().getByLabelText(/Motivo/), { target: { value: '  Cita médica ' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    const hecho = await seccion().findByText('Ausencia del 09/03/2026 registrada');
    expect(api.llamadasA(REGISTRAR)[0]).toMatchObject({
      method: 'POST',
      body: { idPractica: 12, fecha: '2026-03-09', motivo: 'Cita médica' },
    });
    await waitFor(() => expect(document.activeElement?.contains(hecho)).toBe(true));
    expect(filas()).toEqual(['09/03/2026Cita médicaRegistrada por Levante Tech S.L.Quitar']);
    expect(seccion().queryByText('No hay ausencias registradas.')).toBeNull();
    await waitFor(() => expect(fecha.value).toBe(''));

    // Without a reason, none is sent.
    fireEvent.change(fecha, { target: { value: '2026-03-10' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    expect(await seccion().findByText('Ausencia del 10/03/2026 registrada')).toBeTruthy();
    expect(api.llamadasA(REGISTRAR)[1]?.body).toEqual({ idPractica: 12, fecha: '2026-03-10' });
    expect(filas()).toHaveLength(2);
    expect(getShownError()).toBeNull();
  });

  it('checks the date with the contract before calling', async () => {
    pintarAusencias(enCurso());
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    const fecha = seccion().getByLabelText(/Día de la ausencia/);
    await waitFor(() => expect(fecha.getAttribute('aria-invalid')).toBe('true'));
    expect(seccion().getByText('La fecha no es válida')).toBeTruthy();
    expect(api.llamadasA(REGISTRAR)).toHaveLength(0);
  });

  it('a day the API refuses (15 on fecha) is said under the date, focused, with no banner', async () => {
    api.respuestas[REGISTRAR] = {
      status: 15,
      datos: { errores: [{ campo: 'fecha', mensaje: MENSAJES_AUSENCIA.fueraDeHorario }] },
    };
    pintarAusencias(enCurso());
    const fecha = seccion().getByLabelText(/Día de la ausencia/);
    fireEvent.change(fecha, { target: { value: '2026-03-08' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    await waitFor(() => expect(fecha.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(fecha.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(error?.textContent).toBe('Ese día no es de prácticas según el horario');
    await waitFor(() => expect(document.activeElement).toBe(fecha));
    expect(seccion().queryByText(/registrada$/)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getShownError()).toBeNull();
  });

  it('in English, the API’s reason for the day reads in English', async () => {
    await changeLanguage('en');
    api.respuestas[REGISTRAR] = { status: 15, datos: { errores: [{ campo: 'fecha', mensaje: MENSAJES_AUSENCIA.futura }] } };
    pintarAusencias(enCurso());
    fireEvent.change(seccion().getByLabelText(/Day of the absence/), { target: { value: '2026-03-09' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Record the absence' }));
    expect(await seccion().findByText('Only days that have already passed can be recorded as absences')).toBeTruthy();
  });

  it('a day already recorded (48): the envelope’s words in the form, not in the banner', async () => {
    api.respuestas[REGISTRAR] = { status: 48, mensaje: 'Esa ausencia ya está registrada.' };
    pintarAusencias(enCurso({ ausencias: [ausencia9] }));
    fireEvent.change(seccion().getByLabelText(/Día de la ausencia/), { target: { value: '2026-03-09' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    const aviso = await seccion().findByRole('alert');
    expect(within(aviso).getByText('No se ha registrado la ausencia')).toBeTruthy();
    expect(within(aviso).getByText('Esa ausencia ya está registrada.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getShownError()).toBeNull();
  });

  it('removes an absence after confirming, with the right body; cancelling calls nothing', async () => {
    api.respuestas[BORRAR] = { status: 0, datos: enCurso({ ausencias: [ausencia10] }) };
    pintarAusencias(enCurso({ ausencias: [ausencia9, ausencia10] }));
    fireEvent.click(seccion().getByRole('button', { name: 'Quitar la ausencia del 09/03/2026' }));
    let dialogo = await screen.findByRole('alertdialog', { name: '¿Quitar la ausencia del 09/03/2026?' });
    expect(within(dialogo).getByText('Ese día volverá a contar como día efectivo de prácticas.')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.llamadasA(BORRAR)).toHaveLength(0);

    fireEvent.click(seccion().getByRole('button', { name: 'Quitar la ausencia del 09/03/2026' }));
    dialogo = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Quitar la ausencia' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await seccion().findByText('Ausencia del 09/03/2026 quitada')).toBeTruthy();
    expect(api.llamadasA(BORRAR)[0]).toMatchObject({ method: 'POST', body: { idPractica: 12, idAusencia: 3 } });
    expect(filas()).toEqual(['10/03/2026Sin motivo indicadoRegistrada por la universidadQuitar']);
  });

  it('one notice at a time: removing the day just recorded replaces the notice that it was recorded', async () => {
    api.respuestas[REGISTRAR] = { status: 0, datos: enCurso({ ausencias: [ausencia9] }) };
    api.respuestas[BORRAR] = { status: 0, datos: enCurso() };
    pintarAusencias(enCurso());
    fireEvent.change(seccion().getByLabelText(/Día de la ausencia/), { target: { value: '2026-03-09' } });
    fireEvent.click(seccion().getByRole('button', { name: 'Registrar la ausencia' }));
    expect(await seccion().findByText('Ausencia del 09/03/2026 registrada')).toBeTruthy();
    fireEvent.click(seccion().getByRole('button', { name: 'Quitar la ausencia del 09/03/2026' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar la ausencia' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await seccion().findByText('Ausencia del 09/03/2026 quitada')).toBeTruthy();
    expect(seccion().queryByText('Ausencia del 09/03/2026 registrada')).toBeNull();
    expect(seccion().getByText('No hay ausencias registradas.')).toBeTruthy();
  });

  it('a removal refused (45) is said in the dialog with the envelope’s words, which stays open', async () => {
    api.respuestas[BORRAR] = { status: 45, mensaje: 'Esa ausencia no existe en estas prácticas.' };
    pintarAusencias(enCurso({ ausencias: [ausencia9] }));
    fireEvent.click(seccion().getByRole('button', { name: 'Quitar la ausencia del 09/03/2026' }));
    const dialogo = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Quitar la ausencia' }));
    expect(await within(dialogo).findByText('Esa ausencia no existe en estas prácticas.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBe(dialogo);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(filas()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getShownError()).toBeNull();
  });
});
