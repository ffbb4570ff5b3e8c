import { describe, expect, it } from 'vitest';
import { ancestry, pathOf } from './route-links';
import { type RouteDef, routeTable } from './route-table';

describe('route registry', () => {
  it('gives every row its own name, so a link never lands on another row of the same name', () => {
    const names = routeTable.map((r) => r.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('has a parent that names a declared route on every row that has one', () => {
    const names = new Set<string>(routeTable.map((r) => r.name));
    for (const def of routeTable as readonly RouteDef[]) if (def.parent) expect(names, def.name).toContain(def.parent);
  });

  it('resolves names to their path and breadcrumbs to their parents', () => {
    expect(pathOf('misOfertas')).toBe('/mis-ofertas');
    expect(pathOf('verCv')).toBe('/ver-cv');
    const oferta = routeTable.find((r) => r.path === '/oferta/:id') as RouteDef;
    expect(ancestry(oferta).map((r) => r.name)).toEqual(['misOfertas']);
  });

  it('refuses an unknown name at compile time', () => {
    // @ts-expect-error: 'misOfertaz' is not a route name; before the typed registry it silently returned '/'.
    expect(pathOf('misOfertaz')).toBe('/');
  });

  it('lazy-loads each screen as a module with a default component', async () => {
    const def = routeTable.find((r) => r.name === 'contact') as RouteDef;
    expect(typeof (await def.screen()).default).toBe('function');
  });
});
