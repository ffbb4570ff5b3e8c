import { Building2, Inbox, Users, Wrench } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import '../../route-table';
import { ENTRADAS_GESTION, type EntradaGestion, menuGestion } from './menu-gestion';

/** A fuller menu than today's, as the next screens will make it: each is one line of data. */
const entradas: EntradaGestion[] = [
  { route: 'gestion', icon: Inbox, permiso: 'personal', seccion: 'trabajo' },
  { route: 'home', icon: Building2, permiso: 'empresas:leer', seccion: 'trabajo' },
  { route: 'login', icon: Users, permiso: 'administracion:leer', seccion: 'administracion' },
  { route: 'logout', icon: Wrench, permiso: 'administracion:cambiar', seccion: 'administracion' },
];
const rutas = (permisos: Parameters<typeof menuGestion>[0]) =>
  menuGestion(permisos, entradas).map((s) => [s.key, s.items.map((i) => i.route)]);

describe('the staff menu', () => {
  it('shows administración everything', () => {
    expect(rutas(['administracion'])).toEqual([
      ['trabajo', ['gestion', 'home']],
      ['administracion', ['login', 'logout']],
    ]);
  });

  it('shows an area only to who holds it, and every read to lectura', () => {
    expect(rutas(['contenidos'])).toEqual([['trabajo', ['gestion']]]);
    expect(rutas(['empresas'])).toEqual([['trabajo', ['gestion', 'home']]]);
    expect(rutas(['lectura'])).toEqual([
      ['trabajo', ['gestion', 'home']],
      ['administracion', ['login']],
    ]);
  });

  type Permiso = Parameters<typeof menuGestion>[0][number];
  const abre = (permiso: Permiso, ruta: string) =>
    menuGestion([permiso], ENTRADAS_GESTION).some((s) => s.items.some((i) => i.route === ruta));

  it.each([
    ['gestionComunicaciones', 'contenidos'],
    ['gestionGuias', 'contenidos'],
    ['gestionEventos', 'contenidos'],
    ['gestionEncuestas', 'contenidos'],
    ['gestionListas', 'contenidos'],
    ['gestionProgramas', 'practicas'],
  ] as const)('shows %s to %s, to lectura and to administración, and to no other area', (ruta, area) => {
    for (const permiso of ['administracion', 'empresas', 'practicas', 'contenidos', 'lectura'] as const) {
      expect(abre(permiso, ruta), permiso).toBe(permiso === area || permiso === 'lectura' || permiso === 'administracion');
    }
  });

  it('shows the office’s numbers to every member, whatever they hold', () => {
    for (const permiso of ['administracion', 'empresas', 'practicas', 'contenidos', 'lectura'] as const)
      expect(abre(permiso, 'gestionCifras'), permiso).toBe(true);
  });

  it('always opens the home, whatever the member holds', () => {
    for (const permiso of ['administracion', 'empresas', 'practicas', 'contenidos', 'lectura'] as const) {
      expect(menuGestion([permiso], ENTRADAS_GESTION)[0]?.items[0]?.route).toBe('gestion');
    }
  });
});
