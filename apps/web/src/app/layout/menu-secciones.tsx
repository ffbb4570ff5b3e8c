import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { pathOf } from '../route-links';
import type { RouteName } from '../route-table';

export interface SeccionMenu {
  key: string;
  items: readonly { route: RouteName; icon: LucideIcon }[];
}

/**
 * A side menu's sections as links, the current one marked: the portal's and the staff's menus, in the sidebar
 * and in the drawer. Each section's heading is the i18n key `${clavesSeccion}.${key}`; a link's name is its route's.
 */
export function MenuSecciones(props: {
  id: string;
  etiqueta: string;
  clavesSeccion: string;
  secciones: readonly SeccionMenu[];
  /** The home route, marked only on its own path. */
  inicio: RouteName;
  onNavigate?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <nav id={props.id} aria-label={props.etiqueta} className="flex flex-col gap-5">
      {props.secciones.map((seccion) => (
        <div key={seccion.key} className="flex flex-col gap-1">
          <h2 className="px-3 text-[0.7rem] font-semibold tracking-wider text-muted uppercase">
            {t(`${props.clavesSeccion}.${seccion.key}`)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {seccion.items.map(({ route, icon: Icon }) => (
              <li key={route}>
                <NavLink
                  to={pathOf(route)}
                  end={route === props.inicio}
                  onClick={props.onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition',
                      isActive ? 'bg-primary text-primary-fg shadow-card' : 'text-fg hover:bg-subtle',
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4.5 shrink-0" />
                  {t(`routes.${route}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
