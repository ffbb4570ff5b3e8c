import { practicasAlumnoEndpoints } from '@puente/contract/endpoints/practicas-alumno';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type DatoPractica,
  type FaltaDatosPractica,
  type PracticaAlumno,
  practicaConDocumentacion,
} from '@puente/contract/practicas-alumno';
import { pideSwift } from '@puente/contract/validation/datos-bancarios';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import { aplica, cabeceraPractica, detallePractica, enlace, estadoEfectivo } from '../../lib/practica';
import type {
  DatosPracticaFila,
  FilaEntregadoAlumno,
  FilaPracticaAlumno,
  FilaRequeridoAlumno,
} from './practicas-alumno.repository';

const e = practicasAlumnoEndpoints;

export function alumnoDe(caller: Caller): number {
  if (caller.tipo !== 'alumno') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

// Another student's internship answers like a missing one (45), so ids reveal nothing.
export const practicaNoEncontrada = () => rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'practica.noTuya');
export const documentoNoEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoNoTuyo');

/**
 * A paid internship needs the student's bank and social-security data
 * (decision 020): extracurricular ones carry a grant, and a programme with
 * funding pays its interns; only while proposed, accepted or under way.
 */
export function necesitaDatos(p: FilaPracticaAlumno, hoy: string): boolean {
  const estado = estadoEfectivo(p, hoy);
  const pagada = p.tipo === 'extracurricular' || Boolean(p.financiacion?.trim());
  return pagada && (estado === 'propuesta' || estado === 'aceptada' || estado === 'en_curso');
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

/** One internship as the student (and staff, for the student) read it. */
export function vistaPractica(
  p: FilaPracticaAlumno,
  requeridos: readonly FilaRequeridoAlumno[],
  entregados: readonly FilaEntregadoAlumno[],
  hoy: string,
  bloqueado: boolean,
): PracticaAlumno {
  const cabecera = cabeceraPractica(p, hoy);
  const conPapeles = practicaConDocumentacion(cabecera.estado);
  const suyos = entregados.filter((d) => d.idPractica === p.id);
  const porRequerido = new Map(suyos.map((d) => [d.idDocumentoRequerido, d] as const));
  const enlacePropio = (d: FilaEntregadoAlumno) =>
    d.aportadoPorTipo === 'alumno' ? enlace(e.descargaDocumentoPracticaAlumno.path, d.id) : null;
  return {
    idPractica: p.id,
    empresa: p.empresa,
    oferta: p.ofertaTitulo && p.ofertaUrl ? { titulo: p.ofertaTitulo, urlAcceso: p.ofertaUrl } : null,
    ...cabecera,
    ...detallePractica(p),
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
