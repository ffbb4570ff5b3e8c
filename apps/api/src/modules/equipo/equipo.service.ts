import type { CrearGestorDatos, EditarGestorDatos, Gestor, MiCuentaGestor } from '@puente/contract/equipo';
import { PortalCodes } from '@puente/contract/errors/codes';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { EquipoRepository, FilaGestor } from './equipo.repository';

export interface EquipoDeps {
  repo: EquipoRepository;
  audit: Pick<AuditService, 'record'>;
  sessions: Pick<SessionService, 'forgetUser'>;
  hashPassword: (plain: string) => Promise<string>;
  withTransaction: WithTransaction;
}

const vista = (g: FilaGestor): Gestor => ({ ...g, creadoEn: g.creadoEn.toISOString() });

/**
 * The staff team (decision 037): administración lists the members, adds one
 * with their permissions and first password, changes permissions, deactivates
 * or gives a new password. Every change is audited without the password. The
 * portal never loses its last active administrator (48).
 */
export class EquipoService {
  constructor(private readonly deps: EquipoDeps) {}

  /** The caller's own account; the permissions as the session check read them a moment ago. */
  async miCuenta(caller: Caller): Promise<MiCuentaGestor> {
    requireAccess(caller, 'personal');
    const g = await this.deps.repo.gestor(caller.id);
    if (!g) throw rechazo(PortalCodes.SIN_PERMISOS, 'permisos.recurso');
    const { id, nick, email, nombre, apellidos, permisos } = g;
    return { id, nick, email, nombre, apellidos, permisos };
  }

  async lista(caller: Caller): Promise<Gestor[]> {
    requireAccess(caller, 'administracion:leer');
    return (await this.deps.repo.lista()).map(vista);
  }

  async crear(caller: Caller, datos: CrearGestorDatos): Promise<Gestor> {
    requireAccess(caller, 'administracion:cambiar');
    const { password, ...resto } = datos;
    const passwordHash = await this.deps.hashPassword(password);
    return this.deps.withTransaction(async () => {
      const enUso = await this.deps.repo.enUso(resto.nick, resto.email);
      if (enUso.nick) throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'equipo.nickEnUso');
      if (enUso.email) throw rechazo(PortalCodes.EMAIL_YA_REGISTRADO);
      const nuevo = await this.deps.repo.crear({ ...resto, passwordHash });
      await this.deps.audit.record(caller, {
        accion: 'gestor.alta',
        entidad: 'gestor',
        entidadId: nuevo.id,
        detalle: { nick: nuevo.nick, permisos: nuevo.permisos },
      });
      return vista(nuevo);
    });
  }

  async editar(caller: Caller, datos: EditarGestorDatos): Promise<Gestor> {
    requireAccess(caller, 'administracion:cambiar');
    const passwordHash = datos.password ? await this.deps.hashPassword(datos.password) : undefined;
    const editado = await this.deps.withTransaction(async () => {
      const admins = await this.deps.repo.administradoresActivos();
      const antes = await this.deps.repo.gestor(datos.id);
      if (!antes) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'recurso.noExiste');
      const sigueAdmin = datos.activo && datos.permisos.includes('administracion');
      if (!sigueAdmin && admins.length === 1 && admins[0] === datos.id) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'equipo.ultimoAdministrador');
      }
      const cerrarSesiones = Boolean(passwordHash) || (antes.activo && !datos.activo);
      const despues = (await this.deps.repo.editar(datos.id, {
        permisos: datos.permisos,
        activo: datos.activo,
        cerrarSesiones,
        ...(passwordHash ? { passwordHash } : {}),
      })) as FilaGestor;
      await this.deps.audit.record(caller, {
        accion: 'gestor.edicion',
        entidad: 'gestor',
        entidadId: datos.id,
        detalle: {
          antes: { permisos: antes.permisos, activo: antes.activo },
          despues: { permisos: despues.permisos, activo: despues.activo },
          passwordNueva: Boolean(passwordHash),
        },
      });
      return { despues, cerrarSesiones };
    });
    // This copy forgets the member's cached sessions at once, and tells the others (CANAL_SESIONES).
    await this.deps.sessions.forgetUser('gestor', datos.id);
    return vista(editado.despues);
  }
}
