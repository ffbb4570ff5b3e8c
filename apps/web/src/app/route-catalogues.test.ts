import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CatalogueArea, catalogueAreas } from '@/lib/i18n';
import { type RouteDef, routeTable } from './route-table';
import { shellCatalogues } from './router';

/**
 * A screen whose catalogue is not loaded shows raw keys, and only in the
 * browser; this reads each screen's imports (transitively) for the areas
 * whose keys they use and holds the route table to them.
 */
const src = resolve(import.meta.dirname, '..');

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? resolve(src, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Static and dynamic imports of our own files; `import type` is gone at runtime, so it is skipped. */
const importPattern = /import\s*(type\s)?[^'";]*?(?:from\s*)?\(?\s*'((?:\.{1,2}|@)\/[^']+)'/g;

function areasUsedFrom(entry: string): CatalogueArea[] {
  const seen = new Set<string>();
  const used = new Set<CatalogueArea>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const area of catalogueAreas) if (new RegExp(`['"\`]${area}\\.[a-zA-Z]`).test(text)) used.add(area);
    for (const [, typeOnly, spec] of text.matchAll(importPattern)) {
      const target = spec && !typeOnly ? resolveImport(file, spec) : null;
      if (target) queue.push(target);
    }
  }
  return [...used].sort();
}

const screenFile = (def: RouteDef) => {
  const match = /routes\/([\w-]+?)(?:\.tsx)?['"]/.exec(def.screen.toString());
  if (!match) throw new Error(`No screen import in the row of ${def.name}`);
  return resolve(src, 'app/routes', `${match[1]}.tsx`);
};

describe('route catalogues', () => {
  it.each(routeTable.map((def) => [def.name, def] as const))('%s loads the catalogues its screen uses', (_name, def) => {
    const used = areasUsedFrom(screenFile(def)).filter((area) => !shellCatalogues.includes(area));
    expect([...(def.catalogues ?? [])].sort()).toEqual(used);
  });

  it('the shell loads what the layout shows on every route', () => {
    const used = areasUsedFrom(resolve(src, 'app/layout/root-layout.tsx'));
    expect([...shellCatalogues].sort()).toEqual(used);
  });

  it('knows every area folder of src/i18n', () => {
    const folders = Object.keys(import.meta.glob('../i18n/*/es.json')).map((path) => path.split('/')[2]);
    expect([...catalogueAreas].sort()).toEqual(folders.sort());
  });
});
