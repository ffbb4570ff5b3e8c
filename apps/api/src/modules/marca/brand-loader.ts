import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Brand, brandSchema } from '@puente/contract/brand';

/** The repository's brands/, the default of BRANDS_DIR. */
export const brandsDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../brands');

/** Reads and validates <dir>/<id>/brand.json (dir: BRANDS_DIR, else brands/); a bad file stops start-up with the reason. */
export function loadBrand(id: string, dir: string = brandsDir): Brand {
  if (!existsSync(dir)) throw new Error(`La carpeta de marcas ${dir} no existe (revisa BRANDS_DIR)`);
  const file = join(dir, id, 'brand.json');
  if (!existsSync(file)) throw new Error(`La marca "${id}" no existe: falta ${file}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} no es JSON válido: ${(error as Error).message}`);
  }
  const parsed = brandSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`${file} no cumple el esquema de marca:\n${lines.join('\n')}`);
  }
  if (parsed.data.id !== id) throw new Error(`${file}: el campo id ("${parsed.data.id}") debe coincidir con la carpeta "${id}"`);
  return parsed.data;
}

export const brandAssetsDir = (id: string, dir: string = brandsDir) => join(dir, id, 'assets');
