import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import { DominiosRepository } from './dominios.repository';
import { DominiosService } from './dominios.service';
import { ListasReferenciaRepository } from './listas-referencia.repository';
import { ListasReferenciaService } from './listas-referencia.service';

/** The channel on which a copy says the reference lists changed. */
export const CANAL_DOMINIOS = 'puente_dominios';

/**
 * The reference lists: `dominios` answers them (cached per copy), `listasReferencia` lets staff change them.
 * Every copy listens on CANAL_DOMINIOS and clears its cache when any copy (itself included) announces a change;
 * it also clears when the listening connection was lost and is back, as notices may have been missed.
 */
export async function createDominiosModule(
  { db, withTransaction, avisos }: Pick<Platform, 'db' | 'withTransaction' | 'avisos'>,
  { audit }: { audit: Pick<AuditService, 'record'> },
) {
  const dominios = new DominiosService({ repo: new DominiosRepository(db) });
  await avisos.escuchar(CANAL_DOMINIOS, () => dominios.invalidar());
  const listasReferencia = new ListasReferenciaService({
    repo: new ListasReferenciaRepository(db),
    audit,
    withTransaction,
    cambiadas: async () => {
      // This copy at once, without waiting for its own notice; the others when it arrives.
      dominios.invalidar();
      await avisos.avisar(CANAL_DOMINIOS);
    },
    ahora: () => new Date(),
  });
  return { dominios, listasReferencia };
}
