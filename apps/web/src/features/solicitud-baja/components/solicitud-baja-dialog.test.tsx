import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { errores, renderConCliente, responderConSobre, servidor } from '@/test/rechazos-de-dialogo';
import { SolicitudBajaDialog } from './solicitud-baja-dialog';

/*
 * A student's dialog that sends something says a refusal inside itself
 * (issue 24), as the company's do: it stays open with the reason, focused,
 * and the error is marked as attended, which keeps the page's banner away
 * (app/query-client.ts reads that mark).
 */

responderConSobre();

describe('the leaving dialog keeps its refusal', () => {
  it('asking twice (8): said in the dialog; a lost session (2) closes it and is left to the banner', async () => {
    servidor.respuesta = { status: 8, mensaje: 'Ya tienes una solicitud de baja abierta.', datos: null };
    const cerrar = vi.fn();
    renderConCliente(<SolicitudBajaDialog open onOpenChange={cerrar} />);
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar la solicitud' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe('Ya tienes una solicitud de baja abierta.');
    expect(rechazoAtendido(errores[0])).toBe(true);
    expect(cerrar).not.toHaveBeenCalled();

    servidor.respuesta = { status: 2, mensaje: null, datos: null };
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(cerrar).toHaveBeenCalledWith(false));
    expect(errores).toHaveLength(2);
    expect(rechazoAtendido(errores[1])).toBe(false);
  });
});
