import type { Comunicacion } from '@puente/contract/endpoints/comunicaciones';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { ComunicacionesRepository } from './comunicaciones.repository';

/** The university's dated notices for the home pages (spec §2), not paged (spec §9). */
export class ComunicacionesService {
  constructor(private readonly repo: ComunicacionesRepository) {}

  async vigentes(para: 'alumno' | 'empresa'): Promise<Comunicacion[]> {
    const rows = await this.repo.vigentes(para, hoyMadrid());
    return rows.map((r) => ({ fechaDesde: formatFecha(r.fechaDesde) ?? '', descripcion: r.descripcion, enlace: r.enlace }));
  }
}
