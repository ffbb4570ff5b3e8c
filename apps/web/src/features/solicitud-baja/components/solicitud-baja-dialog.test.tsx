import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { SolicitudBajaDialog } from './solicitud-baja-dialog';

/*
 * A student's dialog that sends something says a refusal inside itself
 * (issue 24), as the company's do: it stays open with the reason, focused,
 * and the error is marked as attended, which keeps the page's banner away
 * (app/query-client.ts reads that mark).
 */

// jsdom has no CSS.escape; the dialog's focus return uses it when it closes.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

let respuesta: { status: number; mensaje: string | null; datos: unknown };
const errores: unknown[] = [];

beforeEach(() => {
  errores.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(respuesta))),
  );
});
afterEach(() => vi.unstubAllGlobals());

function conCliente(children: ReactNode) {
  const client = new QueryClient({ mutationCache: new MutationCache({ onError: (error) => void errores.push(error) }) });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

describe('the leaving dialog keeps its refusal', () => {
  it('asking twice (8): said in the dialog; a lost session (2) closes it and is left to the banner', async () => {
    respuesta = { status: 8, mensaje: 'Ya tienes una solicitud de baja abierta.', datos: null };
    const cerrar = vi.fn();
    conCliente(<SolicitudBajaDialog open onOpenChange={cerrar} />);
    const dialogo = await screen.findByRole('dialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar la solicitud' }));
    expect((await within(dialogo).findByRole('alert')).textContent).toBe('Ya tienes una solicitud de baja abierta.');
    expect(rechazoAtendido(errores[0])).toBe(true);
    expect(cerrar).not.toHaveBeenCalled();

    respuesta = { status: 2, mensaje: null, datos: null };
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar la solicitud' }));
    await waitFor(() => expect(cerrar).toHaveBeenCalledWith(false));
    expect(errores).toHaveLength(2);
    expect(rechazoAtendido(errores[1])).toBe(false);
  });
});
