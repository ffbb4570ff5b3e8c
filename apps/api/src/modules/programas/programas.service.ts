import type { Brand } from '@puente/contract/brand';
import { ESTADOS_ACTIVOS } from '@puente/contract/candidaturas';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { DetallePrograma, EstadoAdhesion, Participacion, ProgramaPublico } from '@puente/contract/programas';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo, rechazoDe, texto, textoDeRechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import {
  type AlumnoCondiciones,
  type Condicion,
  condicionesDe,
  type Rechazo,
  veredictoAdhesion,
  veredictoInscripcion,
  vistaCondicion,
} from './condiciones';
import type { ComprobadorElegibilidad } from './elegibilidad';
import type { FilaPrograma, ProgramasRepository } from './programas.repository';
import { noEncontrado, vistaPublica } from './programas-comun';

export interface ProgramasDeps {
  repo: ProgramasRepository;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  marca: Pick<Brand, 'id' | 'nombre' | 'adhesionProgramas'>;
  elegibilidad: ComprobadorElegibilidad;
  ahora: () => Date;
}

const motivo = (r: Rechazo, idioma: Idioma) => ({ codigo: r.code, mensaje: textoDeRechazo(r.code, r.texto, idioma) });

/**
 * Internship programmes for the portal: the public list, each role's view
 * with the programme's conditions for the reader, the adhesions, and the
 * checks applying to an offer of a programme needs (`paraInscripcion`,
 * `elegibilidadEuropea`), which InscripcionService calls. Every condition is
 * evaluated by condiciones.ts; an inactive or unknown programme is 63 alike.
 * Staff's management is ProgramasGestionService's, on the same repository.
 */
export class ProgramasService {
  constructor(private readonly deps: ProgramasDeps) {}

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  private async programaActivo(id: number) {
    const p = await this.deps.repo.programa(id, true);
    if (!p) throw noEncontrado();
    return p;
  }

  /** What the conditions read of the student, for every programme at once. */
  private async datosAlumno(idAlumno: number) {
    const { repo } = this.deps;
    const [estudios, adhesiones, conCandidaturas] = await Promise.all([
      repo.estudios(idAlumno),
      repo.adhesionesAlumno(idAlumno),
      repo.programasConCandidaturas(idAlumno, ESTADOS_ACTIVOS),
    ]);
    return (idPrograma: number): AlumnoCondiciones => ({
      estudios,
      estadoAdhesion: adhesiones.get(idPrograma) ?? null,
      programasConCandidaturas: conCandidaturas,
    });
  }

  private participacionAlumno(p: FilaPrograma, condiciones: Condicion[], estado: string | null, idioma: Idioma): Participacion {
    const estadoAdhesion = (estado as EstadoAdhesion | null) ?? null;
    if (estadoAdhesion === 'adherida') {
      const r = veredictoInscripcion(condiciones);
      return r
        ? { estadoAdhesion, puede: 'no', motivo: motivo(r, idioma) }
        : { estadoAdhesion, puede: 'inscribirse', motivo: null };
    }
    if (estadoAdhesion === 'solicitada') return { estadoAdhesion, puede: 'pendiente', motivo: null };
    if (estadoAdhesion === 'rechazada')
      return {
        estadoAdhesion,
        puede: 'no',
        motivo: motivo({ code: PortalCodes.ACCION_NO_PERMITIDA, texto: texto('programa.adhesionRechazadaAlumno') }, idioma),
      };
    if (p.requiereAdhesion) {
      const r = veredictoAdhesion(condiciones);
      return r
        ? { estadoAdhesion, puede: 'no', motivo: motivo(r, idioma) }
        : { estadoAdhesion, puede: 'adherirse', motivo: null };
    }
    const r = veredictoInscripcion(condiciones);
    return r
      ? { estadoAdhesion, puede: 'no', motivo: motivo(r, idioma) }
      : { estadoAdhesion, puede: 'inscribirse', motivo: null };
  }

