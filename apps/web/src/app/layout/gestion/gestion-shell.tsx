import { LogOut, Menu } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useHayToasts } from '@/components/ui/toast-store';
import { useBrand } from '@/lib/brand';
import { darkModeOffered } from '@/lib/brand-theme';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor } from '@/lib/cuenta-gestor';
import { useShownError } from '@/lib/error-banner-store';
import { displayName, useSession } from '@/lib/session';
import { useBarHeight } from '@/lib/use-bar-height';
import type { RouteDef } from '../../route-table';
import { PageLoading } from '../../routes/page-loading';
import { DarkModeToggle } from '../dark-mode-toggle';
import { useHeaderTone } from '../header-tone';
import { LanguageSwitch } from '../language-switch';
import { PageHeading } from '../page-heading';
import { ErrorBanner, Toaster } from '../partes-perezosas';
import { MenuGestionNav } from './menu-gestion-nav';

/** The member's full name: miCuentaGestor's when it has arrived, the token's until then. */
function useNombreMiembro() {
  const session = useSession();
  const cuenta = useMiCuentaGestor();
  return cuenta.data ? `${cuenta.data.nombre} ${cuenta.data.apellidos}`.trim() : displayName(session);
}

/** The staff menu as a drawer below 1024 px, from the header's menu button. */
function MenuGestionCajon({ buttonClass, nombre }: { buttonClass: string; nombre: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      side="start"
      title={t('layout.menu.titulo')}
      trigger={
        <Button variant="bare" size="icon" className={cn('lg:hidden', buttonClass)} aria-label={t('layout.header.abrirMenu')}>
          <Menu aria-hidden="true" className="!size-5" />
        </Button>
      }
    >
      {nombre ? <p className="rounded-lg bg-subtle px-3 py-2.5 text-sm font-semibold text-fg">{nombre}</p> : null}
      <MenuGestionNav id="menu-gestion-movil" onNavigate={() => setOpen(false)} />
    </Dialog>
  );
}

/**
 * The staff area's shell (/gestion/*): a header with the brand, the member's name, the language, the theme and
 * logout, the side menu of the areas their permissions open (a drawer below 1024 px), and the screen. The
 * portal's popups, bell and footer belong to students and companies and are not here.
 */
export function GestionShell({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const nombre = useNombreMiembro();
  const shownError = useShownError();
  const hayToasts = useHayToasts();
  const { onDark, logo, iconButton } = useHeaderTone();
  const bar = useRef<HTMLElement>(null);
  useBarHeight(bar, '--alto-cabecera');
  const chrome = def.chrome ?? 'full';
  return (
    <>
      <header
        ref={bar}
        className={cn(
          'sticky top-0 z-30 border-b',
          onDark ? 'border-transparent bg-brand text-brand-fg' : 'border-border bg-surface/95 text-fg backdrop-blur',
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
          <MenuGestionCajon buttonClass={iconButton} nombre={nombre} />
          <Link
            to="/gestion"
            aria-label={t('layout.gestion.irInicio', { marca: brand.nombre })}
            className="flex min-w-0 shrink items-center gap-3 rounded-md"
          >
            <img src={logo} alt="" className="h-8 w-auto max-w-full object-contain object-left" />
            <span
              className={cn(
                'hidden rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase sm:inline',
                onDark ? 'bg-white/15' : 'bg-subtle text-primary',
              )}
            >
              {t('layout.gestion.etiqueta')}
            </span>
          </Link>
          <div className="ms-auto flex shrink-0 items-center gap-0.5 sm:gap-1.5">
            {nombre ? <p className="hidden max-w-56 truncate px-2 text-sm font-medium md:block">{nombre}</p> : null}
            <LanguageSwitch buttonClass={iconButton} />
            {darkModeOffered() ? (
              <span className="hidden sm:contents">
                <DarkModeToggle buttonClass={iconButton} />
              </span>
            ) : null}
            <Button
              variant="bare"
              size="sm"
              className={iconButton}
              onClick={() => navigate('/logout')}
              aria-label={t('layout.header.cerrarSesion')}
            >
              <LogOut aria-hidden="true" />
              <span aria-hidden="true" className="hidden sm:inline">
                {t('layout.header.cerrarSesion')}
              </span>
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 sm:px-6">
        <aside className="sticky top-20 hidden h-[calc(100dvh-6rem)] w-60 shrink-0 overflow-y-auto py-8 pe-2 lg:block">
          <MenuGestionNav id="menu-gestion" />
        </aside>
        <main id="contenido" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 py-6 outline-none sm:py-8">
          {shownError ? (
            <Suspense fallback={null}>
              <ErrorBanner />
            </Suspense>
          ) : null}
          {chrome === 'full' ? <PageHeading def={def} /> : null}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Suspense fallback={null}>{hayToasts ? <Toaster /> : null}</Suspense>
    </>
  );
}
