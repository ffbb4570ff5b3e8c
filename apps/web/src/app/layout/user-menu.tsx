import { FileText, LifeBuoy, LogOut, UserRound, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownItem, DropdownMenu, DropdownSeparator } from '@/components/ui/dropdown-menu';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { displayName, useSession } from '@/lib/session';
import { pathOf } from '../route-links';
import { profileRouteOf } from './profile-route';

/** Account actions: profile, help for students, "Solicitar baja" (the erasure on /mis-datos; brand flags), logout. */
export function UserMenu({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const brand = useBrand();
  const navigate = useNavigate();
  const name = displayName(session);
  const student = session.userType === 'Alumno';
  const profileRoute = profileRouteOf(session.userType);
  return (
    <DropdownMenu
      label={name || t('layout.header.cuenta')}
      trigger={
        <Button
          variant="bare"
          size="icon"
          aria-label={t('layout.header.cuenta')}
          className={cn(onDark ? 'bg-white/15 text-brand-fg hover:bg-white/25' : 'bg-subtle text-primary')}
        >
          <UserRound aria-hidden="true" className="!size-5" />
        </Button>
      }
    >
      <DropdownItem asChild>
        <Link to={pathOf(profileRoute)}>
          {student ? <FileText aria-hidden="true" /> : <UserRound aria-hidden="true" />}
          {t(`routes.${profileRoute}`)}
        </Link>
      </DropdownItem>
      {student && brand.flags.hashelp ? (
        <DropdownItem asChild>
          <Link to={pathOf('ayuda')}>
            <LifeBuoy aria-hidden="true" />
            {t('layout.header.ayuda')}
          </Link>
        </DropdownItem>
      ) : null}
      {brand.flags.canBorrarCuenta ? (
        <DropdownItem asChild>
          <Link to={`${pathOf('misDatos')}#eliminar`}>
            <UserX aria-hidden="true" />
            {t('layout.header.solicitarBaja')}
          </Link>
        </DropdownItem>
      ) : null}
      <DropdownSeparator />
      <DropdownItem tone="danger" onSelect={() => navigate('/logout')}>
        <LogOut aria-hidden="true" />
        {t('layout.header.cerrarSesion')}
      </DropdownItem>
    </DropdownMenu>
  );
}
