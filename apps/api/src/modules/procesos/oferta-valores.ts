import { ID_PERFIL } from '@puente/contract/constants';
import type { OfertaForm, OfertaValores } from '@puente/contract/oferta-form';
import { type CambiosPedidos, MOTIVOS_RECHAZO_OFERTA, type MotivoRechazoOferta } from '@puente/contract/ofertas-gestion';
import { formatFecha } from '../../lib/fecha';
import type { OfertaEscritura, OfertaFila } from './procesos.repository';

/**
 * Translation between the form (spec names: tareasAdesarrollar, remuneracion,
 * tiempoDedicacionJornada, numeroDiasSemana) and the `ofertas` columns.
 */

const num = (v: string | null) => (v === null ? null : Number(v));
const text = (v: string | undefined) => (v === undefined || v === '' ? null : v);
const decimal = (v: number | undefined) => (v === undefined ? null : String(v));

/** Columns of the form. A field of the other profile is written as null, so switching profile never leaves stale data. */
export function escrituraDeFormulario(form: OfertaForm): OfertaEscritura {
  const comun = {
    idPerfil: form.idPerfil,
    titulo: form.titulo,
    puestoTrabajo: form.puestoTrabajo,
    departamento: form.departamento,
    descripcion: form.descripcion,
    tareas: form.tareasAdesarrollar,
    requisitos: text(form.requisitos),
    idProvincia: form.idProvincia,
    localidad: form.localidad,
    plazas: form.plazas,
    fechaLimite: form.fechaLimite ?? null,
    fechaInicio: form.fechaInicio ?? null,
    fechaFin: form.fechaFin ?? null,
    salario: decimal(form.remuneracion),
    horario: form.horario,
    horasDia: decimal(form.horasDia),
    modalidad: form.modalidad,
    idAreaFuncional: form.idAreaFuncional ?? null,
    urlInscripcionExterna: text(form.urlInscripcionExterna),
    soloUniversidad: form.soloUniversidad,
    requiereCvPropio: form.requiereCvPropio,
    documentacionNecesaria: text(form.documentacionNecesaria),
  };
  if (form.idPerfil === ID_PERFIL.EMPLEO) {
    return {
      ...comun,
      idTipoContrato: form.idTipoContrato,
      soloTitulados: form.soloTitulados,
      soloPostgrado: form.soloPostgrado,
      ...SIN_CAMPOS_PRACTICAS,
    };
  }
  return {
    ...comun,
    idTipoContrato: null,
    soloTitulados: false,
    soloPostgrado: false,
    idTipoFormacion: form.idTipoFormacion,
    idPrograma: form.idPrograma ?? null,
    meses: form.meses ?? null,
    tiempoDedicacion: form.tiempoDedicacionJornada ?? null,
    diasSemana: form.numeroDiasSemana ?? null,
    creditosMinimos: form.creditosMinimos ?? null,
    tutorNombre: form.tutorNombre,
    tutorCargo: form.tutorCargo,
    tutorEmail: form.tutorEmail,
    tutorTelefono: form.tutorTelefono,
  };
}

const SIN_CAMPOS_PRACTICAS = {
  idTipoFormacion: null,
  idPrograma: null,
  meses: null,
  tiempoDedicacion: null,
  diasSemana: null,
  creditosMinimos: null,
  tutorNombre: null,
  tutorCargo: null,
  tutorEmail: null,
  tutorTelefono: null,
} as const;

/** The stored offer as form values (dates stay yyyy-mm-dd for the date inputs). */
export function valoresDeFila(o: OfertaFila, titulaciones: number[]): OfertaValores {
  return {
    idPerfil: o.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.EMPLEO : ID_PERFIL.PRACTICAS,
    titulo: o.titulo,
    plazas: o.plazas,
    puestoTrabajo: o.puestoTrabajo,
    departamento: o.departamento,
    descripcion: o.descripcion,
    tareasAdesarrollar: o.tareas,
    requisitos: o.requisitos,
    horario: o.horario,
    horasDia: num(o.horasDia),
    remuneracion: num(o.salario),
    modalidad: o.modalidad,
    idProvincia: o.idProvincia,
    localidad: o.localidad,
    fechaLimite: o.fechaLimite,
    fechaInicio: o.fechaInicio,
    fechaFin: o.fechaFin,
    idAreaFuncional: o.idAreaFuncional,
    titulaciones,
    urlInscripcionExterna: o.urlInscripcionExterna,
    soloUniversidad: o.soloUniversidad,
    requiereCvPropio: o.requiereCvPropio,
    documentacionNecesaria: o.documentacionNecesaria,
    idTipoContrato: o.idTipoContrato,
    soloTitulados: o.soloTitulados,
    soloPostgrado: o.soloPostgrado,
    idTipoFormacion: o.idTipoFormacion,
    idPrograma: o.idPrograma,
    meses: o.meses,
    tiempoDedicacionJornada: o.tiempoDedicacion,
    numeroDiasSemana: o.diasSemana,
    creditosMinimos: o.creditosMinimos,
    tutorNombre: o.tutorNombre,
    tutorCargo: o.tutorCargo,
    tutorEmail: o.tutorEmail,
    tutorTelefono: o.tutorTelefono,
  };
}

/** Columns of a stored offer to write into a copy of it (same profile: everything the company wrote). */
export function escrituraDeFila(o: OfertaFila): OfertaEscritura {
  const {
    id: _id,
    urlAcceso: _url,
    idEmpresa: _empresa,
    idContacto: _contacto,
    idEstado: _estado,
    fechaPublicacion: _publicacion,
    motivoRechazo: _motivo,
    creadoEn: _creado,
    actualizadoEn: _actualizado,
    // The university's request for changes belongs to that offer's review, not to a copy.
    reenvios: _reenvios,
    cambiosPedidos: _cambios,
    cambiosPedidosEn: _cambiosEn,
    ...escritura
  } = o;
  return escritura;
}

/**
 * The copy to the opposite profile: what both profiles share is kept; the
 * pay (a salary is not an internship allowance), the eligibility flags and
 * every field of the source profile are dropped; the target profile's own
 * fields start empty for the company to fill before the offer can be published.
 */
export function escrituraPerfilContrario(o: OfertaFila): OfertaEscritura {
  const base = escrituraDeFila(o);
  return {
    ...base,
    idPerfil: o.idPerfil === ID_PERFIL.EMPLEO ? ID_PERFIL.PRACTICAS : ID_PERFIL.EMPLEO,
    salario: null,
    idTipoContrato: null,
    soloTitulados: false,
    soloPostgrado: false,
    ...SIN_CAMPOS_PRACTICAS,
  };
}

/**
 * What the university asked the company to change (decision 039), as the company and staff read it; null
 * when it never did. Kept after the resubmission, so the reviewer sees what was asked.
 */
export function cambiosPedidosDe(o: Pick<OfertaFila, 'cambiosPedidos' | 'cambiosPedidosEn'>): CambiosPedidos | null {
  const c = o.cambiosPedidos;
  if (!c || !o.cambiosPedidosEn) return null;
  const idMotivo = (MOTIVOS_RECHAZO_OFERTA as readonly string[]).includes(c.idMotivo)
    ? (c.idMotivo as MotivoRechazoOferta)
    : 'otro';
  return { idMotivo, detalle: c.detalle ?? null, fecha: formatFecha(o.cambiosPedidosEn) ?? '' };
}
