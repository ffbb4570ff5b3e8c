import type { DatosEmpresa } from '@puente/contract/empresa-cuenta';
import {
  direccionDe,
  direccionVacia,
  idDe,
  textoDe,
  type ValoresDireccion,
} from '@/components/formularios-empresa/valores-contacto';

/* The company's own form values (/solicitar-cuenta, /mi-empresa#datos); the address and contact ones are shared. */

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

/** The form's values from the company's data (/mi-empresa's, or a rejected sign-up's as it was sent). */
export const empresaDe = (datos: Omit<DatosEmpresa, 'idEmpresa' | 'contactos'>): ValoresEmpresa => ({
  nombreFiscal: datos.nombreFiscal,
  nombreComercial: textoDe(datos.nombreComercial),
  idSector: idDe(datos.idSector),
  idTipoEmpresa: idDe(datos.idTipoEmpresa),
  startup: datos.startup,
  ...direccionDe(datos),
  telefono: textoDe(datos.telefono),
  web: textoDe(datos.web),
  descripcion: textoDe(datos.descripcion),
  iban: textoDe(datos.iban),
});
