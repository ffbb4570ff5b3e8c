import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { portalUserType, useSession } from '@/lib/session';
import { pathOf } from '../route-links';
import { buildMenu } from './menu-items';
import { useHasEducationRequestsMenu } from './use-education-requests-menu';

/** The role- and brand-dependent navigation, shared by the desktop sidebar and the mobile drawer. */
export function SideMenu({ onNavigate, id }: { onNavigate?: () => void; id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  const hasEducationRequests = useHasEducationRequestsMenu();
  // Staff have no menu yet: the back office will add its own.
  const userType = portalUserType(session);
  if (!userType) return null;
  const sections = buildMenu({ userType, brand, hasEducationRequests });
  return (
    <nav id={id} aria-label={t('layout.menu.navegacion')} className="flex flex-col gap-5">
      {sections.map((section) => (
        <div key={section.key} className="flex flex-col gap-1">
          <h2 className="px-3 text-[0.7rem] font-semibold tracking-wider text-muted uppercase">
            {t(`layout.menu.secciones.${section.key}`)}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map(({ route, icon: Icon }) => (
              <li key={route}>
                <NavLink
                  to={pathOf(route)}
                  end={route === 'home'}
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
