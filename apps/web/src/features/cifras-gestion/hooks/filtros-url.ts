import {
  CURSO_MAX,
  CURSO_MIN,
  cursoDe,
  FILTROS_INFORME,
  type FiltroCifras,
  filtroCifras,
  type InformeCifras,
} from '@puente/contract/cifras';
import { z } from 'zod';
import { hoyEnMadrid } from '@/lib/fechas';
import { filtrosUrl, useFiltrosUrl } from '@/lib/use-filtros-url';

/** Every academic year the filter offers, newest first: from the current one back to 2015-16. */
export const PRIMER_CURSO = 2015;
export const cursoActual = () => cursoDe(hoyEnMadrid());

/** The report's filters as the address keeps them; `curso` 'todos' reads every year. */
export type FiltrosCifras = Omit<FiltroCifras, 'curso'> & { curso: number | 'todos' };

const { curso: _curso, ...resto } = filtroCifras.shape;

const FILTROS = filtrosUrl<FiltrosCifras>({
  campos: { curso: z.union([z.literal('todos'), z.coerce.number().int().min(CURSO_MIN).max(CURSO_MAX)]), ...resto },
  porDefecto: { curso: cursoActual() },
});

export const { leer: leerFiltros, escribir: escribirFiltros } = FILTROS;

export const useFiltrosCifras = () => useFiltrosUrl(FILTROS);

/** What the API reads for one report: only its own filters, 'todos' as no year. */
export function filtrosDeInforme(informe: InformeCifras, filtros: FiltrosCifras): FiltroCifras {
  const leidos = FILTROS_INFORME[informe];
  const entrada: Record<string, unknown> = {};
  for (const clave of leidos) {
    const valor = filtros[clave];
    if (valor === undefined || valor === 'todos') continue;
    entrada[clave] = valor;
  }
  return entrada as FiltroCifras;
}
