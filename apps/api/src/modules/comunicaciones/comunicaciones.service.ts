import type { Comunicacion } from '@puente/contract/endpoints/comunicaciones';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { ComunicacionesRepository } from './comunicaciones.repository';

/** The university's dated notices for the home pages (spec §2), not paged (spec §9). */
export class ComunicacionesService {
  constructor(private readonly deps: { repo: ComunicacionesRepository }) {}

  /** The notices for the caller's side of the portal (students or companies). */
  async vigentes(caller: Caller): Promise<Comunicacion[]> {
    const para = caller.tipo === 'empresa' ? 'empresa' : 'alumno';
    const rows = await this.deps.repo.vigentes(para, hoyMadrid());
    return rows.map((r) => ({ fechaDesde: formatFecha(r.fechaDesde) ?? '', descripcion: r.descripcion, enlace: r.enlace }));
  }
}