  private participacionEmpresa(p: FilaPrograma, estado: string | null, idioma: Idioma): Participacion {
    const estadoAdhesion = (estado as EstadoAdhesion | null) ?? null;
    if (estadoAdhesion === 'adherida') return { estadoAdhesion, puede: 'inscribirse', motivo: null };
    if (estadoAdhesion === 'solicitada') return { estadoAdhesion, puede: 'pendiente', motivo: null };
    if (estadoAdhesion === 'rechazada')
      return {
        estadoAdhesion,
        puede: 'no',
        motivo: motivo({ code: PortalCodes.ACCION_NO_PERMITIDA, texto: texto('programa.adhesionRechazadaEmpresa') }, idioma),
      };
    const r = this.rechazoEmpresa(p);
    return r ? { estadoAdhesion, puede: 'no', motivo: motivo(r, idioma) } : { estadoAdhesion, puede: 'adherirse', motivo: null };
  }

  private rechazoEmpresa(p: FilaPrograma): Rechazo | null {
    if (!this.deps.marca.adhesionProgramas)
      return { code: PortalCodes.ACCION_NO_PERMITIDA, texto: texto('programa.sinAdhesionEmpresas') };
    if (p.plazo !== null && p.plazo < this.hoy())
      return { code: PortalCodes.PLAZO_VENCIDO, texto: texto('programa.plazoTerminado', { fecha: formatFecha(p.plazo) ?? '' }) };
    return null;
  }

  // ─── Lists and detail ────────────────────────────────────────────────────

  /** `programasPracticasActivos` (anonymous): public fields only. */
  async activos(): Promise<ProgramaPublico[]> {
    return (await this.deps.repo.activos()).map(vistaPublica);
  }

  async activosAlumno(caller: Caller, idioma: Idioma = 'es') {
    const [programas, datos] = await Promise.all([this.deps.repo.activos(), this.datosAlumno(caller.id)]);
    const hoy = this.hoy();
    return programas.map((p) => {
      const alumno = datos(p.id);
      const condiciones = condicionesDe(p.id, p, alumno, hoy);
      return { ...vistaPublica(p), participacion: this.participacionAlumno(p, condiciones, alumno.estadoAdhesion, idioma) };
    });
  }

  async activosEmpresa(caller: Caller, idioma: Idioma = 'es') {
    const idEmpresa = empresaDe(caller);
    const [programas, adhesiones] = await Promise.all([this.deps.repo.activos(), this.deps.repo.adhesionesEmpresa(idEmpresa)]);
    return programas.map((p) => ({
      ...vistaPublica(p),
      participacion: this.participacionEmpresa(p, adhesiones.get(p.id) ?? null, idioma),
    }));
  }

  private async ofertas(idPrograma: number) {
    return (await this.deps.repo.ofertasPublicadas(idPrograma, this.hoy())).map((o) => ({
      idPerfil: o.idPerfil,
      titulo: o.titulo,
      empresa: o.empresa,
      urlAcceso: o.urlAcceso,
      fecha: formatFecha(o.fechaPublicacion ?? o.creadoEn) ?? '',
      provincia: o.provincia,
    }));
  }

  async detalleAlumno(caller: Caller, id: number, idioma: Idioma = 'es'): Promise<DetallePrograma> {
    const p = await this.programaActivo(id);
    const alumno = (await this.datosAlumno(caller.id))(p.id);
    const condiciones = condicionesDe(p.id, p, alumno, this.hoy());
    return {
      ...vistaPublica(p),
      participacion: this.participacionAlumno(p, condiciones, alumno.estadoAdhesion, idioma),
      condiciones: condiciones.map(vistaCondicion),
      ofertas: await this.ofertas(p.id),
    };
  }

  /** A company reads the students' conditions as information (`cumple` null) and its own adhesion. */
  async detalleEmpresa(caller: Caller, id: number, idioma: Idioma = 'es'): Promise<DetallePrograma> {
    const idEmpresa = empresaDe(caller);
    const p = await this.programaActivo(id);
    const adhesiones = await this.deps.repo.adhesionesEmpresa(idEmpresa);
    return {
      ...vistaPublica(p),
      participacion: this.participacionEmpresa(p, adhesiones.get(p.id) ?? null, idioma),
      condiciones: condicionesDe(p.id, p, null, this.hoy()).map(vistaCondicion),
      ofertas: await this.ofertas(p.id),
    };
  }

  // ─── Adhesions ───────────────────────────────────────────────────────────

