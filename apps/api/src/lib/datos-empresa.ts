/**
 * A company's own data as stored (db/queries/empresa's `columnasDatosEmpresa` selects them), for Mi empresa
 * and for the correction of a rejected sign-up.
 */
export const CAMPOS_DATOS_EMPRESA = [
  'cif',
  'nombre',
  'nombreComercial',
  'idSector',
  'idTipoEmpresa',
  'startup',
  'direccion',
  'cp',
  'idPais',
  'idProvincia',
  'provincia',
  'idLocalidad',
  'localidad',
  'telefono',
  'web',
  'descripcion',
  'iban',
] as const;
export type CampoDatosEmpresa = (typeof CAMPOS_DATOS_EMPRESA)[number];

/** Those data under the names the sign-up and Mi empresa's requests use (the legal name is `nombreFiscal`). */
export function datosEmpresaDeFila<E extends Record<CampoDatosEmpresa, unknown>>(e: E) {
  const datos = Object.fromEntries(CAMPOS_DATOS_EMPRESA.map((c) => [c === 'nombre' ? 'nombreFiscal' : c, e[c]]));
  return datos as Omit<Pick<E, CampoDatosEmpresa>, 'nombre'> & { nombreFiscal: E['nombre'] };
}
