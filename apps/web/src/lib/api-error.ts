/** A non-zero envelope status, carried as an exception through TanStack Query. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly mensaje: string | null,
    /** The server's `datos` on a refusal (field errors of code 15, documentacionNecesaria of code 11…). */
    readonly detalle: unknown = null,
  ) {
    super(`API status ${status}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
