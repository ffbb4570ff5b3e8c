import { lazy } from 'react';

/**
 * The parts of the shell only a logged-in user sees, the error banner with the catalogue of spec §8, the
 * toasts and the language menu load in chunks of their own the first time they render: /login and the public
 * pages get none of their menus, popovers, dialogs and texts until they need them (decision 026). Their
 * callers wrap them in a Suspense with no fallback: nothing shows while one loads.
 */
export const MenuMovil = lazy(() => import('./menu-movil').then((m) => ({ default: m.MenuMovil })));
export const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));
export const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
export const NotificacionesBell = lazy(() => import('./notificaciones-bell').then((m) => ({ default: m.NotificacionesBell })));
export const EmpresaActiva = lazy(() =>
  import('@/features/auth/components/empresa-activa').then((m) => ({ default: m.EmpresaActiva })),
);
export const AvisoDatosObligatorios = lazy(() =>
  import('./aviso-datos-obligatorios').then((m) => ({ default: m.AvisoDatosObligatorios })),
);
export const AvisoDatosEmpresa = lazy(() => import('./aviso-datos-empresa').then((m) => ({ default: m.AvisoDatosEmpresa })));
export const AvisoEncuestaObligatoria = lazy(() =>
  import('@/features/encuestas/components/aviso-encuesta-obligatoria').then((m) => ({ default: m.AvisoEncuestaObligatoria })),
);
export const ErrorBanner = lazy(() =>
  import('@/features/error-banner/components/error-banner').then((m) => ({ default: m.ErrorBanner })),
);
export const Toaster = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toaster })));
/** God mode's banner (decision 038): only a staff member acting as someone ever loads it. */
export const BannerModoDios = lazy(() =>
  import('@/features/modo-dios/components/banner-modo-dios').then((m) => ({ default: m.BannerModoDios })),
);
