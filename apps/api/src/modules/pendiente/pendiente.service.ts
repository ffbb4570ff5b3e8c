import { PERMISO_DE_PENDIENTE, type Pendiente, TIPOS_PENDIENTE } from '@puente/contract/pendiente';
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
}
