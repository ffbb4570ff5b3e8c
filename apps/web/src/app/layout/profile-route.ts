import type { SessionUserType } from '@/lib/session';
import type { RouteName } from '../route-table';

/** Where the greeting and the account menu lead: the user's own profile. Staff have no profile screen yet: their area's home. */
const profileRoutes: Record<SessionUserType, RouteName> = { Alumno: 'cv', Empresa: 'miPerfil', Gestor: 'gestion' };

export const profileRouteOf = (userType: SessionUserType | null): RouteName => profileRoutes[userType ?? 'Empresa'];
