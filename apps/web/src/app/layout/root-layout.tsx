import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useHayToasts } from '@/components/ui/toast-store';
import { CookieConsent } from '@/features/cookie-consent/components/cookie-consent';
import { useEncuestaObligatoriaPendiente } from '@/features/encuestas/hooks/use-encuesta-obligatoria-pendiente';
import { clearErrorOnRouteChange, useShownError } from '@/lib/error-banner-store';
import { isLoggedIn, useSession } from '@/lib/session';
import { PageLoading } from '../routes/page-loading';
import { Footer } from './footer';
import { Header } from './header';
import { PageHeading } from './page-heading';
import { PageStart, useFocusOnNavigation } from './page-start';
import {
  AvisoDatosEmpresa,
  AvisoDatosObligatorios,
  AvisoEncuestaObligatoria,
  BannerModoDios,
  ErrorBanner,
  SideMenu,
  Toaster,
} from './partes-perezosas';
import { useCurrentRoute } from './use-current-route';
import { useDocumentTitle } from './use-document-title';
import { useSessionExpiry } from './use-session-expiry';
import { useUnreadCount } from './use-unread-count';

/** The staff area's shell, a chunk only staff ever load (it uses the lazy parts itself, so it is not one of them). */
const GestionShell = lazy(() => import('./gestion/gestion-shell').then((m) => ({ default: m.GestionShell })));

const ENGLISH_ONLY = new Set(['news', 'pressRoom', 'contact', 'workWithUs', 'privacyPolicy', 'cookiesPolicy']);

/** A thin bar at the top while the next screen's code and guard run. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent" />;
}

export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const encuesta = useEncuestaObligatoriaPendiente(location.pathname);
  const def = useCurrentRoute();
  const session = useSession();
  const unread = useUnreadCount();
  const shownError = useShownError();
  const hayToasts = useHayToasts();
  useDocumentTitle(def, unread);
  useSessionExpiry();
  useFocusOnNavigation(location.pathname);
  const title = def ? t(`routes.${def.name}`) : '';

  // Spec §8: a route change clears the banner, except error 2. pathname only:
  // the key changes on every navigation, the banner must not flicker on a search change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design.
  useEffect(() => {
    clearErrorOnRouteChange();
    window.scrollTo({ top: 0 });
  }, [location.pathname]);

  const chrome = def?.chrome ?? 'full';
  if (chrome === 'bare') {
    return (
      <>
        <PageStart title={title} />
        <NavigationProgress />
        {session.modoDios ? (
          <header className="sticky top-0 z-30">
            <Suspense fallback={null}>
              <BannerModoDios />
            </Suspense>
          </header>
        ) : null}
        <main id="contenido" className="flex min-h-dvh flex-col bg-bg">
          <Outlet />
        </main>
      </>
    );
  }

  const skipLink = (
    <a
      href="#contenido"
      className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('app.saltarContenido')}
    </a>
  );

  // The staff area has its own shell (app/layout/gestion): its header, its menu by permission.
  if (def?.access === 'gestor') {
    return (
      <div className="flex min-h-dvh flex-col">
        <PageStart title={title} />
        {skipLink}
        <NavigationProgress />
        <Suspense fallback={<PageLoading />}>
          <GestionShell def={def} />
        </Suspense>
      </div>
    );
  }

  const withMenu = isLoggedIn(session);
  return (
    <div className="flex min-h-dvh flex-col">
      <PageStart title={title} />
      {skipLink}
      <NavigationProgress />
      <Header unread={unread} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 sm:px-6">
        {withMenu ? (
          <aside className="sticky top-bajo-cabecera hidden h-[calc(100dvh_-_var(--alto-cabecera,4.5rem)_-_2.5rem)] w-60 shrink-0 overflow-y-auto py-8 pe-2 lg:block">
            <Suspense fallback={null}>
              <SideMenu id="menu-lateral" />
            </Suspense>
          </aside>
        ) : null}
        <main id="contenido" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 py-6 outline-none sm:py-8">
          {shownError ? (
            <Suspense fallback={null}>
              <ErrorBanner />
            </Suspense>
          ) : null}
          {chrome === 'full' && def ? <PageHeading def={def} lang={ENGLISH_ONLY.has(def.name) ? 'en' : undefined} /> : null}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <CookieConsent />
      <Suspense fallback={null}>{hayToasts ? <Toaster /> : null}</Suspense>
      <Suspense fallback={null}>
        {/* A mandatory survey holds the portal first (spec §4): the missing-data popups wait while its popup
            shows, while a survey is open and until the surveys are known, so none covers it. They ask only a
            logged-in user, so their chunks load only for one. */}
        {withMenu && !encuesta.retiene ? <AvisoDatosObligatorios /> : null}
        {withMenu && !encuesta.retiene ? <AvisoDatosEmpresa /> : null}
        {encuesta.pendiente ? <AvisoEncuestaObligatoria pendiente={encuesta.pendiente} /> : null}
      </Suspense>
    </div>
  );
}
