import type { Brand } from '@puente/contract/brand';
import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import type { MotivoNoInscripcion, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { PortalError } from '../../lib/portal-error';
import { camposPersonalesQueFaltan } from '../perfil-alumno/datos-personales';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import type { InscripcionRepository } from './inscripcion.repository';
import { comprobarInscripcion, type Rechazo } from './reglas-inscripcion';

export interface InscripcionDeps {
  repo: InscripcionRepository;
  perfil: Pick<PerfilAlumnoRepository, 'alumno' | 'estudios' | 'numEstudios'>;
  /** `cvObligatorio` and the personal fields it requires (rule 534/540). */
  brand: Pick<Brand, 'cvObligatorio' | 'campos'>;
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
    const ids = [...new Set(idsOferta)];
    const [alumno, estudios, numEstudios, activas, ofertas, estados, solapan, documentacion] = await Promise.all([
      this.deps.perfil.alumno(idAlumno),
      this.deps.perfil.estudios(idAlumno),
      this.deps.perfil.numEstudios(idAlumno),
      this.deps.repo.activas(idAlumno, ESTADOS_ACTIVOS),
      this.deps.repo.ofertas(ids),
      this.deps.repo.estados(idAlumno, ids),
      this.deps.repo.solapan(idAlumno, ids),
      this.deps.repo.documentacionAportada(idAlumno, ids),
    ]);
    if (!alumno) throw new PortalError(PortalCodes.SESION_PERDIDA);
    const hoy = hoyMadrid();
    const { brand } = this.deps;
    const cvObligatorio = brand.cvObligatorio ? { camposQueFaltan: camposPersonalesQueFaltan(brand.campos, alumno) } : null;
    const veredictos = new Map<number, Rechazo | null>();
    for (const [id, oferta] of ofertas) {
      veredictos.set(
        id,
        comprobarInscripcion({
          oferta,
          ...(tipoPedido ? { tipoPedido } : {}),
          alumno,
          estudios,
          numEstudios,
          cvObligatorio,
          estadoActual: estados.get(id) ?? null,
          activas,
          solapaPracticas: solapan.has(id),
          documentacionAportada: documentacion.has(id),
          hoy,
        }),
      );
    }
    return veredictos;
  }
}

/** The reason as the offer card and detail show it: its code and the catalogue's sentence in the reader's language. */
export function motivoNoInscripcion(rechazo: Rechazo | null | undefined, idioma: Idioma): MotivoNoInscripcion | null {
  if (!rechazo) return null;
  return { codigo: rechazo.code, mensaje: catalogueEntry(rechazo.code)[idioma].cuerpo };
}
