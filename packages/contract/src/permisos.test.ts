import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints/all';
import { PERMISOS_GESTOR, permite } from './permisos';

describe('permisos del personal', () => {
  it('cada endpoint de /api/Gestion declara su permiso, y ningún otro lo hace', () => {
    const sinPermiso = endpointList.filter(([, e]) => e.role === 'gestor' && !e.permiso).map(([n]) => n);
    const conPermisoAjeno = endpointList.filter(([, e]) => e.role !== 'gestor' && e.permiso).map(([n]) => n);
    expect(sinPermiso).toEqual([]);
    expect(conPermisoAjeno).toEqual([]);
    expect(endpointList.filter(([, e]) => e.role === 'gestor').length).toBeGreaterThan(40);
  });

  it('administración abre todo; un área, lo suyo; solo lectura, cada lectura', () => {
    expect(permite(['administracion'], 'empresas:cambiar')).toBe(true);
    expect(permite(['empresas'], 'empresas:cambiar')).toBe(true);
    expect(permite(['empresas'], 'practicas:leer')).toBe(false);
    expect(permite(['lectura'], 'practicas:leer')).toBe(true);
    expect(permite(['lectura'], 'practicas:cambiar')).toBe(false);
    expect(permite(['lectura', 'contenidos'], 'contenidos:cambiar')).toBe(true);
    expect(permite([], 'contenidos:leer')).toBe(false);
  });

  it('las áreas de administración solo las abre administración', () => {
    for (const p of PERMISOS_GESTOR.filter((x) => x !== 'administracion')) {
      expect(permite([p], 'administracion:cambiar'), p).toBe(false);
    }
    expect(permite(['lectura'], 'administracion:leer')).toBe(true);
  });
});
