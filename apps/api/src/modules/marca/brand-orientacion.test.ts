import { brandSchema, publicBrandSchema } from '@puente/contract/brand';
import { describe, expect, it } from 'vitest';
import { loadBrand } from './brand-loader';

/** The optional `orientacion` block of the brand (decision 025): /orientacion-laboral's content. */
describe('marca: bloque de orientación', () => {
  it('las dos marcas lo rellenan, en español y en inglés', () => {
    for (const id of ['demo', 'aurora']) {
      const o = loadBrand(id).orientacion;
      expect(o, id).toBeDefined();
      expect(o?.intro.es.length).toBeGreaterThan(20);
      expect(o?.intro.en.length).toBeGreaterThan(20);
      expect(o?.citas.como.en).toBeTruthy();
      expect(o?.talleres.length).toBeGreaterThan(0);
      expect(o?.contactos.every((c) => c.email || c.telefono)).toBe(true);
    }
  });

  it('es opcional, viaja en la respuesta pública de la marca y rechaza un correo mal formado', () => {
    const { orientacion, ...sinBloque } = loadBrand('demo');
    expect(brandSchema.safeParse(sinBloque).success).toBe(true);
    const publica = publicBrandSchema.parse({ ...sinBloque, orientacion, mantenimiento: false, version: 'x' });
    expect(publica.orientacion?.contactos[0]?.email).toBe('orientacion@demo.puente.es');
    const malo = { ...orientacion, contactos: [{ area: { es: 'A', en: 'A' }, email: 'no-es-un-correo' }] };
    expect(brandSchema.safeParse({ ...sinBloque, orientacion: malo }).success).toBe(false);
  });
});
