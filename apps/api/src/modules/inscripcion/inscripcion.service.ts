import type { Brand } from '@puente/contract/brand';
import type { MotivoNoInscripcion, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { PortalError } from '../../lib/portal-error';
import { camposPersonalesQueFaltan } from '../perfil-alumno/datos-personales';
import type { ProgramasService } from '../programas/programas.service';
import type { CandidaturaPropia, InscripcionRepository } from './inscripcion.repository';
import { comprobarInscripcion, type Rechazo } from './reglas-inscripcion';

export interface InscripcionDeps {
  repo: InscripcionRepository;
  /** `cvObligatorio` and the personal fields it requires (rule 534/540). */
  brand: Pick<Brand, 'cvObligatorio' | 'campos'>;
  /** The conditions of an offer's programme (modules/programas evaluates them, in one place). */
  programas: Pick<ProgramasService, 'paraInscripcion' | 'elegibilidadEuropea'>;
}

/**
 * Whether a student may apply to offers, by the one rule function
 * (reglas-inscripcion.ts). Its own module so both the offer lists and detail
 * (modules/ofertas) and applying (modules/candidaturas) reach it without
 * either module depending on the other.
 */
export class InscripcionService {
  constructor(private readonly deps: InscripcionDeps) {}

  /**
   * The verdict for each offer: null when the student may apply, else the
   * first rule that fails. An id that matches no offer is left out of the map.
   */
  async comprobar(idAlumno: number, idsOferta: readonly number[], tipoPedido?: TipoOferta): Promise<Map<number, Rechazo | null>> {
    const conEstados = await this.conEstados(idAlumno, idsOferta, tipoPedido);
    return new Map([...conEstados].map(([id, v]) => [id, v.rechazo]));
  }

  /**
   * `comprobar` with the student's candidacy on each offer (null without
   * one), which the rules read anyway: an offer card and detail show both.
   */
  async conEstados(
    idAlumno: number,
    idsOferta: readonly number[],
    tipoPedido?: TipoOferta,
  ): Promise<Map<number, { rechazo: Rechazo | null; candidatura: CandidaturaPropia | null }>> {
    const ids = [...new Set(idsOferta)];
    const datos = await this.deps.repo.datos(idAlumno, ids);
    if (!datos) throw new PortalError(PortalCodes.SESION_PERDIDA);
    const { alumno, estudios, numEstudios, activas, ofertas } = datos;
    const programas = await this.deps.programas.paraInscripcion(
      idAlumno,
      ofertas.flatMap((o) => (o.idPrograma === null ? [] : [o.idPrograma])),
    );
    const hoy = hoyMadrid();
    const { brand } = this.deps;
    const cvObligatorio = brand.cvObligatorio ? { camposQueFaltan: camposPersonalesQueFaltan(brand.campos, alumno) } : null;
    const veredictos = new Map<number, { rechazo: Rechazo | null; candidatura: CandidaturaPropia | null }>();
    for (const oferta of ofertas) {
      const delPrograma = oferta.idPrograma === null ? null : (programas.get(oferta.idPrograma) ?? null);
      const veredicto = comprobarInscripcion({
        oferta,
        ...(tipoPedido ? { tipoPedido } : {}),
        alumno,
        estudios,
        numEstudios,
        cvObligatorio,
        estadoActual: oferta.candidatura?.estado ?? null,
        activas,
        solapaPracticas: oferta.solapa,
        documentacionAportada: oferta.documentacion,
        hoy,
      });
      // The offer's own rules first; then its programme's (92, 91, 93, 96, 99, 106, 542 or 80), with their message.
      const rechazo = veredicto ?? (delPrograma ? { code: delPrograma.code, mensaje: delPrograma.mensaje } : null);
      veredictos.set(oferta.id, { rechazo, candidatura: oferta.candidatura });
    }
    return veredictos;
  }

  /**
   * What only applying checks, after `comprobar` passed: a European
   * programme's external eligibility (spec §7). Null when it passes, is not
   * configured or the offer has no such programme.
   */
  async elegibilidad(idAlumno: number, idOferta: number): Promise<Rechazo | null> {
    const oferta = (await this.deps.repo.ofertas([idOferta])).get(idOferta);
    if (!oferta || oferta.idPrograma === null) return null;
    const r = await this.deps.programas.elegibilidadEuropea(idAlumno, oferta.idPrograma);
    return r ? { code: r.code, mensaje: r.mensaje } : null;
  }
}

/** The reason as the offer card and detail show it: its code and the catalogue's sentence in the reader's language. */
export function motivoNoInscripcion(rechazo: Rechazo | null | undefined, idioma: Idioma): MotivoNoInscripcion | null {
  if (!rechazo) return null;
  // A programme's condition names what fails, in Spanish; other readers get the catalogue's sentence.
  const propio = idioma === 'es' ? rechazo.mensaje : undefined;
  return { codigo: rechazo.code, mensaje: propio ?? catalogueEntry(rechazo.code)[idioma].cuerpo };
}
