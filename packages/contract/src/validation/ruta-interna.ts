/**
 * A path inside the portal ("/ofertas?pagina=2") that a browser cannot read as another site: "/" followed by
 * neither "/" nor "\" (browsers take "/\evil.example" like "//evil.example"), and no backslash, space or control
 * character anywhere (browsers drop tabs and newlines from addresses, so "/\t/evil.example" would become
 * "//evil.example"). Where a return path comes from a link, the login or the IdP's RelayState, only this passes.
 */
export function esRutaInterna(ruta: string | null | undefined): ruta is string {
  return typeof ruta === 'string' && /^\/(?![/\\])/.test(ruta) && !/[\\\s\p{Cc}]/u.test(ruta);
}

/** The path when it is internal, otherwise null. */
export const rutaInterna = (ruta: string | null | undefined): string | null => (esRutaInterna(ruta) ? ruta : null);
