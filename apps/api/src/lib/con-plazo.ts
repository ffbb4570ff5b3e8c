/**
 * `promesa`, or a rejection once `ms` have passed without its answer: a probe
 * (/readyz, a scrape of /metrics) must answer in time even when the database
 * does not. The work itself is not cancelled.
 */
export function conPlazo<T>(promesa: Promise<T>, ms: number, que: string): Promise<T> {
  let reloj: NodeJS.Timeout | undefined;
  const plazo = new Promise<never>((_, rechazar) => {
    reloj = setTimeout(() => rechazar(new Error(`${que}: sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([promesa, plazo]).finally(() => clearTimeout(reloj));
}
