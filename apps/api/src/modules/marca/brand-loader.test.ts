import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandAssetsDir, brandsDir, loadBrand } from './brand-loader';

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
  it('lee las marcas de otra carpeta (BRANDS_DIR), con sus recursos', () => {
    const carpeta = mkdtempSync(join(tmpdir(), 'puente-marcas-'));
    try {
      cpSync(join(brandsDir, 'aurora'), join(carpeta, 'aurora'), { recursive: true });
      const fichero = join(carpeta, 'aurora', 'brand.json');
      writeFileSync(fichero, JSON.stringify({ ...JSON.parse(readFileSync(fichero, 'utf8')), nombre: 'Aurora de pruebas' }));
      expect(loadBrand('aurora', carpeta).nombre).toBe('Aurora de pruebas');
      expect(brandAssetsDir('aurora', carpeta)).toBe(join(carpeta, 'aurora', 'assets'));
      expect(() => loadBrand('demo', carpeta)).toThrow(/La marca "demo" no existe/);
    } finally {
      rmSync(carpeta, { recursive: true, force: true });
    }
    expect(() => loadBrand('demo', join(carpeta, 'no-existe'))).toThrow(
      /La carpeta de marcas .* no existe \(revisa BRANDS_DIR\)/,
    );
  });
});
