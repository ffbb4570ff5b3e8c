import {
  type ACCIONES_LECTURA_CV,
  type AlumnoGestion,
  type AlumnoGestionFila,
  ESTADOS_ALUMNO,
  type EstadoAlumno,
  type FiltroAlumnosGestion,
  type OrdenAlumnosGestion,
} from '@puente/contract/alumnos-gestion';
import { type EstadoCandidatura, etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Pagina } from '@puente/contract/paginas';
import { permite } from '@puente/contract/permisos';
import { estadoEfectivoPractica } from '@puente/contract/practicas-alumno';
import type { EstadoPractica } from '@puente/contract/practicas-empresa';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { AlumnosGestionRepository, FilaAlumnoGestion } from './alumnos-gestion.repository';
import type { BajasGestionRepository } from './bajas-gestion.repository';
import { vistaSolicitudBaja } from './bajas-gestion.service';

/** How many notifications and CV reads a student's page shows. */
export const NOTIFICACIONES_FICHA = 50;
export const LECTURAS_CV_FICHA = 100;

const estadoAlumno = (estado: string): EstadoAlumno =>
  (ESTADOS_ALUMNO as readonly string[]).includes(estado) ? (estado as EstadoAlumno) : 'sin_acceso';

const fila = (a: FilaAlumnoGestion): AlumnoGestionFila => {
  const titulaciones = a.titulaciones ?? [];
  return {
    idAlumno: a.id,
    nombre: a.nombre,
    apellido1: a.apellido1,
    apellido2: a.apellido2,
    dni: a.dni,
    email: a.email,
    estado: estadoAlumno(a.estado),
    titulacion: titulaciones[0] ?? null,
    otrasTitulaciones: Math.max(0, titulaciones.length - 1),
    practicas: Number(a.practicas),
    fechaAlta: a.creadoEn.toISOString(),
  };
};

const numeroONull = (v: string | null) => (v === null ? null : Number(v));

/**
 * The staff's read of the students (issue 25, practicas:leer): a keyset-paged
 * list searched by name, DNI or e-mail, and one student's page with every
 * record the university holds about them. A survey's answers are never read;
 * a submission is listed only when it names the student (an anonymous one
 * names nobody). Reading the page is not reading the CV: the CV has its own
 * audited endpoint (cvAlumno), which the page's reads list.
 */
export class AlumnosGestionService {
  constructor(
    private readonly deps: {
      repo: AlumnosGestionRepository;
      bajas: Pick<BajasGestionRepository, 'deAlumno'>;
      notificaciones: Pick<NotificacionesService, 'enviadas'>;
      ahora: () => Date;
    },
  ) {}

  async lista(
    caller: Caller,
    input: FiltroAlumnosGestion & { orden?: OrdenAlumnosGestion | undefined; cursor?: string | undefined; tamano: number },
  ): Promise<Pagina<AlumnoGestionFila>> {
    requireAccess(caller, 'practicas:leer');
    const { orden, cursor, tamano, ...filtro } = input;
    const recientes = orden === 'recientes';
    // By name the cursor names the last row (its key is read back from it); by date it carries the key.
    const desde = leerCursor(cursor, recientes ? 'fecha' : 'numero');
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(filtro, recientes, desde?.clave ?? null, tamano + 1),
      desde ? desde.total : this.deps.repo.total(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (a) => (recientes ? [a.claveCreado, a.id] : [a.id, a.id]), total);
    return { items: items.map(fila), ...resto };
  }

