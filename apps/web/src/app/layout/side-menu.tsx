import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { portalUserType, useSession } from '@/lib/session';
import { buildMenu } from './menu-items';
import { MenuSecciones } from './menu-secciones';
import { useHasEducationRequestsMenu } from './use-education-requests-menu';

/** The role- and brand-dependent navigation, shared by the desktop sidebar and the mobile drawer. */
export function SideMenu({ onNavigate, id }: { onNavigate?: () => void; id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  const hasEducationRequests = useHasEducationRequestsMenu();
  // Staff have their own menu (gestion/menu-gestion-nav).
  const userType = portalUserType(session);
  if (!userType) return null;
  return (
    <MenuSecciones
      id={id}
      etiqueta={t('layout.menu.navegacion')}
      clavesSeccion="layout.menu.secciones"
      secciones={buildMenu({ userType, brand, hasEducationRequests })}
      inicio="home"
      onNavigate={onNavigate}
    />
  );
}
