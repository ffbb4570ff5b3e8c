import { createHash, randomBytes } from 'node:crypto';
import {
  etiquetasObligadoCotizacion,
  explicacionCotizacion,
  type MovilidadPractica,
  type ObligadoCotizacion,
  obligadoCotizacion,
  type PagadorPractica,
  type ResultadoCotizacion,
} from '@puente/contract/cotizacion-practicas';
import { type DiaSemanaIso, diasDelHorario } from '@puente/contract/dias-efectivos';
import { PortalCodes } from '@puente/contract/errors/codes';
import { etiquetasEstadoPractica, type TipoPractica } from '@puente/contract/practicas-empresa';
import type {
  EnvioEnlace,
  EstadoProyectoFormativo,
  InformeAlumno,
  InformeTutor,
  RequisitoInicio,
  SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import { estadoEfectivo } from '../../lib/practica';
import type { FilaSeguimiento, SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

/*
 * What the services of the legal record share (decision 042): the reading of
 * the Social Security rules, the requirements of the start, the tutors'
 * tokens and the record as each reader sees it.
 */

export type Fila = NonNullable<FilaSeguimiento>;
/** Who reads the record: each sees what is theirs. */
export type Lector = 'empresa' | 'alumno' | 'gestor' | 'tutor_academico' | 'tutor_empresa';

/** How long a tutor's link works: until 60 days after the internship's end (issue 26). */
export const DIAS_ENLACE_TRAS_FIN = 60;

const numero = (v: string | null) => (v === null ? null : Number(v));

export const noEncontrada = () => rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'practica.noTuya');
export const enlaceNoValido = () => rechazo(PortalCodes.ENLACE_CADUCADO, 'seguimiento.enlaceNoValido');

/** The reader a signed-in caller of this module is: the company or staff. */
export const lectorDe = (caller: Caller): Lector => (caller.tipo === 'empresa' ? 'empresa' : 'gestor');

/** 'gestor:3' or 'empresa:7 (contacto 12)': who recorded a registration, an absence or the signed annex. */
export const quienRegistra = (caller: Caller): string =>
  caller.tipo === 'empresa' ? `empresa:${caller.idEmpresa} (contacto ${caller.id})` : `gestor:${caller.id}`;

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new personal token (256 random bits) and when its link stops working: the end plus 60 days. */
export function nuevoEnlace(fechaFin: string): { token: string; tokenSha256: string; caducaEn: Date } {
  const token = randomBytes(32).toString('base64url');
  const caducaEn = new Date(`${fechaFin}T23:59:59Z`);
  caducaEn.setUTCDate(caducaEn.getUTCDate() + DIAS_ENLACE_TRAS_FIN);
  return { token, tokenSha256: sha256(token), caducaEn };
}

/** The reports and the mails a record is read with, loaded apart from its row. */
export interface ExtrasSeguimiento {
  informes: { autor: string; respuestas: Record<string, unknown>; enviadoEn: Date }[];
  envios: { rol: string; motivo: string; para: string; creadoEn: Date; estado: string | null; error: string | null }[];
  ausencias: { id: number; fecha: string; motivo: string | null; registradaPor: string }[];
}

/** The Social Security case of an internship, as the rule function reads it. */
export function cotizacionDe(f: {
  remunerada: boolean;
  pagador: string | null;
  movilidad: string;
  universidadAsumeCotizacion: boolean | null;
}): ResultadoCotizacion {
  return obligadoCotizacion({
    remunerada: f.remunerada,
    pagador: f.pagador as PagadorPractica | null,
    movilidad: f.movilidad as MovilidadPractica,
    // No agreement in force: nothing assigns the obligation to the university.
    universidadAsumeCotizacion: f.universidadAsumeCotizacion ?? false,
  });
}

/** The weekdays of the internship's schedule. */
export const horarioDe = (f: { diasSemana: number | null; diasHorario: number[] | null }) =>
  diasDelHorario(f.diasSemana, f.diasHorario as DiaSemanaIso[] | null);

/** What still stops an accepted internship from starting, in the order the paperwork goes. */
export function requisitosPendientes(f: Fila): RequisitoInicio[] {
  const faltan: RequisitoInicio[] = [];
  if (f.proyectoEstado !== 'aceptado') faltan.push('proyecto_formativo');
  if (!f.tutorAcademicoEmail) faltan.push('tutor_academico');
  const incluida = cotizacionDe(f).incluida;
  if (incluida && !f.nssRegistrado) faltan.push('nss');
  if (incluida && !f.ccc) faltan.push('ccc');
  if (incluida && !f.altaSsFecha) faltan.push('alta');
  return faltan;
}

export function vistaSeguimiento(
  f: Fila,
  extras: ExtrasSeguimiento,
  idioma: Idioma,
  lector: Lector,
  hoy: string,
): SeguimientoPractica {
  const estado = estadoEfectivo(f, hoy);
  const cotizacion = cotizacionDe(f);
  const registradaPor = (por: string | null) =>
    por?.startsWith('empresa') ? f.empresa : idioma === 'es' ? 'la universidad' : 'the university';
  return {
    idPractica: f.id,
    alumno: f.alumno,
    empresa: f.empresa,
    tipo: f.tipo as TipoPractica,
    estado,
    etiquetaEstado: etiquetasEstadoPractica[estado],
    fechaInicio: formatFecha(f.fechaInicio) ?? '',
    fechaFin: formatFecha(f.fechaFin) ?? '',
    horasTotales: f.horasTotales,
    creditos: numero(f.creditos),
    remunerada: f.remunerada,
    importeMensual: numero(f.importeMensual),
    pagador: f.remunerada ? ((f.pagador as PagadorPractica | null) ?? 'empresa') : null,
    movilidad: f.movilidad as MovilidadPractica,
    diasHorario: horarioDe(f),
    tutorEmpresa: f.tutorEmpresaNombre ? { nombre: f.tutorEmpresaNombre, email: f.tutorEmpresaEmail } : null,
    tutorAcademico: f.tutorAcademicoNombre ? { nombre: f.tutorAcademicoNombre, email: f.tutorAcademicoEmail } : null,
    cotizacion: {
      ...cotizacion,
      etiquetaObligado: etiquetasObligadoCotizacion[idioma][cotizacion.obligado],
      explicacion: explicacionCotizacion(cotizacion, idioma),
      universidadAsumeCotizacion: f.universidadAsumeCotizacion,
    },
    ccc: f.ccc,
    alta: f.altaSsFecha ? { fecha: formatFecha(f.altaSsFecha) ?? '', registradaPor: registradaPor(f.altaSsRegistradaPor) } : null,
    baja: f.bajaSsFecha ? { fecha: formatFecha(f.bajaSsFecha) ?? '', registradaPor: registradaPor(f.bajaSsRegistradaPor) } : null,
    nssRegistrado: f.nssRegistrado,
    proyecto:
      f.proyectoEstado === null
        ? null
        : {
            objetivos: f.proyectoObjetivos ?? '',
            actividades: f.proyectoActividades ?? '',
            competencias: f.proyectoCompetencias ?? '',
            estado: f.proyectoEstado as EstadoProyectoFormativo,
            observaciones: f.proyectoObservaciones,
            enviadoEn: formatFecha(f.proyectoEnviadoEn),
            aceptadoEn: formatFecha(f.proyectoAceptadoEn),
          },
    requisitosPendientes: f.estado === 'aceptada' || f.estado === 'propuesta' ? requisitosPendientes(f) : [],
    puedeRegistrarAlta: puedeRegistrar(lector, cotizacion.obligado, cotizacion.incluida),
    anexoFirmado: f.anexoFirmadoEn
      ? { fecha: formatFecha(f.anexoFirmadoEn) ?? '', registradaPor: registradaPor(f.anexoFirmadoPor) }
      : null,
    puedeSubirAnexo: (lector === 'empresa' || lector === 'gestor') && !ESTADOS_CERRADOS.includes(estado),
    ausencias: extras.ausencias.map((a) => ({
      idAusencia: a.id,
      fecha: formatFecha(a.fecha) ?? '',
      motivo: a.motivo,
      registradaPor: registradaPor(a.registradaPor),
    })),
    puedeRegistrarAusencias: (lector === 'empresa' || lector === 'gestor') && ESTADOS_CON_AUSENCIAS.includes(estado),
    ...informesPara(lector, extras.informes),
    calificacion: lector === 'empresa' || lector === 'tutor_empresa' ? null : numero(f.calificacion),
    certificadaEn: formatFecha(f.certificadaEn),
    envios: lector === 'gestor' ? extras.envios.map(envio) : [],
  };
}

/** An internship refused or cancelled takes no signed annex. */
export const ESTADOS_CERRADOS: readonly string[] = ['rechazada', 'anulada'];
/** Absences are recorded while the internship runs and after its end, until it is certified. */
export const ESTADOS_CON_AUSENCIAS: readonly string[] = ['en_curso', 'finalizada'];

function puedeRegistrar(lector: Lector, obligado: ObligadoCotizacion, incluida: boolean): boolean {
  if (!incluida) return false;
  if (lector === 'gestor') return true;
  return lector === 'empresa' && obligado === 'empresa';
}

/**
 * The reports a reader sees: the company and its tutor the tutor's, the
 * student their own, the academic tutor and staff both.
 */
function informesPara(lector: Lector, informes: ExtrasSeguimiento['informes']) {
  const de = (autor: string) => informes.find((i) => i.autor === autor);
  const tutor = de('tutor_empresa');
  const alumno = de('alumno');
  const veTutor = lector !== 'alumno';
  const veAlumno = lector === 'alumno' || lector === 'gestor' || lector === 'tutor_academico';
  return {
    informeTutor:
      veTutor && tutor
        ? ({
            ...(tutor.respuestas as Omit<InformeTutor, 'enviadoEn'>),
            enviadoEn: formatFecha(tutor.enviadoEn) ?? '',
          } as InformeTutor)
        : null,
    informeAlumno:
      veAlumno && alumno
        ? ({
            ...(alumno.respuestas as Omit<InformeAlumno, 'enviadoEn'>),
            enviadoEn: formatFecha(alumno.enviadoEn) ?? '',
          } as InformeAlumno)
        : null,
  };
}

const envio = (e: ExtrasSeguimiento['envios'][number]): EnvioEnlace => ({
  rol: e.rol as EnvioEnlace['rol'],
  motivo: e.motivo as EnvioEnlace['motivo'],
  para: e.para,
  fecha: e.creadoEn.toISOString(),
  entrega: e.estado === 'enviado' ? 'enviado' : e.estado === 'fallido' ? 'fallido' : 'pendiente',
  error: e.estado === 'fallido' ? e.error : null,
});

/** Reads a record, or a tutor's link, for the services of this module. */
export class LectorSeguimiento {
  constructor(
    private readonly repo: Pick<SeguimientoPracticasRepository, 'leer' | 'informes' | 'envios' | 'ausencias' | 'enlaceVigente'>,
    private readonly ahora: () => Date,
  ) {}

  async fila(id: number): Promise<Fila> {
    const fila = await this.repo.leer(id, hoyMadrid(this.ahora()));
    if (!fila) throw noEncontrada();
    return fila;
  }

  async vista(f: Fila, idioma: Idioma, lector: Lector): Promise<SeguimientoPractica> {
    const [informes, envios, ausencias] = await Promise.all([
      this.repo.informes(f.id),
      lector === 'gestor' ? this.repo.envios(f.id) : Promise.resolve([]),
      this.repo.ausencias(f.id),
    ]);
    return vistaSeguimiento(f, { informes, envios, ausencias }, idioma, lector, hoyMadrid(this.ahora()));
  }

  /** The link of a token, for its role; 42 when unknown, expired or another role's. */
  async enlace(token: string, rol: 'tutor_academico' | 'tutor_empresa') {
    const enlace = await this.repo.enlaceVigente(sha256(token), this.ahora());
    if (enlace?.rol !== rol) throw enlaceNoValido();
    return enlace;
  }
}
