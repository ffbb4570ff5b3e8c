import {
  type ElementoPendiente,
  PERMISO_DE_PENDIENTE,
  type Pendiente,
  type PrimerosPendiente,
  TIPOS_PENDIENTE,
  type TipoPendiente,
} from '@puente/contract/pendiente';
import { permite } from '@puente/contract/permisos';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import type { PendienteRepository } from './pendiente.repository';

/**
 * The staff's home (issue 25): what waits for the university, one count and
 * the oldest date per kind, only the kinds the member's permissions read.
 */
export class PendienteService {
  constructor(private readonly deps: { repo: PendienteRepository; ahora: () => Date }) {}

  async cola(caller: Caller): Promise<Pendiente> {
    requireAccess(caller, 'personal');
    const tipos = TIPOS_PENDIENTE.filter((tipo) => permite(caller.permisos ?? [], PERMISO_DE_PENDIENTE[tipo]));
    return this.deps.repo.contar(tipos, hoyMadrid(this.deps.ahora()));
  }

  /**
   * The head of one kind's queue: its oldest items (the rows its count counts, oldest first) with what the
   * decision needs, and how many wait. 71 naming the area when the member's permissions do not read the kind.
   */
  async primeros(caller: Caller, tipo: TipoPendiente, tamano: number): Promise<PrimerosPendiente> {
    requireAccess(caller, PERMISO_DE_PENDIENTE[tipo]);
    const hoy = hoyMadrid(this.deps.ahora());
    const [filas, cuenta] = await Promise.all([this.deps.repo.primeros(tipo, hoy, tamano), this.deps.repo.contar([tipo], hoy)]);
    return {
      tipo,
      total: cuenta[0]?.total ?? 0,
      items: filas.map((fila) => ({ ...fila, tipo, desde: new Date(String(fila.desde)).toISOString() }) as ElementoPendiente),
    };
  }
}
