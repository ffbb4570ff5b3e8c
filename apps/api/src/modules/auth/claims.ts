import type { Caller } from '../../lib/caller';
import type { TokenClaims } from './tokens';

/** The claims of a new token for the same session (after RGPD acceptance or a password change). */
export function claimsOf(caller: Caller): TokenClaims {
  return {
    sub: String(caller.id),
    role: caller.tipo,
    unique_name: caller.nombre,
    family_name: caller.apellidos,
    ...(caller.idEmpresa ? { idEmpresa: caller.idEmpresa } : {}),
    ...(caller.actor ? { act: { sub: String(caller.actor.id), role: 'gestor' as const } } : {}),
    ...(caller.loggedby ? { loggedby: caller.loggedby } : {}),
  };
}

export const nombreCompleto = (a: { apellido1: string; apellido2: string | null }) =>
  [a.apellido1, a.apellido2].filter(Boolean).join(' ');