  async ficha(caller: Caller, idAlumno: number, idioma: Idioma): Promise<AlumnoGestion> {
    requireAccess(caller, 'practicas:leer');
    const { repo } = this.deps;
    const encontrado = await repo.alumno(idAlumno, idioma);
    if (!encontrado) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'alumno.noExiste');
    const leeBajas = permite(caller.permisos ?? [], 'administracion:leer');
    const [expediente, candidaturas, practicas, programas, eventos, encuestas, notificaciones, lecturas, bajas] =
      await Promise.all([
        repo.expediente(idAlumno),
        repo.candidaturas(idAlumno),
        repo.practicas(idAlumno),
        repo.programas(idAlumno),
        repo.eventos(idAlumno),
        repo.encuestasContestadas(idAlumno),
        this.deps.notificaciones.enviadas('alumno', idAlumno, idioma, NOTIFICACIONES_FICHA),
        repo.lecturasCv(idAlumno, LECTURAS_CV_FICHA),
        leeBajas ? this.deps.bajas.deAlumno(idAlumno) : Promise.resolve(null),
      ]);
    const a = encontrado.alumno;
    const hoy = hoyMadrid(this.deps.ahora());
    return {
      idAlumno: a.id,
      estado: estadoAlumno(a.estado),
      mensajeBloqueo: a.mensajeBloqueo,
      fechaAlta: a.creadoEn.toISOString(),
      personales: {
        nombre: a.nombre,
        apellido1: a.apellido1,
        apellido2: a.apellido2,
        dni: a.dni,
        email: a.email,
        telefono: a.telefono,
        fechaNacimiento: a.fechaNacimiento,
        direccion: a.direccion,
        provincia: encontrado.provincia,
        nacionalidad: encontrado.nacionalidad,
        deLaUniversidad: a.deLaUniversidad,
        conPracticas: a.conPracticas,
        conEmpleo: a.conEmpleo,
        busquedaPracticasActiva: a.busquedaPracticasActiva,
        busquedaEmpleoActiva: a.busquedaEmpleoActiva,
        comunicacionesEmail: a.comunicacionesEmail,
        tieneFoto: a.idArchivoFoto !== null,
      },
      expediente: expediente.map(({ expediente: x, titulacion }) => ({
        idTitulacion: x.idTitulacion,
        titulacion,
        finalizado: x.finalizado,
        fechaInicio: x.fechaInicio,
        fechaFin: x.fechaFin,
        creditosSuperados: x.creditosSuperados,
        notaMedia: numeroONull(x.notaMedia),
      })),
      candidaturas: candidaturas.map((c) => ({
        idCandidatura: c.id,
        idOferta: c.idOferta,
        titulo: c.titulo,
        empresa: c.empresa,
        estado: c.estado,
        Estado: etiquetasEstadoCandidatura[c.estado as EstadoCandidatura]?.[idioma] ?? String(c.estado),
        fecha: c.creadoEn.toISOString(),
      })),
      practicas: practicas.map((p) => ({
        idPractica: p.id,
        empresa: p.empresa,
        tipo: p.tipo,
        estado: estadoEfectivoPractica(p.estado as EstadoPractica, p.fechaFin, hoy),
        fechaInicio: p.fechaInicio,
        fechaFin: p.fechaFin,
        programa: p.programa,
      })),
      programas: programas.map((p) => ({
        idPrograma: p.idPrograma,
        titulo: p.titulo,
        estado: p.estado,
        fecha: p.creadoEn.toISOString(),
      })),
      eventos: eventos.map((e) => ({
        idEvento: e.idEvento,
        titulo: e.titulo,
        fecha: e.fecha.toISOString(),
        estado: e.estado,
        inscritoEn: e.inscritoEn.toISOString(),
      })),
      encuestas,
      notificaciones: notificaciones.map((n) => ({
        idNotificacion: n.idNotificacion,
        titulo: n.titulo,
        texto: n.texto,
        fecha: n.fecha,
        leida: n.leida,
        importante: n.Importante,
      })),
      lecturasCv: lecturas.map((l) => {
        const deEmpresa = l.actorTipo === 'empresa' || l.comoTipo === 'empresa';
        return {
          id: Number(l.id),
          fecha: l.creadoEn.toISOString(),
          accion: l.accion as (typeof ACCIONES_LECTURA_CV)[number],
          lector: {
            tipo: deEmpresa ? ('empresa' as const) : ('gestor' as const),
            nombre: deEmpresa ? l.contacto : l.gestor,
            empresa: l.empresa?.id ? { id: l.empresa.id, nombre: l.empresa.nombre } : null,
            gestorComo: deEmpresa && l.actorTipo === 'gestor' ? l.gestor : null,
          },
        };
      }),
      solicitudesBaja: bajas ? bajas.map(vistaSolicitudBaja) : null,
    };
  }
}
