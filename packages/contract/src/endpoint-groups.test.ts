import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { mergeEndpointGroups, routeKey } from './endpoint-groups';

const declare = (method: Endpoint['method'], path: string) =>
  defineEndpoint({ method, path, role: 'publico', summary: 'prueba', input: z.object({}), output: z.null() });

describe('mergeEndpointGroups', () => {
  it('junta los grupos y conserva el tipo de cada declaración', () => {
    const a = { uno: declare('GET', '/api/Publico/uno') } as const;
    const b = { dos: declare('POST', '/api/Publico/dos') } as const;
    const merged = mergeEndpointGroups(a, b);
    expect(Object.keys(merged)).toEqual(['uno', 'dos']);
    expect(merged.dos.method).toBe('POST');
  });

  it('un nombre repetido no compila y, si llega a ejecutarse, lanza', () => {
    const a = { uno: declare('GET', '/api/Publico/uno') } as const;
    const b = { uno: declare('GET', '/api/Publico/otro') } as const;
    // @ts-expect-error a repeated endpoint name is a type error
    expect(() => mergeEndpointGroups(a, b)).toThrow('Endpoint name declared twice: uno');
  });

  it('una ruta repetida lanza aunque cambien las mayúsculas o el nombre del parámetro', () => {
    const a = { uno: declare('GET', '/api/Alumno/dameOferta/:url') } as const;
    const b = { dos: declare('GET', '/api/alumno/DAMEOFERTA/:id') } as const;
    expect(() => mergeEndpointGroups(a, b)).toThrow('Endpoints uno and dos share the route');
    const c = { tres: declare('POST', '/api/alumno/dameOferta/:id') } as const;
    expect(Object.keys(mergeEndpointGroups(a, c))).toEqual(['uno', 'tres']);
  });

  it('routeKey ignora mayúsculas y nombres de parámetros, no el método', () => {
    expect(routeKey({ method: 'GET', path: '/api/Gestion/Oferta/:idOferta' })).toBe('GET /api/gestion/oferta/:');
    expect(routeKey({ method: 'DELETE', path: '/api/x/:a/y/:b' })).toBe('DELETE /api/x/:/y/:');
  });
});
