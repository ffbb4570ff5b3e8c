import type { ObligadoCotizacion } from '@puente/contract/cotizacion-practicas';
import type { Pagina } from '@puente/contract/paginas';
import { type EstadoPractica, etiquetasEstadoPractica, type TipoPractica } from '@puente/contract/practicas-empresa';
import {
  DIAS_INFORME_VENCIDO,
  type FaltaPractica,
  type FiltroPracticasGestion,
  type PracticaGestionFila,
} from '@puente/contract/seguimiento-practicas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { estadoEfectivo } from '../../lib/practica';
import type { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

type Entrada = FiltroPracticasGestion & { cursor?: string | undefined; tamano: number };

/**
 * The staff's internships list (issue 26): every internship, the latest to
 * start first, in keyset pages (decision 037's contract), with what each
 * still lacks and who registers it, filtered by state, what is missing, the
 * obligated party, a month and a name.
 */
export class PracticasGestionService {
  constructor(
    private readonly deps: {
      repo: Pick<SeguimientoPracticasRepository, 'paginaGestion' | 'totalGestion'>;
      ahora: () => Date;
    },
  ) {}

  async lista(caller: Caller, input: Entrada): Promise<Pagina<PracticaGestionFila>> {
    requireAccess(caller, 'practicas:leer');
    const { cursor, tamano, ...filtro } = input;
    const hoy = hoyMadrid(this.deps.ahora());
    const desde = leerCursor(cursor, 'fecha');
    const clave = desde ? ([String(desde.clave[0]), desde.clave[1]] as [string, number]) : null;
    const [filas, total] = await Promise.all([
      this.deps.repo.paginaGestion(filtro, hoy, DIAS_INFORME_VENCIDO, clave, tamano + 1),
      desde ? desde.total : this.deps.repo.totalGestion(filtro, hoy, DIAS_INFORME_VENCIDO),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (f) => [f.fechaInicio, f.id], total);
    return {
      items: items.map((f) => {
        const estado = estadoEfectivo(f, hoy);
        const faltas: FaltaPractica[] = [];
        if (f.faltaProyecto) faltas.push('proyecto');
        if (f.faltaAlta) faltas.push('alta');
        if (f.faltaInforme) faltas.push('informe');
        return {
          idPractica: f.id,
          alumno: f.alumno,
          empresa: f.empresa,
          tipo: f.tipo as TipoPractica,
          estado: estado as EstadoPractica,
          etiquetaEstado: etiquetasEstadoPractica[estado],
          fechaInicio: formatFecha(f.fechaInicio) ?? '',
          fechaFin: formatFecha(f.fechaFin) ?? '',
          obligado: f.obligado as ObligadoCotizacion,
          faltas,
        };
      }),
      ...resto,
    };
  }
}
