import type { PublicBrand } from '@puente/contract/brand';
import type { ComponentType } from 'react';
import type { CatalogueArea } from '@/lib/i18n';

/**
 * Who may open a route: `publico` anyone; `invitado` only without a session
 * (login paths); `autenticado` any logged-in role; `alumno`/`empresa`/`gestor`
 * one role (`gestor`: the staff area under /gestion, with its own shell).
 */
export type Access = 'publico' | 'invitado' | 'autenticado' | 'alumno' | 'empresa' | 'gestor';

/** What a route's lazy loader resolves to: the screen as the module's default export. */
export interface ScreenModule {
  default: ComponentType;
}

/** How much of the shell wraps the screen. */
export type Chrome = 'full' | 'plain' | 'bare';

/**
 * One row of the registry. `N` is the union of the part's route names and `P`
 * of the parents it names; the index (route-table/index.ts) checks that every
 * parent of every part names a declared route, so a misspelt parent fails to compile.
 */
export interface RouteRow<N extends string, P extends string = N> {
  path: string;
  /** Key of the title and link name in i18n `routes.*`; en.json holds the English alias. Unique per row. */
  name: N;
  access: Access;
  /**
   * The screen's chunk. A new screen is one row: its path, its rules and this
   * import. A chunk that fails to download sends the user to /404 (route-error.tsx).
   */
  screen: () => Promise<ScreenModule>;
  /**
   * The feature catalogues (src/i18n/<area>/) its screen uses, loaded with it;
   * route-catalogues.test.ts checks them against the screen's imports.
   */
  catalogues?: readonly CatalogueArea[];
  /** Breadcrumb parent (a route name, of this part or another). */
  parent?: P;
  /** Brand condition; false sends the user home. */
  flag?: (brand: PublicBrand) => boolean;
  /**
   * full: shell with heading and breadcrumbs; plain: shell, the screen renders
   * its own heading; bare: no header or menu (maintenance, connection error).
   * Staff routes (`access: 'gestor'`) get the staff shell with the same meaning.
   */
  chrome?: Chrome;
}

/** Infers a part's names and parents as unions of literals from the rows themselves. */
export const defineRoutes = <const N extends string, const P extends string = never>(rows: readonly RouteRow<N, P>[]) => rows;

/** Brand conditions shared by several parts. */
export const eventos = (b: PublicBrand) => b.flags.hasEventos;
export const guias = (b: PublicBrand) => b.flags.hasGuiasOrientacion;
export const programas = (b: PublicBrand) => b.flags.hasProgramaPracticasActivo;
export const empleo = (b: PublicBrand) => !b.flags.withoutEmpleo;
