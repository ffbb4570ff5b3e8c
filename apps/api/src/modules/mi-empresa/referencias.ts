import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import type { FieldError } from '@puente/contract/field-errors';

const NO_VALIDO = 'El valor elegido no está en la lista';

/** The address and lists a company or a contact points to, as the contract's inputs name them. */
export interface Referencias {
  idPais: number;
  idProvincia?: number | undefined;
  idLocalidad?: number | undefined;
  idSector?: number | undefined;
  idTipoEmpresa?: number | undefined;
  tipoContacto?: number[] | undefined;
}

/**
 * The ids an input points to that are not in the domain lists (a country,
 * province, town of that province, sector, kind of company, contact type),
 * as field errors under `prefijo` ('empresa.' in the sign-up). The schema
 * checks the shape; only the lists know the values.
 */
export function referenciasInvalidas(d: Referencias, dominios: Dominios, prefijo = ''): FieldError[] {
  const errores: FieldError[] = [];
  const falta = (lista: { id: number }[], id: number | undefined) => id !== undefined && !lista.some((x) => x.id === id);
  const marcar = (campo: string) => errores.push({ campo: `${prefijo}${campo}`, mensaje: NO_VALIDO });
  if (falta(dominios.paises, d.idPais)) marcar('idPais');
  if (d.idPais === ID_PAIS_ESPANA) {
    if (falta(dominios.provincias, d.idProvincia)) marcar('idProvincia');
    if (
      d.idLocalidad !== undefined &&
      !dominios.localidades.some((l) => l.id === d.idLocalidad && l.idProvincia === d.idProvincia)
    ) {
      marcar('idLocalidad');
    }
  }
  if (falta(dominios.sectoresActividad, d.idSector)) marcar('idSector');
  if (falta(dominios.tiposEmpresa, d.idTipoEmpresa)) marcar('idTipoEmpresa');
  if (d.tipoContacto?.some((t) => !dominios.tiposContacto.some((x) => x.id === t))) marcar('tipoContacto');
  return errores;
}

/** Spain keeps a listed province and maybe a listed town; another country only the typed province. */
export function direccionAGuardar(d: {
  direccion: string;
  cp: string;
  idPais: number;
  idProvincia?: number | undefined;
  provincia?: string | undefined;
  idLocalidad?: number | undefined;
  localidad: string;
}) {
  const espana = d.idPais === ID_PAIS_ESPANA;
  return {
    direccion: d.direccion,
    cp: d.cp,
    idPais: d.idPais,
    idProvincia: espana ? (d.idProvincia ?? null) : null,
    provincia: espana ? null : d.provincia?.trim() || null,
    idLocalidad: espana ? (d.idLocalidad ?? null) : null,
    localidad: d.localidad,
  };
}

/** A blank optional text is stored as null. */
export const textoONulo = (v: string | undefined) => (v?.trim() ? v.trim() : null);
