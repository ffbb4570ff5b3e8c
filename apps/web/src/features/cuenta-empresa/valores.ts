import { zodResolver } from '@hookform/resolvers/zod';
import { ID_PAIS_ESPANA, TIPO_CONTACTO_POR_DEFECTO } from '@puente/contract/constants';
import type { DatosContacto, DatosEmpresa } from '@puente/contract/empresa-cuenta';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/*
 * What the company forms hold while they are edited. Lists' ids are strings
 * (the selects' values; the contract's id schema reads "12" as 12, "" as
 * missing) and every text is a string, never null, so an input is never
 * uncontrolled. The answers of the API are turned into these here, once.
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

export interface ValoresEmpresa extends ValoresDireccion {
  nombreFiscal: string;
  nombreComercial: string;
  idSector: string;
  idTipoEmpresa: string;
  /** null until answered: the schema asks for Sí or No. */
  startup: boolean | null;
  telefono: string;
  web: string;
  descripcion: string;
  iban: string;
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
}

const texto = (valor: string | null | undefined) => valor ?? '';
const id = (valor: number | null | undefined) => (valor === null || valor === undefined ? '' : String(valor));

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

function direccionDe(datos: DireccionRespuesta): ValoresDireccion {
  return {
    direccion: texto(datos.direccion),
    cp: texto(datos.cp),
    idPais: datos.idPais === null ? String(ID_PAIS_ESPANA) : String(datos.idPais),
    idProvincia: id(datos.idProvincia),
    provincia: texto(datos.provincia),
    idLocalidad: id(datos.idLocalidad),
    localidad: texto(datos.localidad),
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

export const empresaVacia = (): ValoresEmpresa => ({
  nombreFiscal: '',
  nombreComercial: '',
  idSector: '',
  idTipoEmpresa: '',
  startup: null,
  ...direccionVacia(),
  telefono: '',
  web: '',
  descripcion: '',
  iban: '',
});

export const empresaDe = (datos: DatosEmpresa): ValoresEmpresa => ({
  nombreFiscal: datos.nombreFiscal,
  nombreComercial: texto(datos.nombreComercial),
  idSector: id(datos.idSector),
  idTipoEmpresa: id(datos.idTipoEmpresa),
  startup: datos.startup,
  ...direccionDe(datos),
  telefono: texto(datos.telefono),
  web: texto(datos.web),
  descripcion: texto(datos.descripcion),
  iban: texto(datos.iban),
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
});

export const contactoDe = (datos: DatosContacto): ValoresContacto => ({
  nombre: datos.nombre,
  apellidos: datos.apellidos,
  puesto: texto(datos.puesto),
  nif: texto(datos.nif),
  email: datos.email,
  telefono1: texto(datos.telefono1),
  telefono2: texto(datos.telefono2),
  departamento: texto(datos.departamento),
  ...direccionDe(datos),
  tipoContacto: datos.tipoContacto.length > 0 ? datos.tipoContacto : [TIPO_CONTACTO_POR_DEFECTO],
  aniosForoEmpleo: datos.aniosForoEmpleo,
});

/**
 * The contract's rule "Spain takes a listed province, anywhere else a typed
 * one" is an object refinement, which zod runs only once every field parses;
 * the form says it with the rest, so a refused submit names every field at once.
 */
function provinciaQueFalta(valores: FieldValues): { campo: 'idProvincia' | 'provincia' } | null {
  if (!('idPais' in valores)) return null;
  const { idPais, idProvincia, provincia } = valores as Partial<ValoresDireccion>;
  if (!idPais) return null;
  if (Number(idPais) === ID_PAIS_ESPANA) return idProvincia ? null : { campo: 'idProvincia' };
  return provincia?.trim() ? null : { campo: 'provincia' };
}

/** zodResolver on a contract schema, plus the address rule above while other fields are still wrong. */
export function resolverCuenta<V extends FieldValues, O>(schema: z.ZodType<O>): Resolver<V, unknown, O> {
  const base = zodResolver(schema as never) as unknown as Resolver<V, unknown, O>;
  return async (valores, contexto, opciones) => {
    const resultado = await base(valores, contexto, opciones);
    const falta = provinciaQueFalta(valores);
    if (!falta || Object.keys(resultado.errors).length === 0 || falta.campo in resultado.errors) return resultado;
    return {
      values: {},
      errors: { ...resultado.errors, [falta.campo]: { type: 'custom', message: MENSAJES.requerido } },
    } as typeof resultado;
  };
}
