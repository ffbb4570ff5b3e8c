/**
 * The sections of /cv in page order: their anchors are part of the portal's
 * links (other screens send the student to /cv#busqueda for code 54,
 * /cv#documentos, /cv#formacion, /cv#personales), so they never change.
 */
export const SECCIONES_CV = [
  'personales',
  'foto',
  'formacion',
  'idiomas',
  'experiencia',
  'profesional',
  'competencias',
  'conocimientos',
  'intereses',
  'busqueda',
  'presentacion',
  'enlaces',
  'permiso',
  'documentos',
] as const;
export type SeccionCv = (typeof SECCIONES_CV)[number];

const esSeccion = (clave: string): clave is SeccionCv => (SECCIONES_CV as readonly string[]).includes(clave);

/** What `completitud.faltan` names, as links to the sections in page order; a key the page does not have is left out. */
export function enlacesFaltan(faltan: readonly string[]): { seccion: SeccionCv; href: string }[] {
  return SECCIONES_CV.filter((seccion) => faltan.includes(seccion) && esSeccion(seccion)).map((seccion) => ({
    seccion,
    href: `#${seccion}`,
  }));
}
