/**
 * Staff permissions (issue 25, decision 037). A staff member holds one or
 * more of these; each /api/Gestion endpoint declares the area it belongs to
 * and whether it reads or changes (`permiso` in endpoint.ts), and the API
 * lets the call through when `permite` says so.
 *
 * - administracion: everything, including staff accounts, maintenance and god mode;
 * - empresas: companies' sign-up and offers' validation;
 * - practicas: agreements, internships, programmes, proposals and the students' records they need;
 * - contenidos: events, surveys, guides and communications;
 * - lectura: reads every staff screen and changes nothing.
 */
export const PERMISOS_GESTOR = ['administracion', 'empresas', 'practicas', 'contenidos', 'lectura'] as const;
export type PermisoGestor = (typeof PERMISOS_GESTOR)[number];

/** The areas an endpoint can belong to: every permission but `lectura`, which is a way of holding them all. */
export type AreaGestion = Exclude<PermisoGestor, 'lectura'>;
export type AccionGestion = 'leer' | 'cambiar';

/** What an area's /api/Gestion endpoint asks of the caller, e.g. `empresas:cambiar`. */
export type PermisoDeArea = `${AreaGestion}:${AccionGestion}`;

/** `personal`: any staff member, whatever they hold (their own account). */
export type PermisoEndpoint = PermisoDeArea | 'personal';

export function partesPermiso(permiso: PermisoDeArea): { area: AreaGestion; accion: AccionGestion } {
  const [area, accion] = permiso.split(':') as [AreaGestion, AccionGestion];
  return { area, accion };
}

/**
 * Whether a staff member holding `permisos` may call an endpoint asking for
 * `requerido`: administracion opens everything, an area opens its own
 * endpoints, and lectura opens every read.
 */
export function permite(permisos: readonly PermisoGestor[], requerido: PermisoEndpoint): boolean {
  if (requerido === 'personal') return true;
  const { area, accion } = partesPermiso(requerido);
  if (permisos.includes('administracion') || permisos.includes(area)) return true;
  return accion === 'leer' && permisos.includes('lectura');
}

/** The labels the staff screens show, es and en. */
export const ETIQUETAS_PERMISO: Record<PermisoGestor, { es: string; en: string }> = {
  administracion: { es: 'Administración', en: 'Administration' },
  empresas: { es: 'Empresas y ofertas', en: 'Companies and offers' },
  practicas: { es: 'Prácticas y convenios', en: 'Internships and agreements' },
  contenidos: { es: 'Contenidos', en: 'Content' },
  lectura: { es: 'Solo lectura', en: 'Read only' },
};
