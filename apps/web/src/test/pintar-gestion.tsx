import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toast';
import type { Llamada, Respuesta } from './api-gestion-falsa';

/** A page of a staff list as the API answers it (one page, no next). */
export const paginaDe = <T,>(items: T[]) => ({
  status: 0,
  datos: { items, siguiente: null, total: items.length, totalEstimado: false },
});

/**
 * The answer of a staff read of one row (GET …/:id) in a test that stubs only the list: the list's row with that
 * id, or the refusal `noExiste` (74 for an event, 63 for a programme).
 */
export function unoDeLaLista<T>(
  respuestas: Record<string, Respuesta>,
  lista: string,
  idDe: (fila: T) => number,
  noExiste: number,
): Respuesta {
  return (llamada: Llamada) => {
    const respuesta = respuestas[lista];
    const pagina = typeof respuesta === 'function' ? respuesta(llamada) : null;
    const items = pagina && !(pagina instanceof Response) ? ((pagina.datos as { items?: T[] } | undefined)?.items ?? []) : [];
    const id = Number(llamada.url.split('/').at(-1));
    const fila = items.find((f) => idDe(f) === id);
    return fila ? { status: 0, datos: fila } : { status: noExiste };
  };
}

function Direccion() {
  const location = useLocation();
  return <p data-testid="direccion">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a staff screen at `ruta` in a data router (a form's unsaved-changes guard needs one), with the address
 * shown in a test id, and the toasts.
 */
export function pintarEn(ruta: string, patron: string, pantalla: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: patron,
        element: (
          <>
            {pantalla}
            <Direccion />
          </>
        ),
      },
      { path: '*', element: <Direccion /> },
    ],
    { initialEntries: [ruta] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}
