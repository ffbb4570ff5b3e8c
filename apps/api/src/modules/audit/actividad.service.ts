import type { ActividadFila, FiltroActividad } from '@puente/contract/actividad';
import type { FileStreamAnswer } from '@puente/contract/endpoint';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { csvPorPartes } from '../../lib/csv';
import { hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import type { ActividadRepository, FilaActividad } from './actividad.repository';

const vista = (f: FilaActividad): ActividadFila => ({
  id: Number(f.id),
  fecha: f.creadoEn.toISOString(),
  actor: { tipo: f.actorTipo, id: f.actorId, nombre: f.actorNombre },
  como: f.comoTipo ? { tipo: f.comoTipo, id: f.comoId, nombre: f.comoNombre } : null,
  accion: f.accion,
  entidad: f.entidad,
  entidadId: f.entidadId,
  detalle: (f.detalle as Record<string, unknown> | null) ?? null,
});

const CABECERA = [
  'Id',
  'Fecha (UTC)',
  'Actor',
  'Id del actor',
  'Nombre del actor',
  'Como',
  'Id como',
  'Nombre como',
  'Acción',
  'Objeto',
  'Id del objeto',
  'Detalle',
];

/**
 * The audit trail for administración (issue 25): paged newest first with one
 * filter, and the same filter as a CSV streamed batch by batch, so a trail
 * of any length leaves without the API holding it.
 */
export class ActividadService {
  constructor(private readonly deps: { repo: ActividadRepository; ahora: () => Date }) {}

  async lista(caller: Caller, input: FiltroActividad & { cursor?: string; tamano: number }): Promise<Pagina<ActividadFila>> {
    requireAccess(caller, 'administracion:leer');
    const { cursor, tamano, ...filtro } = input;
    const desde = leerCursor(cursor, 'numero');
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(filtro, desde ? desde.clave[1] : null, tamano + 1),
      desde ? desde.total : this.deps.repo.total(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (f) => [Number(f.id), Number(f.id)], total);
    return { items: items.map(vista), ...resto };
  }

  async csv(caller: Caller, filtro: FiltroActividad): Promise<FileStreamAnswer> {
    requireAccess(caller, 'administracion:leer');
    const repo = this.deps.repo;
    async function* filas() {
      for await (const lote of repo.porLotes(filtro)) {
        yield lote.map((f) => [
          Number(f.id),
          f.creadoEn.toISOString(),
          f.actorTipo,
          f.actorId,
          f.actorNombre,
          f.comoTipo,
          f.comoId,
          f.comoNombre,
          f.accion,
          f.entidad,
          f.entidadId,
          f.detalle === null ? null : JSON.stringify(f.detalle),
        ]);
      }
    }
    return {
      nombre: `actividad-${hoyMadrid(this.deps.ahora())}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csvPorPartes(CABECERA, filas()),
    };
  }
}
