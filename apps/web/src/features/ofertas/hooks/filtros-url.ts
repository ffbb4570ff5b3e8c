import type { FiltrosBusqueda } from '@puente/contract/endpoints/busquedas-guardadas';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import type { BusquedaOfertas } from '../api/get-ofertas';

/** Filters that hold a list of ids, per profile (spec §3); the URL writes them as `?titulaciones=3,7`. */
export const FILTROS_LISTA = {
  practicas: ['titulaciones', 'areasTitulaciones', 'nivelesTitulaciones', 'tiposFormacion', 'areaFuncional'],
  empleo: ['titulaciones', 'areasTitulaciones', 'contrato'],
} as const satisfies Record<TipoOferta, readonly (keyof BusquedaOfertas)[]>;

export type FiltroLista = (typeof FILTROS_LISTA)[TipoOferta][number];

export const ORDENES = ['fecha_desc', 'fecha_asc'] as const;
export type Orden = (typeof ORDENES)[number];

/** Everything the list screen keeps in the URL, so a search can be shared and bookmarked. */
export interface FiltrosUrl {
  texto: string;
  idProvincia: number | null;
  orden: Orden;
  pagina: number;
  /** Prácticas only. */
  tituloPrograma: string;
  /** Empleo only: minimum gross annual salary. */
  salario: number | null;
  listas: Partial<Record<FiltroLista, number[]>>;
  /** "Solo ofertas para mí": on unless the URL says `paraMi=0`. */
  paraMi: boolean;
}

const TEXTO_MAX = 150;

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

const ids = (value: string | null) =>
  [...new Set((value ?? '').split(',').map((part) => positiveInt(part.trim())))].filter((n): n is number => n !== null);

export function leerFiltros(params: URLSearchParams, tipo: TipoOferta): FiltrosUrl {
  const listas: FiltrosUrl['listas'] = {};
  for (const key of FILTROS_LISTA[tipo]) {
    const values = ids(params.get(key));
    if (values.length > 0) listas[key] = values;
  }
  const salario = Number(params.get('salario'));
  const orden = params.get('orden');
  return {
    texto: (params.get('texto') ?? '').slice(0, TEXTO_MAX),
    idProvincia: positiveInt(params.get('idProvincia')),
    orden: orden === 'fecha_asc' ? 'fecha_asc' : 'fecha_desc',
    pagina: positiveInt(params.get('pagina')) ?? 1,
    tituloPrograma: tipo === 'practicas' ? (params.get('tituloPrograma') ?? '').slice(0, TEXTO_MAX) : '',
    salario: tipo === 'empleo' && params.get('salario') && Number.isFinite(salario) && salario > 0 ? salario : null,
    listas,
    paraMi: params.get('paraMi') !== '0',
  };
}

/** The URL of a set of filters: only what differs from the defaults, in a stable order. */
export function escribirFiltros(f: FiltrosUrl, tipo: TipoOferta): URLSearchParams {
  const params = new URLSearchParams();
  if (f.texto.trim()) params.set('texto', f.texto.trim());
  if (f.idProvincia) params.set('idProvincia', String(f.idProvincia));
  for (const key of FILTROS_LISTA[tipo]) {
    const values = f.listas[key];
    if (values && values.length > 0) params.set(key, values.join(','));
  }
  if (tipo === 'practicas' && f.tituloPrograma.trim()) params.set('tituloPrograma', f.tituloPrograma.trim());
  if (tipo === 'empleo' && f.salario) params.set('salario', String(f.salario));
  if (!f.paraMi) params.set('paraMi', '0');
  if (f.orden !== 'fecha_desc') params.set('orden', f.orden);
  if (f.pagina > 1) params.set('pagina', String(f.pagina));
  return params;
}

export const TAMANO_PAGINA = 20;

/** The API request of a set of filters. */
export function busquedaDe(f: FiltrosUrl, tipo: TipoOferta): BusquedaOfertas {
  return {
    tipo,
    pagina: f.pagina,
    tamanoPagina: TAMANO_PAGINA,
    orden: f.orden,
    ...(f.texto.trim() ? { texto: f.texto.trim() } : {}),
    ...(f.idProvincia ? { idProvincia: f.idProvincia } : {}),
    ...(f.tituloPrograma.trim() ? { tituloPrograma: f.tituloPrograma.trim() } : {}),
    ...(f.salario ? { salario: f.salario } : {}),
    ...(f.paraMi ? { paraMi: true } : {}),
    ...f.listas,
  };
}

/** How many filters (not the text, order or page) are on: the badge of the filter button. */
export const filtrosActivos = (f: FiltrosUrl) =>
  Object.values(f.listas).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
  (f.idProvincia ? 1 : 0) +
  (f.tituloPrograma.trim() ? 1 : 0) +
  (f.salario ? 1 : 0);

/** The search as a saved search keeps it (the contract's filtrosBusquedaSchema): the request without page and order. */
export function filtrosDeBusqueda(f: FiltrosUrl, tipo: TipoOferta): FiltrosBusqueda {
  const { tipo: _tipo, pagina: _pagina, tamanoPagina: _tamano, orden: _orden, ...filtros } = busquedaDe(f, tipo);
  return filtros;
}

/** The list's address for a saved search's filters: what "Abrir" opens. */
export function urlDeBusqueda(basePath: string, tipo: TipoOferta, b: FiltrosBusqueda): string {
  const listas: FiltrosUrl['listas'] = {};
  for (const key of FILTROS_LISTA[tipo]) {
    const values = b[key];
    if (values && values.length > 0) listas[key] = values;
  }
  const params = escribirFiltros(
    {
      texto: b.texto ?? '',
      idProvincia: b.idProvincia ?? null,
      orden: 'fecha_desc',
      pagina: 1,
      tituloPrograma: b.tituloPrograma ?? '',
      salario: b.salario ?? null,
      listas,
      paraMi: b.paraMi === true,
    },
    tipo,
  );
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
