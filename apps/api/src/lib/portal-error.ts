/**
 * A refusal with a code of the error catalogue (spec §8). Services throw it;
 * the errors plugin turns it into the envelope with the right HTTP status.
 */
export class PortalError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly datos: unknown = null,
    /**
     * For the few refusals whose HTTP status is not the code's (429 from the
     * login limits, with Retry-After); unset, `httpStatusFor(code)` applies.
     */
    readonly respuesta?: { http: number; cabeceras?: Record<string, string> },
  ) {
    super(message ?? `Error ${code}`);
    this.name = 'PortalError';
  }
}
