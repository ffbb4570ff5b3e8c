import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [key: string]: string | Tree };

/** Dotted key paths, with i18next plural suffixes folded so _one/_other count once. */
function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : keys(value, path);
  });
}

describe('i18n catalogues', () => {
  it('en.json has exactly the keys of es.json (the source)', () => {
    expect(keys(en as Tree).sort()).toEqual(keys(es as Tree).sort());
  });

  it('uses camelCase keys', () => {
    for (const key of keys(es as Tree)) {
      for (const part of key.split('.')) expect(part, key).toMatch(/^[a-z][A-Za-z0-9]*(_one|_other)?$/);
    }
  });

  it('has no empty texts', () => {
    for (const tree of [es, en] as Tree[]) {
      const walk = (t: Tree) => {
        for (const value of Object.values(t)) {
          if (typeof value === 'string') expect(value.trim()).not.toBe('');
          else walk(value);
        }
      };
      walk(tree);
    }
  });
});

describe('area catalogues (src/i18n/<area>/es.json and en.json)', () => {
  const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
  const areas = new Set(Object.keys(files).map((p) => p.split('/')[1] as string));

  it.each([...areas])('%s: en.json has exactly the keys of es.json', (area) => {
    const esArea = files[`./${area}/es.json`];
    const enArea = files[`./${area}/en.json`];
    expect(esArea, `${area}/es.json`).toBeDefined();
    expect(enArea, `${area}/en.json`).toBeDefined();
    expect(keys(enArea as Tree).sort()).toEqual(keys(esArea as Tree).sort());
  });

  it('no area shadows a key of the main catalogue', () => {
    for (const area of areas) expect(Object.keys(es)).not.toContain(area);
  });
});
