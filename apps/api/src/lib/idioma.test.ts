import { describe, expect, it } from 'vitest';
import { idiomaDeCabecera } from './idioma';

describe('idiomaDeCabecera (Accept-Language)', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['es', 'es'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,fr;q=0.9,en;q=0.5,es;q=0.4', 'en'],
    ['es;q=0.3, en;q=0.8', 'en'],
    ['en;q=0.5, es;q=0.5', 'en'],
    ['en;q=0, es;q=0.1', 'es'],
    ['en;q=abc', 'es'],
    ['de, fr', 'es'],
    ['*', 'es'],
  ])('%j → %s', (cabecera, idioma) => {
    expect(idiomaDeCabecera(cabecera)).toBe(idioma);
  });
});
