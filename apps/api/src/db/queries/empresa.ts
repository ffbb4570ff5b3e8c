import type { CampoDatosEmpresa } from '../../lib/datos-empresa';
import { contactosEmpresa, empresas } from '../schema/personas';

/**
 * A company's own data as the company keeps it (Mi empresa) and as a rejected sign-up is prefilled for its
 * correction: the same columns for both repositories (lib/datos-empresa names them for the requests).
 */
export const columnasDatosEmpresa = {
  id: empresas.id,
  cif: empresas.cif,
  nombre: empresas.nombre,
  nombreComercial: empresas.nombreComercial,
  idSector: empresas.idSector,
  idTipoEmpresa: empresas.idTipoEmpresa,
  startup: empresas.startup,
  direccion: empresas.direccion,
  cp: empresas.cp,
  idPais: empresas.idPais,
  idProvincia: empresas.idProvincia,
  provincia: empresas.provincia,
  idLocalidad: empresas.idLocalidad,
  localidad: empresas.localidad,
  telefono: empresas.telefono,
  web: empresas.web,
  descripcion: empresas.descripcion,
  iban: empresas.iban,
} satisfies Record<CampoDatosEmpresa | 'id', unknown>;

/** A contact's own data, as Mi empresa lists them and as a rejected sign-up stored them. */
export const columnasDatosContacto = {
  id: contactosEmpresa.id,
  nick: contactosEmpresa.nick,
  nombre: contactosEmpresa.nombre,
  apellidos: contactosEmpresa.apellidos,
  cargo: contactosEmpresa.cargo,
  nif: contactosEmpresa.nif,
  email: contactosEmpresa.email,
  telefono: contactosEmpresa.telefono,
  telefono2: contactosEmpresa.telefono2,
  departamento: contactosEmpresa.departamento,
  direccion: contactosEmpresa.direccion,
  cp: contactosEmpresa.cp,
  idPais: contactosEmpresa.idPais,
  idProvincia: contactosEmpresa.idProvincia,
  provincia: contactosEmpresa.provincia,
  idLocalidad: contactosEmpresa.idLocalidad,
  localidad: contactosEmpresa.localidad,
  aniosForoEmpleo: contactosEmpresa.aniosForoEmpleo,
};
