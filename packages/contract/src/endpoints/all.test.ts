import { describe, expect, it } from 'vitest';
import { routeKey } from '../endpoint-groups';
import { endpointGroups, endpointList, endpoints } from './all';

describe('endpoints/all', () => {
  it('ningún nombre se pierde al juntar los ficheros: cada nombre aparece en un solo grupo', () => {
    const names = endpointGroups.flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints)).toHaveLength(names.length);
  });

  it('cada (método, ruta) es única, sin distinguir mayúsculas ni nombres de parámetros', () => {
    const byRoute = new Map<string, string[]>();
    for (const [name, endpoint] of endpointList) {
      const key = routeKey(endpoint);
      byRoute.set(key, [...(byRoute.get(key) ?? []), name]);
    }
    const repeated = [...byRoute].filter(([, names]) => names.length > 1);
    expect(repeated).toEqual([]);
    expect(byRoute.size).toBe(endpointList.length);
  });
});
