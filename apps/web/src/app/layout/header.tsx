import { LifeBuoy, LogIn } from 'lucide-react';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { useDarkModeOffered } from '@/lib/dark-mode';
import { displayName, firstName, isLoggedIn, portalUserType, useSession } from '@/lib/session';
import { useBarHeight } from '@/lib/use-bar-height';
import { pathOf } from '../route-links';
import { DarkModeToggle } from './dark-mode-toggle';
import { useHeaderTone } from './header-tone';
import { LanguageSwitch } from './language-switch';
import { BannerModoDios, EmpresaActiva, MenuMovil, NotificacionesBell, UserMenu } from './partes-perezosas';
import { profileRouteOf } from './profile-route';
import { useCompactHeader } from './use-compact-header';

export function Header({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useSession();
  const compact = useCompactHeader();
  const { onDark, logo, iconButton } = useHeaderTone();
  const darkModeOffered = useDarkModeOffered();
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar, '--alto-cabecera');
  const { pathname } = useLocation();
  const onLoginPage = pathname === '/login' || pathname.startsWith('/login/');
  const loggedIn = isLoggedIn(session);
  const name = displayName(session);
  const student = session.userType === 'Alumno';
  const company = loggedIn && session.userType === 'Empresa';
  // Notifications belong to the portal's users; staff have none (yet).
  const notified = portalUserType(session);
  const greeting = name ? t('layout.header.saludo', { nombre: firstName(session) ?? name }) : null;

  return (
    <header
      ref={bar}
      data-compact={compact}
      className={cn(
        'sticky top-0 z-30 border-b transition-[box-shadow,background-color] duration-200',
        onDark ? 'border-transparent bg-brand text-brand-fg' : 'border-border bg-surface/95 text-fg backdrop-blur',
        compact && 'shadow-raised',
      )}
    >
      {/* Acting as someone (decision 038): first in the sticky header, so it stays in view on every page. */}
      {session.modoDios ? (
        <Suspense fallback={null}>
          <BannerModoDios />
        </Suspense>
      ) : null}
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center gap-2 px-3 transition-[height] duration-200 sm:px-6',
          compact ? 'h-14' : 'h-18',
        )}
      >
        {loggedIn ? (
          <Suspense fallback={null}>
            <MenuMovil greeting={greeting} profilePath={pathOf(profileRouteOf(session.userType))} buttonClass={iconButton} />
          </Suspense>
        ) : null}
        <Link
          to="/"
          aria-label={t('layout.header.irInicio', { marca: brand.nombre })}
          // The logo gives way on a 320 px screen so the account button is never cut (issue 10).
          className="flex min-w-0 shrink items-center rounded-md"
        >
          <img
            src={logo}
            alt=""
            className={cn(
              'w-auto max-w-full object-contain object-left transition-[height] duration-200',
              compact ? 'h-8' : 'h-8 sm:h-10',
            )}
          />
        </Link>
        <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          {/* The company a contact acts for, on every page: here from 1024 px, in its own row below. */}
          {company ? (
            <span className="hidden lg:contents">
              <Suspense fallback={null}>
                <EmpresaActiva buttonClass={iconButton} className="max-w-80" />
              </Suspense>
            </span>
          ) : null}
          {greeting ? (
            <Link
              to={pathOf(profileRouteOf(session.userType))}
              className={cn('hidden rounded-lg px-2.5 py-1.5 text-sm font-medium sm:inline-flex', iconButton)}
            >
              {greeting}
            </Link>
          ) : null}
          <LanguageSwitch buttonClass={iconButton} />
          {/* Below 640 px these two live elsewhere (help is in the menu) so the header fits 360 px. */}
          {darkModeOffered ? (
            <span className="hidden sm:contents">
              <DarkModeToggle buttonClass={iconButton} />
            </span>
          ) : null}
          {loggedIn && student && brand.flags.hashelp ? (
            <span className="hidden sm:contents">
              <Button variant="bare" size="icon" asChild className={iconButton}>
                <Link to={pathOf('ayuda')} aria-label={t('layout.header.ayuda')}>
                  <LifeBuoy aria-hidden="true" className="!size-5" />
                </Link>
              </Button>
            </span>
          ) : null}
          {loggedIn ? (
            <Suspense fallback={null}>
              {notified ? <NotificacionesBell role={notified} unread={unread} buttonClass={iconButton} /> : null}
              <UserMenu onDark={onDark} />
            </Suspense>
          ) : onLoginPage ? null : (
            <Button size="sm" asChild variant={onDark ? 'inverse' : 'primary'} className="ms-1">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                {t('layout.header.iniciarSesion')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {company ? (
        <div className={cn('border-t px-3 py-1 sm:px-6 lg:hidden', onDark ? 'border-white/15' : 'border-border')}>
          <Suspense fallback={null}>
            <EmpresaActiva buttonClass={iconButton} className="max-w-full" />
          </Suspense>
        </div>
      ) : null}
      {loggedIn && session.godMode && !session.modoDios ? (
        // God mode entered before the staff session was kept aside (decision 038): no way back, only the notice.
        <p className="bg-warning-bg px-4 py-1.5 text-center text-xs font-medium text-warning">
          {t('layout.header.modoGestion', { nombre: name })}
        </p>
      ) : null}
    </header>
  );
}
