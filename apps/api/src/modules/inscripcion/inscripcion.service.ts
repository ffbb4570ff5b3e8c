import type { Brand } from '@puente/contract/brand';
import type { MotivoNoInscripcion, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { MicroCache } from '../../lib/micro-cache';
import { rechazo, textoDeRechazo } from '../../lib/portal-error';
import { camposPersonalesQueFaltan } from '../perfil-alumno/datos-personales';
import type { ProgramasService } from '../programas/programas.service';
import { CacheHastaEscritura } from './cache-hasta-escritura';
import type { CandidaturaPropia, DatosAlumno, InscripcionRepository, ReglasOferta } from './inscripcion.repository';
import { comprobarInscripcion, type Rechazo, solapaConSeleccionadas } from './reglas-inscripcion';

export interface InscripcionDeps {
  repo: InscripcionRepository;
  /** `cvObligatorio` and the personal fields it requires (rule 534/540). */
  brand: Pick<Brand, 'cvObligatorio' | 'campos'>;
  /** The conditions of an offer's programme (modules/programas evaluates them, in one place). */
  programas: Pick<ProgramasService, 'paraInscripcion' | 'elegibilidadEuropea'>;
  /** How long the offers' side of the rules is shared between students for cards and details (0 turns it off). */
  cacheMs: number;
  /**
   * The embedded database's write version (`Database.escrituras`): when given,
   * the student's side of the rules for cards and details is kept until the
   * next write (decision 055). Absent on PostgreSQL and with CACHES=off.
   */
  escrituras?: () => number;
}

/** The verdict on one offer (null: the student may apply) with the student's own candidacy on it. */
export interface VeredictoOferta {
  rechazo: Rechazo | null;
  candidatura: CandidaturaPropia | null;
}

/**
 * Whether a student may apply to offers, by the one rule function
 * (reglas-inscripcion.ts). Its own module so both the offer lists and detail
 * (modules/ofertas) and applying (modules/candidaturas) reach it without
 * either module depending on the other.
 */
export class InscripcionService {
  /** The offers' side, the same for every student; keyed by the page's ids. */
  private readonly reglasCompartidas: MicroCache<ReglasOferta[]>;
  /** The student's side and their programmes' verdicts, until the embedded database is written; null otherwise. */
  private readonly delAlumno: {
    datos: CacheHastaEscritura<DatosAlumno | null>;
    programas: CacheHastaEscritura<Map<number, Rechazo | null>>;
  } | null;

  constructor(private readonly deps: InscripcionDeps) {
    this.reglasCompartidas = new MicroCache(deps.cacheMs, { nombre: 'inscripcion.reglas' });
    this.delAlumno = deps.escrituras
      ? {
          datos: new CacheHastaEscritura(deps.escrituras, { nombre: 'inscripcion.alumno' }),
          programas: new CacheHastaEscritura(deps.escrituras, { nombre: 'inscripcion.programas' }),
        }
      : null;
  }

  /**
   * The verdict for each offer: null when the student may apply, else the
   * first rule that fails. An id that matches no offer is left out of the map.
   * Reads everything fresh: applying asks it.
   */
  async comprobar(idAlumno: number, idsOferta: readonly number[], tipoPedido?: TipoOferta): Promise<Map<number, Rechazo | null>> {
    const ids = [...new Set(idsOferta)];
    const veredictos = await this.evaluar(idAlumno, await this.deps.repo.reglas(ids), tipoPedido, false);
    return new Map([...veredictos].map(([id, v]) => [id, v.rechazo]));
  }

  /**
   * What an offer card and detail show: the verdict and the student's own
   * candidacy on each offer. The offers' side of the rules (state, deadline,
   * requirements, degrees) is shared for a couple of seconds like the lists
   * (decision 006); the student's side is read on every call on PostgreSQL,
   * and kept until the next write on the embedded database (decision 055).
   */
  async conEstados(idAlumno: number, idsOferta: readonly number[]): Promise<Map<number, VeredictoOferta>> {
    const ids = [...new Set(idsOferta)];
    const reglas = await this.reglasCompartidas.get(ids.join(','), () => this.deps.repo.reglas(ids));
    return this.evaluar(idAlumno, reglas, undefined, true);
  }

  private async evaluar(
    idAlumno: number,
    ofertas: readonly ReglasOferta[],
    tipoPedido: TipoOferta | undefined,
    compartir: boolean,
  ): Promise<Map<number, VeredictoOferta>> {
    const idsOferta = ofertas.map((o) => o.id);
    const idsPrograma = [...new Set(ofertas.flatMap((o) => (o.idPrograma === null ? [] : [o.idPrograma])))];
    const hoy = hoyMadrid();
    const cache = compartir ? this.delAlumno : null;
    const leerDatos = () => this.deps.repo.alumno(idAlumno, idsOferta);
    const datos = await (cache ? cache.datos.get(`${idAlumno}|${idsOferta.join(',')}`, leerDatos) : leerDatos());
    if (!datos) throw rechazo(PortalCodes.SESION_PERDIDA);
    const { alumno, estudios, numEstudios, activas } = datos;
    const leerProgramas = () => this.deps.programas.paraInscripcion(idAlumno, idsPrograma);
    // A programme's conditions compare dates with today: the day is part of the key.
    const programas = await (cache && idsPrograma.length > 0
      ? cache.programas.get(`${idAlumno}|${idsPrograma.join(',')}|${hoy}`, leerProgramas)
      : leerProgramas());
    const { brand } = this.deps;
    const cvObligatorio = brand.cvObligatorio ? { camposQueFaltan: camposPersonalesQueFaltan(brand.campos, alumno) } : null;
    const veredictos = new Map<number, VeredictoOferta>();
    for (const oferta of ofertas) {
      const candidatura = datos.candidaturas.get(oferta.id) ?? null;
      const delPrograma = oferta.idPrograma === null ? null : (programas.get(oferta.idPrograma) ?? null);
      const veredicto = comprobarInscripcion({
        oferta,
        ...(tipoPedido ? { tipoPedido } : {}),
        alumno,
        estudios,
        numEstudios,
        cvObligatorio,
        estadoActual: candidatura?.estado ?? null,
        activas,
        solapaPracticas: solapaConSeleccionadas(oferta, datos.seleccionadas),
        documentacionAportada: datos.documentacion.has(oferta.id),
        hoy,
      });
      // The offer's own rules first; then its programme's (92, 91, 93, 96, 99, 106, 542 or 80), with their message.
      const rechazo = veredicto ?? (delPrograma ? { code: delPrograma.code, texto: delPrograma.texto } : null);
      veredictos.set(oferta.id, { rechazo, candidatura });
    }
    return veredictos;
  }

  /**
   * What only applying checks, after `comprobar` passed: a European
   * programme's external eligibility (spec §7). Null when it passes, is not
   * configured or the offer has no such programme.
   */
  async elegibilidad(idAlumno: number, idOferta: number): Promise<Rechazo | null> {
    const [oferta] = await this.deps.repo.reglas([idOferta]);
    if (!oferta || oferta.idPrograma === null) return null;
    const r = await this.deps.programas.elegibilidadEuropea(idAlumno, oferta.idPrograma);
    return r ? { code: r.code, texto: r.texto } : null;
  }
}

/** The reason as the offer card and detail show it: its code and the catalogue's sentence in the reader's language. */
export function motivoNoInscripcion(rechazo: Rechazo | null | undefined, idioma: Idioma): MotivoNoInscripcion | null {
  if (!rechazo) return null;
  // A programme's condition names what fails; otherwise the catalogue's sentence. Both in the reader's language.
  return { codigo: rechazo.code, mensaje: textoDeRechazo(rechazo.code, rechazo.texto ?? null, idioma) };
}
