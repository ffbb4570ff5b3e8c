import type { EstadoSolicitudBaja, ResolverSolicitudBajaDatos, SolicitudBaja } from '@puente/contract/alumnos-gestion';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { SupresionService } from '../datos-personales/supresion.service';
import type { BajasGestionRepository, FilaSolicitudBaja } from './bajas-gestion.repository';

/** The basis recorded for an acceptance when staff give none: the right to erasure itself. */
export const BASE_LEGAL_SUPRESION = 'RGPD art. 17.1: derecho de supresión ejercido por el interesado';

export function vistaSolicitudBaja(f: FilaSolicitudBaja): SolicitudBaja {
  const s = f.solicitud;
  const estado: EstadoSolicitudBaja = s.resultado ?? (s.atendidaEn ? 'aceptada' : 'pendiente');
  return {
    idSolicitud: s.id,
    idAlumno: s.idAlumno,
    nombre: f.nombre,
    email: f.email,
    motivo: s.motivo,
    creadoEn: s.creadoEn.toISOString(),
    estado,
    resolucion: s.atendidaEn ? { fecha: s.atendidaEn.toISOString(), gestor: f.gestor, baseLegal: s.baseLegal } : null,
  };
}

/**
 * Students' deregistration requests (solicitarBajaServicio) as staff with
 * administración handle them. Accepting closes the account at once (its
 * sessions end as a block ends them) and erases the personal data but what
 * the university must keep, blocked (SupresionService, decision 046); refusing
 * needs the legal basis for keeping it. Either way the decision is recorded
 * (who, when, outcome, basis), audited with ids only, and mailed to the
 * student in the language they asked in.
 */
export class BajasGestionService {
  constructor(
    private readonly deps: {
      repo: BajasGestionRepository;
      audit: Pick<AuditService, 'record'>;
      correo: Pick<CorreoService, 'encolar'>;
      supresion: Pick<SupresionService, 'suprimirAlumno'>;
      sessions: Pick<SessionService, 'forgetUser'>;
      withTransaction: WithTransaction;
    },
  ) {}

  async lista(
    caller: Caller,
    input: { estado?: EstadoSolicitudBaja | undefined; cursor?: string | undefined; tamano: number },
  ): Promise<Pagina<SolicitudBaja>> {
    requireAccess(caller, 'administracion:leer');
    const estado = input.estado ?? 'pendiente';
    const desde = leerCursor(input.cursor, 'fecha');
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(estado, desde?.clave ?? null, input.tamano + 1),
      desde ? desde.total : this.deps.repo.total(estado),
    ]);
    const { items, ...resto } = cortarPagina(filas, input.tamano, (f) => [f.claveCreado, f.solicitud.id], total);
    return { items: items.map(vistaSolicitudBaja), ...resto };
  }

  async resolver(caller: Caller, datos: ResolverSolicitudBajaDatos) {
    requireAccess(caller, 'administracion:cambiar');
    const { repo, audit, correo, supresion } = this.deps;
    const resultado = datos.aceptar ? ('aceptada' as const) : ('rechazada' as const);
    const hecho = await this.deps.withTransaction(async () => {
      const fila = await repo.paraResolver(datos.id);
      if (!fila) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'baja.noExiste');
      const { solicitud, alumno } = fila;
      if (solicitud.atendidaEn || solicitud.resultado) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'baja.yaResuelta');
      // The mail goes to the address the account has now, before the erasure takes it away.
      const aviso = { para: alumno.email, idioma: solicitud.idioma };
      if (datos.aceptar) {
        await correo.encolar(caller, { ...aviso, plantilla: 'bajaAceptada', datos: { nombre: alumno.nombre } });
        const { borrado, conservado, bloqueado } = await supresion.suprimirAlumno(alumno.id);
        await repo.registrarDecision(solicitud.id, {
          resultado,
          idGestor: caller.id,
          baseLegal: datos.motivo ?? BASE_LEGAL_SUPRESION,
          borrarMotivo: true,
        });
        await audit.record(caller, {
          accion: 'baja.aceptada',
          entidad: 'alumno',
          entidadId: alumno.id,
          detalle: {
            idSolicitud: solicitud.id,
            borrado,
            conservado,
            bloqueado,
          },
        });
      } else {
        const motivo = datos.motivo as string;
        await repo.registrarDecision(solicitud.id, { resultado, idGestor: caller.id, baseLegal: motivo, borrarMotivo: false });
        await correo.encolar(caller, { ...aviso, plantilla: 'bajaRechazada', datos: { nombre: alumno.nombre, motivo } });
        // The basis stays in the decision record; the audit row names the request only.
        await audit.record(caller, {
          accion: 'baja.rechazada',
          entidad: 'alumno',
          entidadId: alumno.id,
          detalle: { idSolicitud: solicitud.id },
        });
      }
      return { idSolicitud: solicitud.id, idAlumno: alumno.id, estado: resultado };
    });
    // This copy forgets the student's cached sessions now; the others within their cache's two seconds.
    if (datos.aceptar) this.deps.sessions.forgetUser('alumno', hecho.idAlumno);
    return hecho;
  }
}
