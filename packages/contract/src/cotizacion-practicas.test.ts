import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CasoCotizacion,
  explicacionCotizacion,
  MOVILIDADES_PRACTICA,
  OBLIGADOS_COTIZACION,
  obligadoCotizacion,
  PAGADORES_PRACTICA,
  REGLAS_COTIZACION,
  type ReglaCotizacion,
  type ResultadoCotizacion,
} from './cotizacion-practicas';

type Fila = [nombre: string, caso: CasoCotizacion, esperado: ResultadoCotizacion];

const caso = (
  movilidad: CasoCotizacion['movilidad'],
  remunerada: boolean,
  pagador: CasoCotizacion['pagador'],
  clausula: boolean,
) => ({
  movilidad,
  remunerada,
  pagador,
  universidadAsumeCotizacion: clausula,
});
const si = (obligado: ResultadoCotizacion['obligado'], regla: ReglaCotizacion) => ({ obligado, incluida: true, regla });
const no = (regla: ReglaCotizacion) => ({ obligado: 'ninguno' as const, incluida: false, regla });

const filas: Fila[] = [
  [
    'DA 52ª.1.a — nacional remunerada por la empresa: la empresa',
    caso('nacional', true, 'empresa', false),
    si('empresa', 'remunerada_pagador'),
  ],
  [
    'DA 52ª.1.a — nacional remunerada por la universidad: la universidad',
    caso('nacional', true, 'universidad', false),
    si('universidad', 'remunerada_pagador'),
  ],
  [
    'DA 52ª.1.a — nacional remunerada por otra entidad: esa entidad',
    caso('nacional', true, 'otra_entidad', false),
    si('otra_entidad', 'remunerada_pagador'),
  ],
  [
    'DA 52ª.1.a — nacional remunerada sin pagador: la empresa de acogida',
    caso('nacional', true, null, false),
    si('empresa', 'remunerada_pagador'),
  ],
  [
    'DA 52ª.1.a — remunerada por la empresa con cláusula: la cláusula solo cuenta sin remuneración',
    caso('nacional', true, 'empresa', true),
    si('empresa', 'remunerada_pagador'),
  ],
  [
    'DA 52ª.1.b — no remunerada sin cláusula: la empresa',
    caso('nacional', false, null, false),
    si('empresa', 'no_remunerada_empresa'),
  ],
  [
    'DA 52ª.1.b — no remunerada con pagador anotado: el pagador no se lee, la empresa',
    caso('nacional', false, 'universidad', false),
    si('empresa', 'no_remunerada_empresa'),
  ],
  [
    'DA 52ª.1.b — no remunerada con cláusula: la universidad',
    caso('nacional', false, null, true),
    si('universidad', 'no_remunerada_convenio_universidad'),
  ],
  [
    'Erasmus+ — beca pagada por la universidad: la universidad',
    caso('erasmus_saliente', true, 'universidad', false),
    si('universidad', 'erasmus_remunerada'),
  ],
  [
    'Erasmus+ — beca pagada por otra entidad española, con cláusula: esa entidad',
    caso('erasmus_saliente', true, 'otra_entidad', true),
    si('otra_entidad', 'erasmus_remunerada'),
  ],
  [
    'Extranjero sin obligado español — Erasmus+ pagada solo por la empresa extranjera, sin cláusula: nadie',
    caso('erasmus_saliente', true, 'empresa', false),
    no('extranjero_sin_obligado_espanol'),
  ],
  [
    'Extranjero con cláusula — Erasmus+ no remunerada: la universidad',
    caso('erasmus_saliente', false, null, true),
    si('universidad', 'extranjero_convenio_universidad'),
  ],
  [
    'Extranjero con pagador español — beca de la universidad: la universidad',
    caso('extranjero_saliente', true, 'universidad', false),
    si('universidad', 'extranjero_remunerada_pagador_espanol'),
  ],
  [
    'Extranjero con pagador español — beca de otra entidad: esa entidad',
    caso('extranjero_saliente', true, 'otra_entidad', false),
    si('otra_entidad', 'extranjero_remunerada_pagador_espanol'),
  ],
  [
    'Extranjero con cláusula — pagada solo por la empresa extranjera: la universidad',
    caso('extranjero_saliente', true, 'empresa', true),
    si('universidad', 'extranjero_convenio_universidad'),
  ],
  [
    'Extranjero sin obligado español — remunerada sin pagador (la empresa extranjera), sin cláusula: nadie',
    caso('extranjero_saliente', true, null, false),
    no('extranjero_sin_obligado_espanol'),
  ],
  [
    'Extranjero sin obligado español — no remunerada sin cláusula: nadie',
    caso('extranjero_saliente', false, null, false),
    no('extranjero_sin_obligado_espanol'),
  ],
  [
    'Entrante excluida — remunerada por la universidad con cláusula: nadie, le cubre su país',
    caso('entrante', true, 'universidad', true),
    no('entrante_excluida'),
  ],
  [
    'Entrante excluida — no remunerada sin cláusula: nadie, le cubre su país',
    caso('entrante', false, null, false),
    no('entrante_excluida'),
  ],
];

