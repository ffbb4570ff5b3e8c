import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';

/** The catalogue banner of a survey call; on the survey pages its button only clears it (spec §8). */
export function mostrarErrorEncuesta(error: unknown) {
  if (isApiError(error)) showError(error.status, error.mensaje);
  else showError(TRANSPORT_FAILURE);
}
