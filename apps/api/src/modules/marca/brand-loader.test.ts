import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandsDir, loadBrand } from './brand-loader';

describe('marcas', () => {
  it('todas las marcas de brands/ cumplen el esquema', () => {
    const ids = readdirSync(brandsDir);
    expect(ids).toEqual(expect.arrayContaining(['demo', 'aurora']));
    for (const id of ids) expect(loadBrand(id).id).toBe(id);
  });

  it('la segunda marca cambia colores y banderas: nada está fijado en el código', () => {
    const demo = loadBrand('demo');
    const aurora = loadBrand('aurora');
    expect(aurora.colores.primario).not.toBe(demo.colores.primario);
    expect(aurora.flags.withoutEmpleo).toBe(true);
    expect(aurora.registroPermitido).toBe(false);
    expect(aurora.ofertas.validacion).toBe('automatica');
  });

  it('una marca inexistente detiene el arranque con el motivo', () => {
    expect(() => loadBrand('no-existe')).toThrow(/La marca "no-existe" no existe/);
  });
});
