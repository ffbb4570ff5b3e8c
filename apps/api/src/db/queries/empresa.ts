import type { CampoDatosEmpresa } from '../../lib/datos-empresa';
import { empresas } from '../schema/personas';

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
