import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalError } from '../../lib/portal-error';

/** A refusal worded as the catalogue's Spanish banner, so API clients other than the web read the same text. */
export const rechazo = (code: number, datos?: unknown, mensaje?: string) =>
  new PortalError(code, mensaje ?? catalogueEntry(code).es.cuerpo, datos ?? null);
