import type { DomainItem } from '@puente/contract/endpoints/dominios';
import { useDominios } from '@/lib/reference-data';

/** The lists the CV's forms choose from, all in the dominios answer (in the UI language). */
const LISTAS = [
  'paises',
  'areasFuncionales',
  'idiomas',
  'nivelesIdioma',
  'periodosPracticas',
  'tagsInteres',
  'programasInformaticos',
] as const;
export type ListaCv = (typeof LISTAS)[number];
export type ListasCv = Record<ListaCv, DomainItem[]>;

/** Read by name: a list the API does not send yet is empty rather than a broken screen. */
export function listasDe(dominios: object | undefined): ListasCv {
  const fuente = (dominios ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    LISTAS.map((lista) => {
      const valor = fuente[lista];
      return [lista, Array.isArray(valor) ? (valor as DomainItem[]) : []];
    }),
  ) as ListasCv;
}

export function useListasCv() {
  const dominios = useDominios();
  return { ...dominios, listas: listasDe(dominios.data) };
}

export const opcionesDe = (items: readonly DomainItem[]) =>
  items.map((item) => ({ value: String(item.id), label: item.descripcion }));
