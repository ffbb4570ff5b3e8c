import { ID_PAIS_ESPANA, TIPO_CONTACTO_POR_DEFECTO } from '@puente/contract/constants';
import type { DatosContacto, DatosEmpresa } from '@puente/contract/empresa-cuenta';

/*
 * What the company forms hold while they are edited (the company's, its
 * contacts', the agreement's dialogs). Lists' ids are strings (the selects'
 * values; the contract's id schema reads "12" as 12, "" as missing) and every
 * text is a string, never null, so an input is never uncontrolled. The
 * answers of the API are turned into these here, once.
 */

export interface ValoresDireccion {
  direccion: string;
  cp: string;
  idPais: string;
  idProvincia: string;
  provincia: string;
  idLocalidad: string;
  localidad: string;
}

export interface ValoresContacto extends ValoresDireccion {
  nombre: string;
  apellidos: string;
  puesto: string;
  nif: string;
  email: string;
  telefono1: string;
  telefono2: string;
  departamento: string;
  tipoContacto: number[];
  aniosForoEmpleo: number[];
}

export interface ValoresNuevoContacto extends ValoresContacto {
  nick: string;
  /** The first password a colleague gives one without e-mail ('' when it will get the mailed link). */
  password: string;
}

export const textoDe = (valor: string | null | undefined) => valor ?? '';
export const idDe = (valor: number | null | undefined) => (valor === null || valor === undefined ? '' : String(valor));

/** A new address starts in Spain: the portal is a Spanish university's. */
export const direccionVacia = (): ValoresDireccion => ({
  direccion: '',
  cp: '',
  idPais: String(ID_PAIS_ESPANA),
  idProvincia: '',
  provincia: '',
  idLocalidad: '',
  localidad: '',
});

type DireccionRespuesta = Pick<
  DatosEmpresa,
  'direccion' | 'cp' | 'idPais' | 'idProvincia' | 'provincia' | 'idLocalidad' | 'localidad'
>;

export function direccionDe(datos: DireccionRespuesta): ValoresDireccion {
  return {
    direccion: textoDe(datos.direccion),
    cp: textoDe(datos.cp),
    idPais: datos.idPais === null ? String(ID_PAIS_ESPANA) : String(datos.idPais),
    idProvincia: idDe(datos.idProvincia),
    provincia: textoDe(datos.provincia),
    idLocalidad: idDe(datos.idLocalidad),
    localidad: textoDe(datos.localidad),
  };
}

/** Only the address fields of a form's values (a contact's address starts as the company's). */
export const soloDireccion = ({ direccion, cp, idPais, idProvincia, provincia, idLocalidad, localidad }: ValoresDireccion) => ({
  direccion,
  cp,
  idPais,
  idProvincia,
  provincia,
  idLocalidad,
  localidad,
});

export const contactoVacio = (direccion: ValoresDireccion = direccionVacia()): ValoresNuevoContacto => ({
  nombre: '',
  apellidos: '',
  puesto: '',
  nif: '',
  email: '',
  telefono1: '',
  telefono2: '',
  departamento: '',
  ...direccion,
  tipoContacto: [TIPO_CONTACTO_POR_DEFECTO],
  aniosForoEmpleo: [],
  nick: '',
  password: '',
});

export const contactoDe = (datos: Omit<DatosContacto, 'idContacto' | 'nick'>): ValoresContacto => ({
  nombre: datos.nombre,
  apellidos: datos.apellidos,
  puesto: textoDe(datos.puesto),
  nif: textoDe(datos.nif),
  email: textoDe(datos.email),
  telefono1: textoDe(datos.telefono1),
  telefono2: textoDe(datos.telefono2),
  departamento: textoDe(datos.departamento),
  ...direccionDe(datos),
  tipoContacto: datos.tipoContacto.length > 0 ? datos.tipoContacto : [TIPO_CONTACTO_POR_DEFECTO],
  aniosForoEmpleo: datos.aniosForoEmpleo,
});
