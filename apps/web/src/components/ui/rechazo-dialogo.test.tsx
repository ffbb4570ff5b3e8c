import '@/test/setup';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

const abrir = (onConfirm: () => Promise<unknown>) => {
  render(
    <ConfirmDialog
      trigger={<Button>Subir</Button>}
      title="¿Subir la copia firmada?"
      description="Quedará pendiente de validación."
      cancelLabel="Cancelar"
      confirmLabel="Sí, subir"
      pendingLabel="Subiendo…"
      onConfirm={onConfirm}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
  return screen.getByRole('alertdialog');
};

describe('a refusal of a dialog action is said inside the dialog', () => {
  it("shows the envelope's message in a focused alert, keeps the dialog open and marks the error for the banner", async () => {
    const rechazo = new ApiError(14, 'Ese fichero es el convenio sin firmar: fírmalo y sube la copia firmada.');
    const dialogo = abrir(() => Promise.reject(rechazo));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, subir' }));
    const aviso = await within(dialogo).findByRole('alert');
    expect(aviso.textContent).toBe('Ese fichero es el convenio sin firmar: fírmalo y sube la copia firmada.');
    await waitFor(() => expect(document.activeElement).toBe(aviso));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(rechazoAtendido(rechazo)).toBe(true);
  });

  it('without a message, the code says it with its catalogue text', async () => {
    const dialogo = abrir(() => Promise.reject(new ApiError(4, null)));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, subir' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe(catalogueEntry(4).es.cuerpo);
  });

  it('a refusal that needs the whole page (session lost) is left to the banner and the dialog closes', async () => {
    const sesion = new ApiError(2, null);
    const dialogo = abrir(() => Promise.reject(sesion));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, subir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rechazoAtendido(sesion)).toBe(false);
  });
});
