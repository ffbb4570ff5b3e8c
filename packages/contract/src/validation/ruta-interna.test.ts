import { describe, expect, it } from 'vitest';
import { esRutaInterna, rutaInterna } from './ruta-interna';

describe('esRutaInterna', () => {
  it('acepta las rutas del portal, con su consulta y su fragmento', () => {
    for (const ruta of ['/', '/ofertas', '/ofertas-empleo?pagina=2&texto=datos%20abiertos', '/mis-datos#eliminar', '/a/b/c']) {
      expect(esRutaInterna(ruta), ruta).toBe(true);
    }
  });

  it('rechaza lo que un navegador llevaría a otro sitio', () => {
    for (const ruta of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      'https://evil.example',
      'evil.example',
      'javascript:alert(1)',
      '',
      '/ofertas\\..\\x',
    ]) {
      expect(esRutaInterna(ruta), JSON.stringify(ruta)).toBe(false);
    }
    expect(esRutaInterna(null)).toBe(false);
    expect(rutaInterna('/\\evil.example')).toBeNull();
    expect(rutaInterna('/ofertas')).toBe('/ofertas');
  });
});
