import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { errores, renderConCliente, responderConSobre, servidor } from '@/test/rechazos-de-dialogo';
import { RetirarBoton } from './retirar-boton';

/*
 * A student's dialog that sends something says a refusal inside itself
 * (issue 24), as the company's do: it stays open with the reason, focused,
 * and the error is marked as attended, which keeps the page's banner away
 * (app/query-client.ts reads that mark).
 */

responderConSobre();

describe("a candidacy's dialog keeps its refusal", () => {
  it('withdrawing a candidacy already processed (30): the reason inside the open dialog, the banner kept away', async () => {
    servidor.respuesta = { status: 30, mensaje: null, datos: null };
    renderConCliente(<RetirarBoton urlOferta="oferta-1" tituloOferta="Prácticas de datos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Retirar mi candidatura' }));
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: /^Sí, retirar/ }));
    const aviso = await within(dialogo).findByRole('alert');
    expect(aviso.textContent).toMatch(/procesad/);
    await waitFor(() => expect(document.activeElement).toBe(aviso));
    expect(errores).toHaveLength(1);
    expect(rechazoAtendido(errores[0])).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
