import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor } from '@/lib/cuenta-gestor';
import { pathOf } from '../../route-links';
import { menuGestion } from './menu-gestion';

/** The staff side menu, shared by the sidebar (from 1024 px) and the drawer: the areas the member's permissions open. */
export function MenuGestionNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  if (!cuenta.data) {
    return cuenta.isPending ? (
      <div aria-hidden="true" className="flex flex-col gap-2 px-3">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-4/5" />
      </div>
    ) : null;
  }
  const secciones = menuGestion(cuenta.data.permisos);
  return (
    <nav id={id} aria-label={t('layout.gestion.navegacion')} className="flex flex-col gap-5">
      {secciones.map((seccion) => (
        <div key={seccion.key} className="flex flex-col gap-1">
          <h2 className="px-3 text-[0.7rem] font-semibold tracking-wider text-muted uppercase">
            {t(`layout.gestion.secciones.${seccion.key}`)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {seccion.items.map(({ route, icon: Icon }) => (
              <li key={route}>
                <NavLink
                  to={pathOf(route)}
                  end={route === 'gestion'}
                  onClick={onNavigate}
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
