import type { CategoriaEvento } from '@puente/contract/eventos';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';

/**
 * GET /api/Gestion/categoriasEvento: the events' categories in the reader's language (the request says it),
 * read once per language for the session: they change with a release.
 */
function useCategorias() {
  const idioma = useLanguage();
  return useQuery({
    queryKey: ['categoriasEventoGestion', idioma],
    queryFn: ({ signal }) => fetchData('categoriasEventoGestion', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A category's name in the reader's language: the list's, or the one the event came with while it loads. */
export function useNombreCategoria() {
  const categorias = useCategorias();
  return (categoria: CategoriaEvento) => categorias.data?.find((c) => c.slug === categoria.slug)?.nombre ?? categoria.nombre;
}

/** The name as a cell of its own, so a table's columns do not change (and remount) when the list arrives. */
export function NombreCategoria({ categoria }: { categoria: CategoriaEvento }) {
  return <>{useNombreCategoria()(categoria)}</>;
}

/** Every category to choose from, and `otra` (an event's own) when the list does not have it. */
export function useCategoriasEvento(otra?: CategoriaEvento): CategoriaEvento[] {
  const conocidas = useCategorias().data ?? [];
  return otra && !conocidas.some((c) => c.slug === otra.slug) ? [...conocidas, otra] : conocidas;
}
