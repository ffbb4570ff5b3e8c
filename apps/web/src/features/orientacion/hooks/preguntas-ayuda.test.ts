import { describe, expect, it } from 'vitest';
import { filtrarAyuda, type GrupoAyuda, normalizar } from './preguntas-ayuda';

const grupos: GrupoAyuda[] = [
  {
    id: 'cuenta',
    titulo: 'Tu cuenta',
    preguntas: [
      { id: 'contrasena', pregunta: 'He olvidado mi contraseña', respuesta: 'Pide un enlace nuevo.' },
      { id: 'idioma', pregunta: '¿Puedo usar el portal en inglés?', respuesta: 'Sí, desde la cabecera.' },
    ],
  },
  {
    id: 'cv',
    titulo: 'Tu currículum',
    preguntas: [{ id: 'foto', pregunta: '¿Qué foto puedo subir?', respuesta: 'PNG o JPG de hasta 2 MB.' }],
  },
];

describe('búsqueda de la ayuda', () => {
  it('no distingue acentos ni mayúsculas', () => {
    expect(normalizar('Contraseña ÍNGLÉS')).toBe('contrasena ingles');
    expect(filtrarAyuda(grupos, 'CONTRASENA').flatMap((g) => g.preguntas.map((p) => p.id))).toEqual(['contrasena']);
    expect(filtrarAyuda(grupos, 'ingles').flatMap((g) => g.preguntas.map((p) => p.id))).toEqual(['idioma']);
  });

  it('busca en la respuesta y exige todas las palabras; los grupos vacíos desaparecen', () => {
    const r = filtrarAyuda(grupos, 'png  2 mb');
    expect(r.map((g) => g.id)).toEqual(['cv']);
    expect(filtrarAyuda(grupos, 'foto contraseña')).toEqual([]);
  });

  it('una búsqueda en blanco lo deja todo', () => {
    expect(filtrarAyuda(grupos, '   ')).toEqual(grupos);
  });
});
