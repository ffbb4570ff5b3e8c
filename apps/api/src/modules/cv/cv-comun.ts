import type { Brand } from '@puente/contract/brand';
import { PortalCodes } from '@puente/contract/errors/codes';
import { idPathInput } from '@puente/contract/validation/id';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { campoErroneo, camposErroneos } from '../../lib/campos-erroneos';
import { rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { DominiosService } from '../dominios/dominios.service';
import type { CvRepository } from './cv.repository';

/** What the CV services share: their dependencies and the checks every section uses. */
export interface CvDeps {
  repo: CvRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  dominios: Pick<DominiosService, 'lista'>;
  withTransaction: WithTransaction;
  brand: Brand;
}

export function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

/** Parses a body with a schema built from the brand: failures are code 15 with each field's message. */
export function segunMarca<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw camposErroneos(parsed.error.issues.map((i) => ({ campo: i.path.join('.'), mensaje: i.message })));
  }
  return parsed.data;
}

/** The id of the entry a body edits (`editEstudio`, `editExperiencia`). */
export const idDe = (body: unknown) => segunMarca(idPathInput, body).id;

/** Checks that every id is in a domain list; a stranger is a field error on `campo`. */
export async function enLista(
  dominios: CvDeps['dominios'],
  lista: Parameters<DominiosService['lista']>[0],
  ids: readonly number[],
  campo: string,
  mensaje: string,
) {
  const validos = new Set((await dominios.lista(lista)).map((i) => i.id));
  if (ids.some((id) => !validos.has(id))) throw campoErroneo(campo, mensaje);
}
