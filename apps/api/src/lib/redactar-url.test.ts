import { describe, expect, it } from 'vitest';
import { redactorDeUrl } from './redactar-url';

const redactar = redactorDeUrl(['/api/Publico/calendario/:token', '/alertas/baja/:token', '/api/Publico/oferta/:id']);

describe('redactorDeUrl', () => {
  it('oculta el token de las rutas que lo llevan y los parámetros secretos', () => {
    expect(redactar('/api/Publico/calendario/abcDEF123_-xyz.ics')).toBe('/api/Publico/calendario/[oculto]');
    expect(redactar('/api/publico/CALENDARIO/abc?x=1')).toBe('/api/publico/CALENDARIO/[oculto]?x=1');
    expect(redactar('/alertas/baja/tok3n')).toBe('/alertas/baja/[oculto]');
    expect(redactar('/restablecer-password?token=s3creto&lang=es')).toBe('/restablecer-password?token=[oculto]&lang=es');
    expect(redactar('/tutor/academico?Token=s3creto')).toBe('/tutor/academico?Token=[oculto]');
    expect(redactar('/acceso?RelayState=%2Fcv')).toBe('/acceso?RelayState=[oculto]');
  });

  it('deja lo demás como llegó', () => {
    expect(redactar('/api/Publico/oferta/123')).toBe('/api/Publico/oferta/123');
    expect(redactar('/ofertas-empleo?pagina=2&texto=datos')).toBe('/ofertas-empleo?pagina=2&texto=datos');
    expect(redactar('/x?token')).toBe('/x?token');
    expect(redactar('/x?%E0=1')).toBe('/x?%E0=1');
  });
});
