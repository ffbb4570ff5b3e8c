import type { BrandFlags, PublicBrand } from '@puente/contract/brand';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@/app/query-client';
import { showApiError } from '@/app/show-api-error';
import { Toaster } from '@/components/ui/toast';
import { setBrand } from '@/lib/brand';
import { type SessionUserType, saveLogin } from '@/lib/session';
import { brandFixture } from './brand-fixture';
import { type Manejadores, type OpcionesServidor, type ServidorFalso, servidorFalso } from './servidor-falso';
import { tokenExpiringIn } from './tokens';

/** Who is signed in: a user type with the usual test token, or null for a visitor. */
export interface SesionDePrueba {
  tipo: SessionUserType;
  /** Claims of the token besides the role (sub, unique_name…). */
  claims?: Record<string, unknown>;
  conPracticas?: boolean;
  conEmpleo?: boolean;
  primerAcceso?: boolean;
  /** Seconds the token has left (1 hour by default). */
  caducaEn?: number;
}

export interface OpcionesRender extends OpcionesServidor {
  /** The address the memory router starts at ('/' by default). */
  ruta?: string;
  /** The route pattern the screen is mounted at (its `useParams`); `ruta` by default. */
  patron?: string;
  /** Route objects instead of one screen (for instance the app's own `appRoutes()`). */
  rutas?: RouteObject[];
  /** The API's answers by endpoint name (see servidorFalso). */
  servidor?: Manejadores;
  /** 'Alumno', 'Empresa', 'Gestor', a full description, or null (the default) for a visitor. */
  sesion?: SessionUserType | SesionDePrueba | null;
  /** What changes from the test brand (test/brand-fixture.ts). */
  marca?: Partial<PublicBrand>;
  banderas?: Partial<BrandFlags>;
  /**
   * A staff session's permissions: `miCuentaGestor` answers them (read at every call, so a test can change them)
   * with `miembro`'s name, unless `servidor` answers it itself.
   */
  permisos?: string[] | (() => string[]);
  miembro?: Partial<MiembroDePrueba>;
  /** A query client of the test's own; otherwise the app's (errors to the banner) without retries. */
  queryClient?: QueryClient;
}

/** Who the signed-in staff member is (`miCuentaGestor`), besides their permissions. */
export interface MiembroDePrueba {
  id: number;
  nick: string;
  email: string;
  nombre: string;
  apellidos: string;
}

const MIEMBRO: MiembroDePrueba = { id: 2, nick: 'practicas.demo', email: 'p@uni.es', nombre: 'Tomás', apellidos: 'Ruiz' };

/** The handler of `miCuentaGestor`: the member with `permisos` as they are at each call. */
export const miCuentaGestor =
  (permisos: string[] | (() => string[]), miembro: Partial<MiembroDePrueba> = {}) =>
  () => ({ ...MIEMBRO, ...miembro, permisos: typeof permisos === 'function' ? permisos() : permisos });

const ROL: Record<SessionUserType, string> = { Alumno: 'alumno', Empresa: 'empresa', Gestor: 'gestor' };

/** Signs a test user in the way the login screen does. */
export function iniciarSesion(sesion: SessionUserType | SesionDePrueba) {
  const s = typeof sesion === 'string' ? { tipo: sesion } : sesion;
  const token = tokenExpiringIn(s.caducaEn ?? 3600, { role: ROL[s.tipo], ...s.claims });
  saveLogin(
    {
      token,
      conPracticas: s.conPracticas ?? s.tipo === 'Alumno',
      conEmpleo: s.conEmpleo ?? s.tipo === 'Alumno',
      primerAcceso: s.primerAcceso ?? false,
    },
    s.tipo,
    { remember: true },
  );
  return token;
}

/** The query client of the app (every failed call to the error banner, as boot.tsx wires it) without retries. */
export function queryClientDePrueba() {
  const client = createQueryClient((status, mensaje) => {
    if (status !== PortalCodes.SESION_PERDIDA) showApiError(status, mensaje);
  });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** Shows the router's address in a test id (`direccion`) so a test can assert where a screen navigated. */
export function Direccion() {
  const location = useLocation();
  return <p data-testid="direccion">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a screen as the app does: the brand, the texts (Spanish; a test that wants English awaits
 * `changeLanguage('en')` first, and setup.ts puts Spanish back after it), a signed-in user of a type, the
 * app's query client, a data router at `ruta` (the screen at `patron`, any other address showing only the
 * `direccion` test id) and the toasts; `fetch` answers from a contract-driven fake server. Returns Testing
 * Library's helpers with the server (its calls) and the router.
 */
export function renderApp(pantalla: ReactNode, opciones: OpcionesRender = {}) {
  const { ruta = '/', sesion = null } = opciones;
  setBrand(brandFixture(opciones.marca, opciones.banderas));
  if (sesion) iniciarSesion(sesion);
  const manejadores: Manejadores = { ...opciones.servidor };
  if (opciones.permisos && !manejadores.miCuentaGestor)
    manejadores.miCuentaGestor = miCuentaGestor(opciones.permisos, opciones.miembro) as Manejadores['miCuentaGestor'];
  const servidor: ServidorFalso = servidorFalso(manejadores, opciones);
  const queryClient = opciones.queryClient ?? queryClientDePrueba();
  const rutas = opciones.rutas ?? [
    {
      path: opciones.patron ?? ruta.split(/[?#]/)[0],
      element: (
        <>
          {pantalla}
          <Direccion />
        </>
      ),
    },
    { path: '*', element: <Direccion /> },
  ];
  const router = createMemoryRouter(rutas, { initialEntries: [ruta] });
  const resultado = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...resultado, servidor, router, queryClient };
}
