import { isApiError } from '@/lib/api-error';
import type { ErrorCampo } from './components/oferta-form';

/** Code 15 answers `{ errores: [{ campo, mensaje }] }`: the form marks those fields. */
export function erroresDeCampo(error: unknown): ErrorCampo[] | undefined {
  if (!isApiError(error) || error.status !== 15) return undefined;
  const detalle = error.detalle as { errores?: unknown } | null;
  if (!Array.isArray(detalle?.errores)) return undefined;
  return detalle.errores.filter(
    (e): e is ErrorCampo => typeof e === 'object' && e !== null && typeof e.campo === 'string' && typeof e.mensaje === 'string',
  );
}
