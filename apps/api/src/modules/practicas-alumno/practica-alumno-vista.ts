import { type FileAnswer, splitPathParams } from '@puente/contract/endpoint';
import { practicasAlumnoEndpoints } from '@puente/contract/endpoints/practicas-alumno';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type DatoPractica,
  estadoEfectivoPractica,
  type FaltaDatosPractica,
  type PracticaAlumno,
  practicaConDocumentacion,
} from '@puente/contract/practicas-alumno';
import {
  type EstadoPractica,
  etiquetasEstadoPractica,
  etiquetasTipoPractica,
  type TipoPractica,
} from '@puente/contract/practicas-empresa';
import { pideSwift } from '@puente/contract/validation/datos-bancarios';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { PortalError } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type {
  DatosPracticaFila,
  FilaEntregadoAlumno,
  FilaPracticaAlumno,
  FilaRequeridoAlumno,
} from './practicas-alumno.repository';

const e = practicasAlumnoEndpoints;
const enlace = (path: string, id: number) => splitPathParams(path, { id }).path;

export function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw new PortalError(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

export function gestorDe(caller: Caller): number {
  if (caller.tipo !== 'gestor') throw new PortalError(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

// Another student's internship answers like a missing one (45), so ids reveal nothing.
export const practicaNoEncontrada = () =>
  new PortalError(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'No se han encontrado esas prácticas entre las tuyas.');
export const documentoNoEncontrado = () =>
  new PortalError(PortalCodes.ACCION_NO_PERMITIDA, 'El documento no existe o no es tuyo.');

export const estadoDe = (p: FilaPracticaAlumno, hoy: string) =>
  estadoEfectivoPractica(p.estado as EstadoPractica, p.fechaFin, hoy);

/**
 * A paid internship needs the student's bank and social-security data
 * (decision 020): extracurricular ones carry a grant, and a programme with
 * funding pays its interns; only while proposed or under way.
 */
export function necesitaDatos(p: FilaPracticaAlumno, hoy: string): boolean {
  const estado = estadoDe(p, hoy);
  const pagada = p.tipo === 'extracurricular' || Boolean(p.financiacion?.trim());
  return pagada && (estado === 'propuesta' || estado === 'en_curso');
}

/** What is needed and missing: the IBAN, the NSS, and the SWIFT when the IBAN kept is foreign. */
export function faltan(necesarios: boolean, d: DatosPracticaFila | null): DatoPractica[] {
  if (!necesarios) return [];
  const lista: DatoPractica[] = [];
  if (!d?.iban) lista.push('iban');
  if (!d?.nss) lista.push('nss');
  if (d?.iban && pideSwift(d.iban) && !d.swift) lista.push('swift');
  return lista;
}

const enmascararIban = (iban: string) =>
  `${iban.slice(0, 4)} ${'*'.repeat(Math.max(iban.length - 8, 0)).replace(/(.{4})/g, '$1 ')}${iban.slice(-4)}`.replace(
    /\s+/g,
    ' ',
  );

export function vistaFalta(necesarios: boolean, d: DatosPracticaFila | null): FaltaDatosPractica {
  return {
    necesarios,
    faltan: faltan(necesarios, d),
    ibanEnmascarado: d?.iban ? enmascararIban(d.iban) : null,
    swift: d?.swift ?? null,
    nssEnmascarado: d?.nss ? `${'*'.repeat(d.nss.length - 2)}${d.nss.slice(-2)}` : null,
  };
}

/** Whether a required document is one this internship needs: its programme (or all) and its kind (or both). */
export const aplica = (
  r: Pick<FilaRequeridoAlumno, 'idPrograma' | 'tipoPractica'>,
  p: Pick<FilaPracticaAlumno, 'idPrograma' | 'tipo'>,
) => (r.idPrograma === null || r.idPrograma === p.idPrograma) && (r.tipoPractica === null || r.tipoPractica === p.tipo);

const numero = (v: string | number | null) => (v === null ? null : Number(v));

/** One internship as the student (and staff, for the student) read it. */
export function vistaPractica(
  p: FilaPracticaAlumno,
  requeridos: readonly FilaRequeridoAlumno[],
  entregados: readonly FilaEntregadoAlumno[],
  hoy: string,
  bloqueado: boolean,
): PracticaAlumno {
  const estado = estadoDe(p, hoy);
  const tipo = p.tipo as TipoPractica;
  const conPapeles = practicaConDocumentacion(estado);
  const suyos = entregados.filter((d) => d.idPractica === p.id);
  const porRequerido = new Map(suyos.map((d) => [d.idDocumentoRequerido, d] as const));
  const enlacePropio = (d: FilaEntregadoAlumno) =>
    d.aportadoPorTipo === 'alumno' ? enlace(e.descargaDocumentoPracticaAlumno.path, d.id) : null;
  return {
    idPractica: p.id,
    empresa: p.empresa,
    oferta: p.ofertaTitulo && p.ofertaUrl ? { titulo: p.ofertaTitulo, urlAcceso: p.ofertaUrl } : null,
    idPrograma: p.idPrograma,
    programa: p.programa,
    tipo,
    etiquetaTipo: etiquetasTipoPractica[tipo],
    estado,
    etiquetaEstado: etiquetasEstadoPractica[estado],
    fechaInicio: formatFecha(p.fechaInicio) ?? '',
    fechaFin: formatFecha(p.fechaFin) ?? '',
    tutor: { nombre: p.tutorEmpresaNombre, email: p.tutorEmpresaEmail, telefono: p.tutorEmpresaTelefono },
    tutorAcademico: { nombre: p.tutorAcademicoNombre, email: p.tutorAcademicoEmail },
    horasDia: numero(p.horasDia),
    numeroDiasSemana: p.diasSemana,
    tiempoDedicacionJornada: numero(p.dedicacion),
    horasTotales: p.horasTotales,
    tareas: p.tareas,
    necesitaDatos: necesitaDatos(p, hoy),
    admiteDocumentos: conPapeles && !bloqueado,
    documentos: conPapeles
      ? requeridos
          .filter((r) => aplica(r, p))
          .map((r) => {
            const d = porRequerido.get(r.id);
            return {
              idDocumentoRequerido: r.id,
              nombre: r.nombre,
              descripcion: r.descripcion,
              enlacePlantilla: r.idArchivoPlantilla ? enlace(e.descargaPlantillaPracticaAlumno.path, r.id) : null,
              estado: d ? ('aportado' as const) : ('pendiente' as const),
              entregado: d ? { id: d.id, nombre: d.nombre, fecha: formatFecha(d.creadoEn) ?? '', enlace: enlacePropio(d) } : null,
            };
          })
      : [],
    otrosDocumentos: suyos
      .filter((d) => d.idDocumentoRequerido === null && d.aportadoPorTipo === 'alumno')
      .reverse()
      .map((d) => ({
        id: d.id,
        nombre: d.nombre,
        fecha: formatFecha(d.creadoEn) ?? '',
        enlace: enlace(e.descargaDocumentoPracticaAlumno.path, d.id),
      })),
  };
}

/** Reads a stored file as a download; a file gone between the check and the read answers `faltante`. */
export async function leerFichero(storage: FileStorage, id: string | null, faltante: () => PortalError): Promise<FileAnswer> {
  const leido = id ? await storage.read(id) : null;
  if (!leido) throw faltante();
  return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
}
