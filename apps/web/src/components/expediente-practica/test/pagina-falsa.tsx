import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';

/*
 * What the tests of the record's shared parts use: a fetch that answers each
 * path with an envelope (or a file) and records what was asked, and a page
 * that keeps the record the API answered, as a feature's query does.
 */

export interface Llamada {
  url: string;
  method: string;
  body: Record<string, unknown>;
}

export type Respuesta = { status: number; datos?: unknown; mensaje?: string } | (() => Response);

export function apiFalsa() {
  const respuestas: Record<string, Respuesta | Respuesta[]> = {};
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      llamadas.push({ url, method: init.method ?? 'GET', body });
      const respuesta = respuestas[url];
      const siguiente = Array.isArray(respuesta) ? respuesta.shift() : respuesta;
      if (typeof siguiente === 'function') return siguiente();
      return new Response(JSON.stringify({ mensaje: null, datos: null, ...(siguiente ?? { status: 500 }) }));
    }),
  );
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Empresa', {
    remember: true,
  });
  return { respuestas, llamadasA: (url: string) => llamadas.filter((l) => l.url === url) };
}

export const pdf = () => () =>
  new Response(new TextEncoder().encode('%PDF-1.7'), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="anexo.pdf"' },
  });

type Parte = (practica: SeguimientoPractica, guardar: (nueva: SeguimientoPractica) => SeguimientoPractica) => ReactNode;

/** The page around a shared part: the record in state, as a feature's query keeps it. */
function Pagina({ inicial, parte }: { inicial: SeguimientoPractica; parte: Parte }) {
  const [practica, setPractica] = useState(inicial);
  return (
    <>
      {parte(practica, (nueva) => {
        setPractica(nueva);
        return nueva;
      })}
    </>
  );
}

/**
 * Renders a shared part with the record in state: `parte` gets the record and
 * a `guardar` that puts the API's answer in its place.
 */
export function pintar(inicial: SeguimientoPractica, parte: Parte) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Pagina inicial={inicial} parte={parte} />
    </QueryClientProvider>,
  );
}