/** One case per rule, for the explanations. */
const ejemplos: Record<ReglaCotizacion, CasoCotizacion> = {
  remunerada_pagador: caso('nacional', true, 'universidad', false),
  no_remunerada_empresa: caso('nacional', false, null, false),
  no_remunerada_convenio_universidad: caso('nacional', false, null, true),
  erasmus_remunerada: caso('erasmus_saliente', true, 'universidad', false),
  extranjero_remunerada_pagador_espanol: caso('extranjero_saliente', true, 'otra_entidad', false),
  extranjero_convenio_universidad: caso('extranjero_saliente', false, null, true),
  extranjero_sin_obligado_espanol: caso('extranjero_saliente', false, null, false),
  entrante_excluida: caso('entrante', false, null, false),
};

const casoArbitrario = (movilidad: fc.Arbitrary<CasoCotizacion['movilidad']>) =>
  fc.record({
    remunerada: fc.boolean(),
    pagador: fc.option(fc.constantFrom(...PAGADORES_PRACTICA), { nil: null }),
    universidadAsumeCotizacion: fc.boolean(),
    movilidad,
  });

describe('obligadoCotizacion (disposición adicional 52.ª LGSS)', () => {
  it.each(filas)('%s', (_nombre, c, esperado) => {
    expect(obligadoCotizacion(c)).toEqual(esperado);
  });

  it('la tabla recorre cada regla, cada pagador, los dos valores de la cláusula y cada movilidad', () => {
    const reglas = new Set(filas.map(([, , r]) => r.regla));
    const pagadores = new Set(filas.filter(([, c]) => c.remunerada).map(([, c]) => c.pagador));
    const clausulas = new Set(filas.map(([, c]) => c.universidadAsumeCotizacion));
    const movilidades = new Set(filas.map(([, c]) => c.movilidad));
    expect([...reglas].sort()).toEqual([...REGLAS_COTIZACION].sort());
    for (const p of [...PAGADORES_PRACTICA, null]) expect(pagadores).toContain(p);
    expect(clausulas).toEqual(new Set([true, false]));
    expect([...movilidades].sort()).toEqual([...MOVILIDADES_PRACTICA].sort());
    expect(filas.length).toBeGreaterThanOrEqual(14);
  });

  it('un estudiante entrante nunca se da de alta', () => {
    fc.assert(
      fc.property(casoArbitrario(fc.constant('entrante')), (c) => {
        expect(obligadoCotizacion(c)).toEqual({ obligado: 'ninguno', incluida: false, regla: 'entrante_excluida' });
      }),
    );
  });

  it('una práctica en España siempre se da de alta, y alguien está obligado', () => {
    fc.assert(
      fc.property(casoArbitrario(fc.constant('nacional')), (c) => {
        const r = obligadoCotizacion(c);
        expect(r.incluida).toBe(true);
        expect(r.obligado).not.toBe('ninguno');
      }),
    );
  });

  it('incluida exactamente cuando hay un obligado, y el obligado es uno de la lista', () => {
    fc.assert(
      fc.property(casoArbitrario(fc.constantFrom(...MOVILIDADES_PRACTICA)), (c) => {
        const r = obligadoCotizacion(c);
        expect(OBLIGADOS_COTIZACION).toContain(r.obligado);
        expect(r.incluida).toBe(r.obligado !== 'ninguno');
      }),
    );
  });
});

describe('explicacionCotizacion', () => {
  it.each(REGLAS_COTIZACION)('%s: explicación no vacía en español y en inglés, y distintas', (regla) => {
    const r = obligadoCotizacion(ejemplos[regla]);
    expect(r.regla).toBe(regla);
    const es = explicacionCotizacion(r, 'es');
    const en = explicacionCotizacion(r, 'en');
    expect(es.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(es).not.toBe(en);
    expect(es).toContain('disposición adicional 52.ª LGSS');
    expect(es).not.toMatch(/\busted/i);
  });

  it('nombra a quien paga la beca', () => {
    expect(explicacionCotizacion(obligadoCotizacion(caso('nacional', true, 'universidad', false)), 'es')).toBe(
      'Práctica remunerada: da de alta y cotiza quien paga la beca, la universidad (disposición adicional 52.ª LGSS).',
    );
    expect(explicacionCotizacion(obligadoCotizacion(caso('nacional', true, 'empresa', false)), 'en')).toContain(
      'the host company',
    );
  });
});
