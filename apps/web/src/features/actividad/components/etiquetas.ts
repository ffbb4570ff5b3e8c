import type { TFunction } from 'i18next';

/**
 * The kinds of object the trail names (`entidad`), in the order the filter offers them. Modules write some in
 * the singular and some in the plural; the API's filter by `alumno` finds `alumnos` too (decision 038).
 */
export const OBJETOS = [
  'oferta',
  'empresa',
  'alumno',
  'candidatura',
  'contacto',
  'convenios',
  'practicas',
  'solicitudes_practica',
  'solicitudes_cambio_practica',
  'documentos_alumno',
  'documentos_empresa',
  'documentos_practica',
  'documentos_requeridos_practica',
  'anexos_practicas',
  'datos_practica_alumno',
  'alumno_documentos_oferta',
  'expedientes_universidad',
  'cuentas_facturacion',
  'programa',
  'evento',
  'encuesta',
  'guias_orientacion',
  'notas_informativas',
  'gestor',
  'rgpd',
] as const;

/** Families of actions the filter offers: the API matches `oferta` to `oferta.validacion`, `oferta.rechazo`… */
export const FAMILIAS = [
  'suplantacion',
  'oferta',
  'empresa',
  'contacto',
  'candidatura',
  'cv',
  'convenio',
  'practicas',
  'practica',
  'programa',
  'evento',
  'encuesta',
  'guia',
  'gestor',
  'mantenimiento',
  'password',
  'login',
] as const;

const SINONIMOS: Record<string, string> = { alumnos: 'alumno', candidaturas: 'candidatura' };

/** The kind of object as the filter and the links know it (`alumnos` is a student too). */
export const objetoNormal = (entidad: string) => SINONIMOS[entidad] ?? entidad;

/** An action in words; one the catalogue does not know yet shows its code, so nothing is hidden. */
export function etiquetaAccion(t: TFunction, accion: string): { texto: string; conocida: boolean } {
  const texto = t(`gestionActividad.acciones.${accion.replace(/\./g, '_')}`, { defaultValue: '' });
  return texto ? { texto, conocida: true } : { texto: accion, conocida: false };
}

/** The kind of object in words, or its code. */
export function etiquetaObjeto(t: TFunction, entidad: string): string {
  return t(`gestionActividad.objetos.${objetoNormal(entidad)}`, { defaultValue: entidad });
}

/**
 * The object's staff page, where there is one: offers are reviewed at /gestion/ofertas/:id, companies and
 * students have their pages at /gestion/empresas/:id and /gestion/alumnos/:id.
 */
export function enlaceObjeto(entidad: string | null, id: string | null): string | null {
  if (!entidad || !id || !/^\d+$/.test(id)) return null;
  const rutas: Record<string, string> = { oferta: 'ofertas', empresa: 'empresas', alumno: 'alumnos' };
  const ruta = rutas[objetoNormal(entidad)];
  return ruta ? `/gestion/${ruta}/${id}` : null;
}

/** A student's staff page (the actor or the person acted as), where the trail names one. */
export const enlacePersona = (tipo: string, id: number | null) => (tipo === 'alumno' && id ? `/gestion/alumnos/${id}` : null);
