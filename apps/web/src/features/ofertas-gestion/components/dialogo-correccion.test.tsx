import '@/test/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { DialogoCorreccion, type TextosOferta } from './dialogo-correccion';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const textos: TextosOferta = {
  titulo: 'Desarollador backend',
  puestoTrabajo: 'Desarrollador',
  departamento: 'Tecnología',
  descripcion: 'Buscamos una persona para el equpo de plataforma.',
  tareasAdesarrollar: 'Programar servicios.',
  requisitos: null,
  horario: 'Mañanas',
  localidad: 'València',
  documentacionNecesaria: null,
};

function abrir(onConfirmar = vi.fn(async () => undefined)) {
  render(
    <DialogoCorreccion
      open
      onOpenChange={() => undefined}
      que="Desarollador backend"
      textos={textos}
      onConfirmar={onConfirmar}
      ocupado={false}
    />,
  );
  const dialogo = screen.getByRole('dialog', { name: 'Corregir y validar: Desarollador backend' });
  return { dialogo, onConfirmar };
}

const escribir = (dialogo: HTMLElement, nombre: string, valor: string) =>
  fireEvent.change(within(dialogo).getByRole('textbox', { name: nombre }), { target: { value: valor } });

describe('DialogoCorreccion', () => {
  it('shows every text of the offer filled in, one line or a textarea', () => {
    const { dialogo } = abrir();
    expect((within(dialogo).getByRole('textbox', { name: 'Título' }) as HTMLInputElement).value).toBe('Desarollador backend');
    expect(within(dialogo).getByRole('textbox', { name: 'Descripción' }).tagName).toBe('TEXTAREA');
    expect((within(dialogo).getByRole('textbox', { name: 'Requisitos' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when nothing changed, and sends nothing', () => {
    const { dialogo, onConfirmar } = abrir();
    escribir(dialogo, 'Título', 'Desarollador backend  ');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    expect(within(dialogo).getByRole('alert').textContent).toBe(
      'No has cambiado ningún texto. Si la oferta está bien, usa «Validar».',
    );
    expect(onConfirmar).not.toHaveBeenCalled();
  });

  it('checks each text with the form rule and never empties a field', () => {
    const { dialogo, onConfirmar } = abrir();
    escribir(dialogo, 'Título', 'ab');
    escribir(dialogo, 'Horario', '');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    const titulo = within(dialogo).getByRole('textbox', { name: 'Título' });
    expect(titulo.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialogo).getByText('El campo es demasiado corto (mínimo 3 caracteres)')).toBeTruthy();
    expect(within(dialogo).getByRole('textbox', { name: 'Horario' }).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirmar).not.toHaveBeenCalled();
  });

  it('shows the before and after of each changed field, word by word, then sends only the changes', async () => {
    const { dialogo, onConfirmar } = abrir();
    escribir(dialogo, 'Título', 'Desarrollador backend');
    escribir(dialogo, 'Descripción', 'Buscamos una persona para el equipo de plataforma.');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    expect(within(dialogo).getByRole('heading', { name: 'Esto es lo que cambia' })).toBeTruthy();
    expect(within(dialogo).getByText(/2 campos corregidos/)).toBeTruthy();
    const quitados = [...dialogo.querySelectorAll('del')].map((d) => d.textContent);
    const puestos = [...dialogo.querySelectorAll('ins')].map((d) => d.textContent);
    expect(quitados).toEqual(['[quitado: Desarollador]', '[quitado: equpo]']);
    expect(puestos).toEqual(['[añadido: Desarrollador]', '[añadido: equipo]']);
    expect(within(dialogo).queryByRole('textbox', { name: 'Departamento' })).toBeNull();

    fireEvent.click(within(dialogo).getByRole('button', { name: 'Volver a editar' }));
    expect((within(dialogo).getByRole('textbox', { name: 'Título' }) as HTMLInputElement).value).toBe('Desarrollador backend');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    await act(async () => {
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Corregir y validar' }));
    });
    expect(onConfirmar).toHaveBeenCalledWith({
      titulo: 'Desarrollador backend',
      descripcion: 'Buscamos una persona para el equipo de plataforma.',
    });
  });

  it('a field the API refuses takes the member back to the form with its message, not to the banner', async () => {
    const error = new ApiError(15, 'x', { errores: [{ campo: 'cambios.titulo', mensaje: 'Este campo es requerido' }] });
    const { dialogo } = abrir(vi.fn(async () => Promise.reject(error)));
    escribir(dialogo, 'Título', 'Desarrollador backend');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    await act(async () => {
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Corregir y validar' }));
    });
    expect(within(dialogo).getByRole('textbox', { name: 'Título' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialogo).getByText('Este campo es requerido')).toBeTruthy();
    expect(rechazoAtendido(error)).toBe(true);
  });

  it('any other refusal is said inside the dialog', async () => {
    const error = new ApiError(48, 'La oferta no existe o ya no está pendiente de validación.');
    const { dialogo } = abrir(vi.fn(async () => Promise.reject(error)));
    escribir(dialogo, 'Título', 'Desarrollador backend');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Revisar los cambios' }));
    await act(async () => {
      fireEvent.click(within(dialogo).getByRole('button', { name: 'Corregir y validar' }));
    });
    expect(within(dialogo).getByRole('alert').textContent).toContain('ya no está pendiente de validación');
  });
});