  /**
   * `solicitaAdhesionPrograma` → 523 joined (no approval needed) or 533
   * requested. 63; 65 a programme that needs none; 64 already asked (also
   * when two requests cross: the primary key decides); 92; the failing
   * condition's code, or 80 listing several.
   */
  async adhesionAlumno(caller: Caller, id: number) {
    const p = await this.programaActivo(id);
    if (!p.requiereAdhesion) throw rechazo(PortalCodes.PROGRAMA_SIN_ADHESION, 'programa.sinAdhesion');
    const alumno = (await this.datosAlumno(caller.id))(p.id);
    if (alumno.estadoAdhesion !== null) throw yaSolicitada();
    const r = veredictoAdhesion(condicionesDe(p.id, p, alumno, this.hoy()));
    if (r) throw rechazoDe(r.code, r.texto);
    const estado: EstadoAdhesion = p.adhesionConValidacion ? 'solicitada' : 'adherida';
    const { repo, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      if (!(await repo.adherirAlumno(p.id, caller.id, estado === 'adherida' ? 'adherida' : 'solicitada'))) throw yaSolicitada();
      await audit.record(caller, { accion: `programa.adhesion.${estado}`, entidad: 'programa', entidadId: p.id });
    });
    return notice(estado === 'adherida' ? PortalCodes.ADHESION_REALIZADA : PortalCodes.ADHESION_SOLICITADA, {
      idPrograma: p.id,
      estado,
    });
  }

  /** `solicitaAhesionPrograma` (the spec's spelling) → 533; 63, 48 without the brand's adhesions, 64, 92. */
  async adhesionEmpresa(caller: Caller, id: number) {
    const idEmpresa = empresaDe(caller);
    const p = await this.programaActivo(id);
    const r = this.rechazoEmpresa(p);
    if (r) throw rechazoDe(r.code, r.texto);
    const { repo, audit, withTransaction } = this.deps;
    await withTransaction(async () => {
      if (!(await repo.adherirEmpresa(p.id, idEmpresa))) throw yaSolicitada();
      await audit.record(caller, { accion: 'programa.adhesionEmpresa.solicitada', entidad: 'programa', entidadId: p.id });
    });
    return notice(PortalCodes.ADHESION_SOLICITADA, { idPrograma: p.id, estado: 'solicitada' as const });
  }

  // ─── Applying to an offer of a programme (InscripcionService) ─────────────

  /** The programme verdict for each programme id (null: may apply); an inactive programme takes no applications (63). */
  async paraInscripcion(idAlumno: number, idsPrograma: readonly number[]): Promise<Map<number, Rechazo | null>> {
    const ids = [...new Set(idsPrograma)];
    const salida = new Map<number, Rechazo | null>();
    if (ids.length === 0) return salida;
    const datos = await this.datosAlumno(idAlumno);
    const hoy = this.hoy();
    for (const id of ids) {
      const p = await this.deps.repo.programa(id, false);
      if (!p?.activo) {
        salida.set(id, { code: PortalCodes.PROGRAMA_NO_ENCONTRADO, texto: texto('programa.ofertaNoActivo') });
        continue;
      }
      salida.set(id, veredictoInscripcion(condicionesDe(p.id, p, datos(p.id), hoy)));
    }
    return salida;
  }

  /**
   * The external check of a European programme, only when applying: null
   * when it passes or is not configured; 80 with the reason when the student
   * is not eligible; 1 asking to retry when the service is down (nothing was
   * created yet, so the application is not lost).
   */
  async elegibilidadEuropea(idAlumno: number, idPrograma: number): Promise<Rechazo | null> {
    const p = await this.deps.repo.programa(idPrograma, false);
    if (!p?.europeo) return null;
    const dni = await this.deps.repo.dni(idAlumno);
    if (!dni) return null;
    const r = await this.deps.elegibilidad.comprobar(dni, this.deps.marca.id);
    if (r.tipo === 'no_elegible')
      return {
        code: PortalCodes.REQUISITOS_NO_CUMPLIDOS,
        texto: r.motivo
          ? texto('programa.noElegibleEuropeoMotivo', { programa: p.titulo, motivo: r.motivo })
          : texto('programa.noElegibleEuropeo', { programa: p.titulo }),
      };
    if (r.tipo === 'no_disponible')
      return {
        code: PortalCodes.ERROR_INESPERADO,
        texto: texto('programa.europeoNoDisponible'),
      };
    return null;
  }
}

const yaSolicitada = () => rechazo(PortalCodes.ADHESION_YA_SOLICITADA, 'programa.adhesionYaSolicitada');

function empresaDe(caller: Caller): number {
  if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.idEmpresa;
}
