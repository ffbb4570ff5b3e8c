import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/*
 * For the tests of a dialog that says its refusal inside itself (issue 24):
 * every request answers `respuesta`, and the errors the mutations end with
 * are kept in `errores`, so a test reads the mark the app's banner checks
 * (rechazoAtendido) without importing the app shell.
 */

// jsdom has no CSS.escape; a dialog's focus return uses it when it closes.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

export const servidor: { respuesta: { status: number; mensaje: string | null; datos: unknown } } = {
  respuesta: { status: 0, mensaje: null, datos: null },
};
export const errores: unknown[] = [];

/** Call once at the top of a test file: stubs fetch with `servidor.respuesta` around every test. */
export function responderConSobre() {
  beforeEach(() => {
    errores.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(servidor.respuesta))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

export function renderConCliente(children: ReactNode) {
  const client = new QueryClient({ mutationCache: new MutationCache({ onError: (error) => void errores.push(error) }) });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}
