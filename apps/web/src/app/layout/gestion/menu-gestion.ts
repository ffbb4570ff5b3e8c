import { type PermisoEndpoint, type PermisoGestor, permite } from '@puente/contract/permisos';
import {
  BookOpen,
  BriefcaseBusiness,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  GraduationCap,
  History,
  Inbox,
  Layers,
  ListTree,
  type LucideIcon,
  Megaphone,
  Users,
  Wrench,
} from 'lucide-react';
import type { RouteName } from '../../route-table';

/** One staff area in the menu: its screen (the link and its name come from the route table), icon and permission. */
export interface EntradaGestion {
  route: RouteName;
  icon: LucideIcon;
  /** What the member must hold to see it: the permission its screen's first read asks for (`permite`). */
  permiso: PermisoEndpoint;
  /** i18n key under layout.gestion.secciones. */
  seccion: 'trabajo' | 'administracion';
}

/**
 * The staff menu as data, in its order. A new staff screen adds its route row
 * (route-table/gestion.ts) and one line here; the member sees it when their
 * permissions open it. Still to come, each with its line: Convenios
 * (`practicas:leer`), and the rest of Contenidos (`contenidos:leer`) beside
 * Comunicaciones and Guías.
 */
export const ENTRADAS_GESTION: readonly EntradaGestion[] = [
  { route: 'gestion', icon: Inbox, permiso: 'personal', seccion: 'trabajo' },
  { route: 'gestionEmpresas', icon: Building2, permiso: 'empresas:leer', seccion: 'trabajo' },
  { route: 'gestionOfertas', icon: BriefcaseBusiness, permiso: 'empresas:leer', seccion: 'trabajo' },
  { route: 'gestionAlumnos', icon: GraduationCap, permiso: 'practicas:leer', seccion: 'trabajo' },
  { route: 'gestionPracticas', icon: ClipboardCheck, permiso: 'practicas:leer', seccion: 'trabajo' },
  { route: 'gestionProgramas', icon: Layers, permiso: 'practicas:leer', seccion: 'trabajo' },
  { route: 'gestionComunicaciones', icon: Megaphone, permiso: 'contenidos:leer', seccion: 'trabajo' },
  { route: 'gestionGuias', icon: BookOpen, permiso: 'contenidos:leer', seccion: 'trabajo' },
  { route: 'gestionEventos', icon: CalendarDays, permiso: 'contenidos:leer', seccion: 'trabajo' },
  { route: 'gestionEncuestas', icon: ClipboardList, permiso: 'contenidos:leer', seccion: 'trabajo' },
  { route: 'gestionListas', icon: ListTree, permiso: 'contenidos:leer', seccion: 'trabajo' },
  { route: 'gestionCifras', icon: ChartColumn, permiso: 'personal', seccion: 'trabajo' },
  { route: 'gestionEquipo', icon: Users, permiso: 'administracion:leer', seccion: 'administracion' },
  { route: 'gestionActividad', icon: History, permiso: 'administracion:leer', seccion: 'administracion' },
  { route: 'gestionMantenimiento', icon: Wrench, permiso: 'administracion:cambiar', seccion: 'administracion' },
];

export interface SeccionGestion {
  key: EntradaGestion['seccion'];
  items: EntradaGestion[];
}

/** The menu a member sees: the entries their permissions open, by section, empty sections left out. */
export function menuGestion(permisos: readonly PermisoGestor[], entradas = ENTRADAS_GESTION): SeccionGestion[] {
  const abiertas = entradas.filter((entrada) => permite(permisos, entrada.permiso));
  const claves = [...new Set(abiertas.map((entrada) => entrada.seccion))];
  return claves.map((key) => ({ key, items: abiertas.filter((entrada) => entrada.seccion === key) }));
}
