import type { Caller } from '../lib/caller';

/**
 * The caller the demo seed acts as when it goes through a service: a real
 * account's id and role, with no session behind it (`jti` names the seed in
 * the audit trail, `exp` 0). A staff caller holds administración: the seed
 * acts as the office's administrator would.
 */
export function llamanteSemilla(
  c: Pick<Caller, 'tipo' | 'id'> & Partial<Pick<Caller, 'idEmpresa' | 'nombre' | 'apellidos' | 'actor'>>,
): Caller {
  return {
    tipo: c.tipo,
    id: c.id,
    idEmpresa: c.idEmpresa ?? null,
    nombre: c.nombre ?? '',
    apellidos: c.apellidos ?? '',
    jti: 'semilla-demo',
    exp: 0,
    rgpdPendiente: false,
    actor: c.actor ?? null,
    ...(c.tipo === 'gestor' ? { permisos: ['administracion'] as const } : {}),
  };
}
