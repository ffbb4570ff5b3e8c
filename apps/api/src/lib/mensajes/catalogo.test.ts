import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { type Clave, render, renderGuardado } from './render';

const marcadores = (texto: string) => [...texto.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catálogo de mensajes de la API', () => {
  it('español e inglés tienen las mismas claves', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    // The type check says the same: a catalogue missing a Spanish key does not compile.
    // @ts-expect-error 'aviso.motivo' alone is not the whole catalogue
    const incompleto: typeof en = { 'aviso.motivo': 'Reason: {motivo}.' };
    expect(Object.keys(incompleto)).toHaveLength(1);
  });

  it('cada texto usa los mismos marcadores en los dos idiomas, y ninguno está vacío', () => {
    for (const clave of Object.keys(es) as Clave[]) {
      expect(marcadores(en[clave]), clave).toEqual(marcadores(es[clave]));
      expect(es[clave].trim(), clave).not.toBe('');
      expect(en[clave].trim(), clave).not.toBe('');
    }
  });

  it('cada tipo de aviso tiene título y texto', () => {
    const tipos = (partes: string) =>
      Object.keys(es)
        .filter((k) => k.endsWith(partes))
        .map((k) => k.slice(0, -partes.length));
    expect(tipos('.titulo').sort()).toEqual(tipos('.texto').sort());
  });

  it('render rellena los parámetros con valores planos', () => {
    expect(render('candidatura.inscrita.texto', { oferta: 'Diseño {web}' }, 'es')).toBe(
      'Te has inscrito en «Diseño {web}». La empresa recibirá tu currículum.',
    );
    expect(render('oferta.rechazada.texto', { oferta: 'X', motivo: 'Y' }, 'en')).toBe(
      'The university has rejected your offer “X”. Reason: Y',
    );
    // @ts-expect-error a misspelt parameter fails the type check…
    const mal = render('candidatura.inscrita.texto', { ofertas: 'X' }, 'es');
    // …and, read back from storage, shows its placeholder rather than a silent gap.
    expect(mal).toContain('«{oferta}»');
  });

  it('renderGuardado: una clave que el catálogo no tiene da undefined', () => {
    expect(renderGuardado('candidatura.inexistente.titulo', {}, 'es')).toBeUndefined();
    expect(renderGuardado('candidatura.retirada.texto', { oferta: 7 }, 'en')).toBe('You have withdrawn your application to “7”.');
    expect(renderGuardado('candidatura.retirada.texto', { oferta: { anidado: true } }, 'es')).toBe(
      'Has retirado tu candidatura a «{oferta}».',
    );
  });
});
