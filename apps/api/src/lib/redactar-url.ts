/** What a secret becomes in a log line. */
export const OCULTO = '[oculto]';

/** Query parameters that carry a secret: links' tokens (reset, set-password, tutors), SAML's response and state. */
const PARAMETRO_SECRETO = /^(token|t|clave|code|codigo|secret|secreto|samlresponse|relaystate)$/i;

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function that hides the secrets of a request's address before it is logged: the last segment of the paths
 * given that end in `:token` (the calendar feed, an alert's unsubscribe link, its page on the web) and the value of
 * every query parameter named like a secret. Everything else is kept, so a line still says what was asked.
 */
export function redactorDeUrl(rutasConToken: readonly string[]): (url: string) => string {
  const prefijos = rutasConToken
    .filter((r) => r.endsWith('/:token'))
    .map((r) => new RegExp(`^(${escapar(r.slice(0, -':token'.length))})[^/?#]+`, 'i'));
  return (url) => {
    const corte = url.indexOf('?');
    let ruta = corte === -1 ? url : url.slice(0, corte);
    for (const prefijo of prefijos) ruta = ruta.replace(prefijo, `$1${OCULTO}`);
    if (corte === -1) return ruta;
    const consulta = url
      .slice(corte + 1)
      .split('&')
      .map((par) => {
        const igual = par.indexOf('=');
        const nombre = igual === -1 ? par : par.slice(0, igual);
        let decodificado = nombre;
        try {
          decodificado = decodeURIComponent(nombre);
        } catch {
          // A malformed name is logged as it came.
        }
        return igual !== -1 && PARAMETRO_SECRETO.test(decodificado) ? `${nombre}=${OCULTO}` : par;
      })
      .join('&');
    return `${ruta}?${consulta}`;
  };
}
