import { zodResolver } from '@hookform/resolvers/zod';
import { ID_PERFIL, type IdPerfil } from '@puente/contract/constants';
import {
  fechasEnOrden,
  type Modalidad,
  type OfertaForm,
  type OfertaValores,
  ofertaFormSchema,
} from '@puente/contract/oferta-form';
import type { Resolver } from 'react-hook-form';
import { hoyEnMadrid } from '@/lib/fechas';

/**
 * What the inputs hold: text for every number (the schema reads "7,5" the
 * Spanish way and turns blanks into "not given"), ids of selects as text.
 * The contract schema turns these into `OfertaForm`.
 */
export interface OfertaFormValues {
  idPerfil: IdPerfil;
  titulo: string;
  plazas: string;
  puestoTrabajo: string;
  departamento: string;
  descripcion: string;
  tareasAdesarrollar: string;
  requisitos: string;
  horario: string;
  horasDia: string;
  remuneracion: string;
  modalidad: Modalidad;
  idProvincia: string;
  localidad: string;
  fechaLimite: string;
  fechaInicio: string;
  fechaFin: string;
  idAreaFuncional: string;
  titulaciones: number[];
  urlInscripcionExterna: string;
  soloUniversidad: boolean;
  requiereCvPropio: boolean;
  documentacionNecesaria: string;
  idTipoContrato: string;
  soloTitulados: boolean;
  soloPostgrado: boolean;
  idTipoFormacion: string;
  idPrograma: string;
  meses: string;
  tiempoDedicacionJornada: string;
  numeroDiasSemana: string;
  creditosMinimos: string;
  tutorNombre: string;
  tutorCargo: string;
  tutorEmail: string;
  tutorTelefono: string;
}

export type CampoOferta = keyof OfertaFormValues;

/** Code 27's rule, checked early so the company does not wait for the server to learn it. */
export const MENSAJE_FECHAS_DESORDENADAS = 'La fecha de inicio debe ser anterior a la fecha de fin';

/** The API's refusal of a deadline already gone (code 15 on fechaLimite), said before anything is sent. */
export const MENSAJE_FECHA_LIMITE_PASADA = 'La fecha límite de inscripción no puede haber pasado';

const porContrato = zodResolver(ofertaFormSchema) as unknown as Resolver<OfertaFormValues, unknown, OfertaForm>;

/**
 * The contract's schema as the form's resolver (the cast only bridges the
 * input type: the schema's own is looser, numbers accept strings), plus the
 * order of the dates and a deadline not yet gone (the API's rules, said
 * before anything is sent). They are added here, not as refinements, because
 * zod runs refinements only once every other field is valid: the company
 * should see them as soon as it picks the dates.
 */
export const ofertaResolver: Resolver<OfertaFormValues, unknown, OfertaForm> = async (values, context, options) => {
  const result = await porContrato(values, context, options);
  const pasada = !result.errors.fechaLimite && values.fechaLimite !== '' && values.fechaLimite < hoyEnMadrid();
  const desordenadas = !fechasEnOrden(values.fechaInicio || null, values.fechaFin || null);
  if (!pasada && !desordenadas) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      ...(pasada ? { fechaLimite: { type: 'custom', message: MENSAJE_FECHA_LIMITE_PASADA } } : {}),
      ...(desordenadas ? { fechaFin: { type: 'custom', message: MENSAJE_FECHAS_DESORDENADAS } } : {}),
    },
  };
};

export function valoresVacios(idPerfil: IdPerfil): OfertaFormValues {
  return {
    idPerfil,
    titulo: '',
    plazas: '1',
    puestoTrabajo: '',
    departamento: '',
    descripcion: '',
    tareasAdesarrollar: '',
    requisitos: '',
    horario: '',
    horasDia: '',
    remuneracion: '',
    modalidad: 'presencial',
    idProvincia: '',
    localidad: '',
    fechaLimite: '',
    fechaInicio: '',
    fechaFin: '',
    idAreaFuncional: '',
    titulaciones: [],
    urlInscripcionExterna: '',
    soloUniversidad: false,
    requiereCvPropio: false,
    documentacionNecesaria: '',
    idTipoContrato: '',
    soloTitulados: false,
    soloPostgrado: false,
    idTipoFormacion: '',
    idPrograma: '',
    meses: '',
    tiempoDedicacionJornada: '',
    numeroDiasSemana: '',
    creditosMinimos: '',
    tutorNombre: '',
    tutorCargo: '',
    tutorEmail: '',
    tutorTelefono: '',
  };
}

const texto = (value: string | null) => value ?? '';
const numero = (value: number | null) => (value === null ? '' : String(value));
const modalidadDe = (value: string): Modalidad => (value === 'hibrida' || value === 'remota' ? value : 'presencial');

/** The stored offer (dameOfertaEditable) as form values; nulls become empty inputs. */
export function valoresDeOferta(v: OfertaValores): OfertaFormValues {
  return {
    idPerfil: v.idPerfil,
    titulo: v.titulo,
    plazas: String(v.plazas),
    puestoTrabajo: texto(v.puestoTrabajo),
    departamento: texto(v.departamento),
    descripcion: v.descripcion,
    tareasAdesarrollar: texto(v.tareasAdesarrollar),
    requisitos: texto(v.requisitos),
    horario: texto(v.horario),
    horasDia: numero(v.horasDia),
    remuneracion: numero(v.remuneracion),
    modalidad: modalidadDe(v.modalidad),
    idProvincia: numero(v.idProvincia),
    localidad: texto(v.localidad),
    fechaLimite: texto(v.fechaLimite),
    fechaInicio: texto(v.fechaInicio),
    fechaFin: texto(v.fechaFin),
    idAreaFuncional: numero(v.idAreaFuncional),
    titulaciones: v.titulaciones,
    urlInscripcionExterna: texto(v.urlInscripcionExterna),
    soloUniversidad: v.soloUniversidad,
    requiereCvPropio: v.requiereCvPropio,
    documentacionNecesaria: texto(v.documentacionNecesaria),
    idTipoContrato: numero(v.idTipoContrato),
    soloTitulados: v.soloTitulados,
    soloPostgrado: v.soloPostgrado,
    idTipoFormacion: numero(v.idTipoFormacion),
    idPrograma: numero(v.idPrograma),
    meses: numero(v.meses),
    tiempoDedicacionJornada: numero(v.tiempoDedicacionJornada),
    numeroDiasSemana: numero(v.numeroDiasSemana),
    creditosMinimos: numero(v.creditosMinimos),
    tutorNombre: texto(v.tutorNombre),
    tutorCargo: texto(v.tutorCargo),
    tutorEmail: texto(v.tutorEmail),
    tutorTelefono: texto(v.tutorTelefono),
  };
}

/** /nueva-oferta/{tipo}: 'empleo' or 'practicas'; anything else lets the company choose. */
export function perfilDeTipo(tipo: string | undefined): IdPerfil | null {
  if (tipo === 'empleo') return ID_PERFIL.EMPLEO;
  if (tipo === 'practicas') return ID_PERFIL.PRACTICAS;
  return null;
}

/** Fields only one profile has: they are shown (and validated) only for it. */
export const CAMPOS_EMPLEO: readonly CampoOferta[] = ['idTipoContrato', 'soloTitulados', 'soloPostgrado'];
export const CAMPOS_PRACTICAS: readonly CampoOferta[] = [
  'idTipoFormacion',
  'idPrograma',
  'meses',
  'tiempoDedicacionJornada',
  'numeroDiasSemana',
  'creditosMinimos',
  'tutorNombre',
  'tutorCargo',
  'tutorEmail',
  'tutorTelefono',
];
