import '@/test/setup';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rechazoAtendido } from '@/lib/rechazos-atendidos';
import { RetirarBoton } from './retirar-boton';

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

describe("a candidacy's dialog keeps its refusal", () => {
  it('withdrawing a candidacy already processed (30): the reason inside the open dialog, the banner kept away', async () => {
    respuesta = { status: 30, mensaje: null, datos: null };
    conCliente(<RetirarBoton urlOferta="oferta-1" tituloOferta="Prácticas de datos" />);
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
