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

  it('shows Comunicaciones, Guías and Listas to contenidos and to lectura, and not to prácticas', () => {
    for (const ruta of ['gestionComunicaciones', 'gestionGuias', 'gestionListas'] as const) {
      const abre = (permiso: Parameters<typeof menuGestion>[0][number]) =>
        menuGestion([permiso], ENTRADAS_GESTION).some((s) => s.items.some((i) => i.route === ruta));
      expect(abre('contenidos')).toBe(true);
      expect(abre('lectura')).toBe(true);
      expect(abre('practicas')).toBe(false);
    }
  });

  it('shows Eventos to contenidos and to lectura, and not to prácticas nor empresas', () => {
    const abre = (permiso: Parameters<typeof menuGestion>[0][number]) =>
      menuGestion([permiso], ENTRADAS_GESTION).some((s) => s.items.some((i) => i.route === 'gestionEventos'));
    expect(abre('contenidos')).toBe(true);
    expect(abre('lectura')).toBe(true);
    expect(abre('practicas')).toBe(false);
    expect(abre('empresas')).toBe(false);
  });

  it('shows Programas to prácticas and to lectura, and not to contenidos nor empresas', () => {
    const abre = (permiso: Parameters<typeof menuGestion>[0][number]) =>
      menuGestion([permiso], ENTRADAS_GESTION).some((s) => s.items.some((i) => i.route === 'gestionProgramas'));
    expect(abre('practicas')).toBe(true);
    expect(abre('lectura')).toBe(true);
    expect(abre('administracion')).toBe(true);
    expect(abre('contenidos')).toBe(false);
    expect(abre('empresas')).toBe(false);
  });

  it('always opens the home, whatever the member holds', () => {
    for (const permiso of ['administracion', 'empresas', 'practicas', 'contenidos', 'lectura'] as const) {
      expect(menuGestion([permiso], ENTRADAS_GESTION)[0]?.items[0]?.route).toBe('gestion');
    }
  });
});
