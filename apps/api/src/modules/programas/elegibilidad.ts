/**
 * The European programmes' external eligibility service (spec §7: POST
 * `{dni, university}`), at ELIGIBILITY_URL. It answers JSON with `elegible`
 * (or `eligible`) and maybe `motivo` (or `reason`). Unset, the check is
 * skipped; a service that does not answer within the timeout, answers an
 * HTTP error or something that is not such JSON is `no_disponible`.
 */
export type ResultadoElegibilidad =
  | { tipo: 'omitida' }
  | { tipo: 'elegible' }
  | { tipo: 'no_elegible'; motivo: string | null }
  | { tipo: 'no_disponible' };

export interface ComprobadorElegibilidad {
  comprobar(dni: string, universidad: string): Promise<ResultadoElegibilidad>;
}

export const TIEMPO_ELEGIBILIDAD_MS = 4000;

const texto = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 300) : null);

export function crearComprobadorElegibilidad(
  url: string | undefined,
  log: { info(msg: string): void; warn(msg: string): void },
  tiempoMs = TIEMPO_ELEGIBILIDAD_MS,
): ComprobadorElegibilidad {
  let avisado = false;
  return {
    async comprobar(dni, universidad) {
      if (!url) {
        if (!avisado) log.info('ELIGIBILITY_URL no está configurada: no se comprueba la elegibilidad de los programas europeos');
        avisado = true;
        return { tipo: 'omitida' };
      }
      try {
        const r = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ dni, university: universidad }),
          signal: AbortSignal.timeout(tiempoMs),
        });
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const cuerpo = (await r.json()) as Record<string, unknown> | null;
        const elegible = cuerpo?.elegible ?? cuerpo?.eligible;
        if (typeof elegible !== 'boolean') throw new Error('respuesta sin elegible');
        return elegible ? { tipo: 'elegible' } : { tipo: 'no_elegible', motivo: texto(cuerpo?.motivo) ?? texto(cuerpo?.reason) };
      } catch (e) {
        // Only the kind of failure: the student's DNI never reaches the log.
        log.warn(`El servicio de elegibilidad europea no responde: ${e instanceof Error ? e.name : 'error'}`);
        return { tipo: 'no_disponible' };
      }
    },
  };
}
