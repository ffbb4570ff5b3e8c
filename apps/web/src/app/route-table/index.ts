import { registerRoutes } from '../route-links';
import { rutasAlumno } from './alumno';
import { rutasComunes } from './comun';
import { rutasEmpresa } from './empresa';
import { rutasGestion } from './gestion';
import { rutasPublicas } from './publico';
import type { RouteRow } from './tipos';

export type { Access, Chrome, RouteRow, ScreenModule } from './tipos';

/*
 * Every route of spec §2, one file per audience: publico (anyone, the login
 * paths), comun (any logged-in role), alumno, empresa, gestion (the staff
 * area and its login). A new screen is one row
 * in its audience's file. Order matters only for readability: matching is by specificity.
 */
const partes = [rutasPublicas, rutasComunes, rutasAlumno, rutasEmpresa, rutasGestion] as const;
type Fila = (typeof partes)[number][number];

/** Every route name: `pathOf` and menu entries take only these, so a typo fails the type check. */
export type RouteName = Fila['name'];
export type RouteDef = RouteRow<RouteName>;

/** Compiles only while every part's parents name a declared route: a misspelt parent fails here. */
type ConPadresDeclarados<P extends RouteName> = P;
export type RoutePadre = ConPadresDeclarados<NonNullable<Fila['parent']>>;

export const routeTable: readonly RouteDef[] = partes.flat();

registerRoutes(routeTable);

/** Paths where the guard must not send anyone to maintenance (spec §4); staff sign in during it to switch it off. */
export const mantenimientoExempt = ['/mantenimiento', '/gma2019', '/login/gestion'];
