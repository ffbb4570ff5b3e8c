import { describe, expect, it } from 'vitest';
import { readClaims } from '@/lib/jwt';
import type { SessionUserType } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { tokenExpiringIn } from '@/test/tokens';
import { decideNavigation, type GuardSession } from './guards';
import { type RouteDef, routeTable } from './route-table';

const route = (path: string): RouteDef => {
  const def = routeTable.find((r) => r.path === path);
  if (!def) throw new Error(`No route ${path}`);
  return def;
};

const anonymous: GuardSession = { token: null, userType: null, claims: null, godMode: false };
const as = (userType: SessionUserType, seconds = 3600, godMode = false): GuardSession => {
  const token = tokenExpiringIn(seconds);
  return { token, userType, claims: readClaims(token), godMode };
};

const decide = (path: string, session: GuardSession, brand = brandFixture(), requested = path) =>
  decideNavigation({ def: route(path), path: requested, session, brand });

describe('decideNavigation', () => {
  it('lets anyone see public pages', () => {
    expect(decide('/politica-de-privacidad', anonymous)).toEqual({ kind: 'allow' });
    expect(decide('/politica-de-privacidad', as('Alumno'))).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous user to login and remembers the full path', () => {
    expect(decide('/cv', anonymous, brandFixture(), '/cv?seccion=idiomas')).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/cv?seccion=idiomas',
    });
  });

  it('sends a logged user away from the login paths', () => {
    expect(decide('/login', as('Alumno'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login/empresas', as('Empresa'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login/:id', as('Empresa'), brandFixture(), '/login/7')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends each role home from the other role’s routes', () => {
    expect(decide('/mi-empresa', as('Alumno'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/cv', as('Empresa'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/cv', as('Alumno'))).toEqual({ kind: 'allow' });
    expect(decide('/encuestas', as('Empresa'))).toEqual({ kind: 'allow' });
  });

  it('knows staff: their routes only for them, the portal roles’ routes never, the shared ones yes', () => {
    expect(decide('/gestion', as('Gestor'))).toEqual({ kind: 'allow' });
    expect(decide('/gestion', as('Alumno'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/gestion', as('Empresa'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/cv', as('Gestor'))).toEqual({ kind: 'redirect', to: '/gestion' });
    expect(decide('/mi-empresa', as('Gestor'))).toEqual({ kind: 'redirect', to: '/gestion' });
    expect(decide('/encuestas', as('Gestor'))).toEqual({ kind: 'allow' });
  });

  it('sends anonymous users of a staff route to the staff login, and staff to /gestion from home and the logins', () => {
    expect(decide('/gestion', anonymous)).toEqual({ kind: 'redirect', to: '/login/gestion', remember: '/gestion' });
    expect(decide('/', as('Gestor'))).toEqual({ kind: 'redirect', to: '/gestion' });
    expect(decide('/login/gestion', as('Gestor'))).toEqual({ kind: 'redirect', to: '/gestion' });
    expect(decide('/login', as('Gestor'))).toEqual({ kind: 'redirect', to: '/gestion' });
    expect(decide('/login/gestion', as('Alumno'))).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login/gestion', anonymous)).toEqual({ kind: 'allow' });
  });

  it('sends a staff member whose token expired to the staff login', () => {
    expect(decide('/gestion', as('Gestor', -1))).toEqual({
      kind: 'redirect',
      to: '/login/gestion',
      expire: true,
      remember: '/gestion',
    });
    expect(decide('/gestion', as('Alumno', -1))).toMatchObject({ to: '/login/gestion', expire: true });
  });

  it('expires a token whose exp has passed: error 2 and back to login with the path', () => {
    expect(decide('/cv', as('Alumno', -1))).toEqual({ kind: 'redirect', to: '/login', expire: true, remember: '/cv' });
    expect(decide('/politica-de-cookies', as('Alumno', -1))).toEqual({ kind: 'redirect', to: '/login', expire: true });
    expect(decide('/login', as('Alumno', -1))).toEqual({ kind: 'allow', expire: true });
  });

  it('treats an unreadable token as expired', () => {
    const broken: GuardSession = { token: 'no-es-un-jwt', userType: 'Alumno', claims: null, godMode: false };
    expect(decide('/cv', broken)).toMatchObject({ kind: 'redirect', to: '/login', expire: true });
  });

  it('applies the brand flags', () => {
    const closed = brandFixture({ registroPermitido: false });
    expect(decide('/registro', anonymous, closed)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/registro', anonymous)).toEqual({ kind: 'allow' });
    const noFlags = brandFixture(
      {},
      { canCrearConvenios: false, canCambiarPracticas: false, withoutEmpleo: true, hasEventos: false },
    );
    expect(decide('/nuevo-convenio-colaboracion', as('Empresa'), noFlags)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/solicitar-cambio-practicas', as('Empresa'), noFlags)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/ofertas-empleo', as('Alumno'), noFlags)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/eventos', as('Alumno'), noFlags)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/nuevo-convenio-colaboracion', as('Empresa'))).toEqual({ kind: 'allow' });
  });

  describe('maintenance mode', () => {
    const down = brandFixture({ mantenimiento: true });

    it('redirects every path to /mantenimiento', () => {
      expect(decide('/login', anonymous, down)).toEqual({ kind: 'redirect', to: '/mantenimiento', logout: false });
      expect(decide('/politica-de-privacidad', anonymous, down)).toMatchObject({ to: '/mantenimiento' });
    });

    it('logs out a logged user without god mode', () => {
      expect(decide('/cv', as('Alumno'), down)).toEqual({ kind: 'redirect', to: '/mantenimiento', logout: true });
    });

    it('leaves the maintenance and god-mode paths open', () => {
      expect(decide('/mantenimiento', anonymous, down)).toEqual({ kind: 'allow' });
      expect(decide('/gma2019', anonymous, down)).toEqual({ kind: 'allow' });
    });

    it('is bypassed by the god-mode flag', () => {
      expect(decide('/cv', as('Alumno', 3600, true), down)).toEqual({ kind: 'allow' });
    });

    it('lets staff keep working and sign in, to switch it off', () => {
      expect(decide('/gestion', as('Gestor'), down)).toEqual({ kind: 'allow' });
      expect(decide('/login/gestion', anonymous, down)).toEqual({ kind: 'allow' });
      expect(decide('/gestion', anonymous, down)).toMatchObject({ to: '/mantenimiento' });
    });
  });
});

describe('route table', () => {
  it('has unique paths and a Spanish title for every name', async () => {
    const es = (await import('@/i18n/es.json')).default as { routes: Record<string, string> };
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const def of routeTable) expect(es.routes[def.name], def.name).toBeTruthy();
  });
});
