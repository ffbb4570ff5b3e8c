import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DiaSemanaIso, diasDelHorario, diasEfectivosEnMes, mesAnterior, type PeriodoPractica } from './dias-efectivos';

const LUNES_A_VIERNES: DiaSemanaIso[] = [1, 2, 3, 4, 5];
const periodo = (fechaInicio: string, fechaFin: string, extra: Partial<PeriodoPractica> = {}): PeriodoPractica => ({
  fechaInicio,
  fechaFin,
  dias: LUNES_A_VIERNES,
  ...extra,
});

describe('diasDelHorario', () => {
  it('la lista explícita manda, sin repetidos y de lunes a domingo', () => {
    expect(diasDelHorario(5, [5, 1, 3, 3])).toEqual([1, 3, 5]);
    expect(diasDelHorario(null, [7, 6])).toEqual([6, 7]);
  });

  it('sin lista, los N primeros días desde el lunes; sin nada (o lista vacía), de lunes a viernes', () => {
    expect(diasDelHorario(5)).toEqual([1, 2, 3, 4, 5]);
    expect(diasDelHorario(6, null)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(diasDelHorario(3)).toEqual([1, 2, 3]);
    expect(diasDelHorario(null)).toEqual([1, 2, 3, 4, 5]);
    expect(diasDelHorario(null, [])).toEqual([1, 2, 3, 4, 5]);
  });

  it('rechaza un número de días o un día fuera de 1-7', () => {
    expect(() => diasDelHorario(0)).toThrow(RangeError);
    expect(() => diasDelHorario(8)).toThrow(RangeError);
    expect(() => diasDelHorario(2.5)).toThrow(RangeError);
    expect(() => diasDelHorario(null, [0 as DiaSemanaIso])).toThrow(RangeError);
  });
});

describe('diasEfectivosEnMes', () => {
  // March 2026 begins on a Sunday and ends on a Tuesday: 22 days from Monday to Friday.
  it('empieza dentro del mes', () => {
    expect(diasEfectivosEnMes(periodo('2026-03-16', '2026-06-30'), '2026-03')).toEqual({
      desde: '2026-03-16',
      hasta: '2026-03-31',
      diasEfectivos: 12,
      ausencias: 0,
    });
  });

  it('acaba dentro del mes', () => {
    expect(diasEfectivosEnMes(periodo('2026-01-15', '2026-03-13'), '2026-03')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-13',
      diasEfectivos: 10,
      ausencias: 0,
    });
  });

  it('abarca el mes entero', () => {
    expect(diasEfectivosEnMes(periodo('2026-01-01', '2026-12-31'), '2026-03')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      diasEfectivos: 22,
      ausencias: 0,
    });
  });

  it('empieza y acaba dentro del mes, también en un solo día', () => {
    expect(diasEfectivosEnMes(periodo('2026-03-04', '2026-03-18'), '2026-03')).toEqual({
      desde: '2026-03-04',
      hasta: '2026-03-18',
      diasEfectivos: 11,
      ausencias: 0,
    });
    expect(diasEfectivosEnMes(periodo('2026-03-10', '2026-03-10'), '2026-03').diasEfectivos).toBe(1);
    // A period inside the month with no schedule day still has its bounds.
    expect(diasEfectivosEnMes(periodo('2026-03-07', '2026-03-08'), '2026-03')).toEqual({
      desde: '2026-03-07',
      hasta: '2026-03-08',
      diasEfectivos: 0,
      ausencias: 0,
    });
  });

  it('fuera del mes: cero y sin fechas', () => {
    const nada = { desde: null, hasta: null, diasEfectivos: 0, ausencias: 0 };
    expect(diasEfectivosEnMes(periodo('2026-04-01', '2026-06-30'), '2026-03')).toEqual(nada);
    expect(diasEfectivosEnMes(periodo('2025-10-01', '2026-02-28'), '2026-03')).toEqual(nada);
  });

  it('febrero bisiesto de 2028 tiene 29 días', () => {
    expect(diasEfectivosEnMes(periodo('2028-01-10', '2028-04-30'), '2028-02')).toEqual({
      desde: '2028-02-01',
      hasta: '2028-02-29',
      diasEfectivos: 21,
      ausencias: 0,
    });
    const todos: DiaSemanaIso[] = [1, 2, 3, 4, 5, 6, 7];
    expect(diasEfectivosEnMes(periodo('2028-01-01', '2028-12-31', { dias: todos }), '2028-02').diasEfectivos).toBe(29);
    expect(diasEfectivosEnMes(periodo('2027-01-01', '2027-12-31', { dias: todos }), '2027-02').diasEfectivos).toBe(28);
  });

  it('horario de tres días (lunes, miércoles y viernes)', () => {
    const p = periodo('2026-01-01', '2026-12-31', { dias: diasDelHorario(5, [1, 3, 5]) });
    // Five Mondays, four Wednesdays and four Fridays in March 2026.
    expect(diasEfectivosEnMes(p, '2026-03').diasEfectivos).toBe(13);
  });

  it('seis días por semana: de lunes a sábado', () => {
    const p = periodo('2026-01-01', '2026-12-31', { dias: diasDelHorario(6) });
    expect(diasEfectivosEnMes(p, '2026-03').diasEfectivos).toBe(26);
  });

  it('ausencias: solo cuentan una vez las de un día del horario dentro del periodo', () => {
    const ausencias = [
      '2026-03-10', // Tuesday: counts
      '2026-03-10', // the same again
      '2026-03-11', // Wednesday: counts
      '2026-03-08', // Sunday: not a schedule day
      '2026-04-01', // another month
    ];
    expect(diasEfectivosEnMes(periodo('2026-01-01', '2026-12-31', { ausencias }), '2026-03')).toEqual({
      desde: '2026-03-01',
      hasta: '2026-03-31',
      diasEfectivos: 20,
      ausencias: 2,
    });
    // Inside the month but before the internship began.
    expect(diasEfectivosEnMes(periodo('2026-03-16', '2026-06-30', { ausencias }), '2026-03')).toMatchObject({
      diasEfectivos: 12,
      ausencias: 0,
    });
  });

  it('rechaza meses y fechas mal formados, y un fin anterior al inicio', () => {
    const bueno = periodo('2026-01-01', '2026-12-31');
    for (const mes of ['2026-13', '2026-00', '2026-3', '2026-03-01', 'marzo', '']) {
      expect(() => diasEfectivosEnMes(bueno, mes), mes).toThrow(RangeError);
    }
    for (const fecha of ['2026-02-29', '2026-04-31', '2026/03/01', '2026-3-1', '']) {
      expect(() => diasEfectivosEnMes(periodo(fecha, '2026-12-31'), '2026-03'), fecha).toThrow(RangeError);
      expect(() => diasEfectivosEnMes(periodo('2026-01-01', '2026-12-31', { ausencias: [fecha] }), '2026-03')).toThrow(
        RangeError,
      );
    }
    expect(() => diasEfectivosEnMes(periodo('2026-03-10', '2026-03-09'), '2026-03')).toThrow(RangeError);
    expect(() => diasEfectivosEnMes(periodo('2026-01-01', '2026-12-31', { dias: [8 as DiaSemanaIso] }), '2026-03')).toThrow(
      RangeError,
    );
  });

  it('coincide con un recorrido día a día para periodos y meses de 2026 a 2028', () => {
    const MS_DIA = 86_400_000;
    const base = Date.UTC(2025, 10, 1);
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const fechaAleatoria = fc.integer({ min: 0, max: 1200 }).map((n) => iso(base + n * MS_DIA));

    /** The naive count: every day of the month, one by one. */
    function recorrido(p: PeriodoPractica, mes: string) {
      const [anio, numero] = mes.split('-').map(Number) as [number, number];
      const faltas = new Set(p.ausencias);
      let desde: string | null = null;
      let hasta: string | null = null;
      let diasEfectivos = 0;
      let ausencias = 0;
      for (let d = 1; d <= 31; d++) {
        const f = new Date(Date.UTC(anio, numero - 1, d));
        if (f.getUTCMonth() !== numero - 1) break;
        const dia = iso(f.getTime());
        if (dia < p.fechaInicio || dia > p.fechaFin) continue;
        desde ??= dia;
        hasta = dia;
        if (!p.dias.includes((f.getUTCDay() || 7) as DiaSemanaIso)) continue;
        if (faltas.has(dia)) ausencias++;
        else diasEfectivos++;
      }
      return { desde, hasta, diasEfectivos, ausencias };
    }

    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 500 }),
        fc.uniqueArray(fc.constantFrom<DiaSemanaIso>(1, 2, 3, 4, 5, 6, 7), { maxLength: 7 }),
        fc.array(fechaAleatoria, { maxLength: 25 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 0, max: 35 }),
        (inicio, duracion, dias, faltas, repetidas, m) => {
          const p: PeriodoPractica = {
            fechaInicio: iso(base + inicio * MS_DIA),
            fechaFin: iso(base + (inicio + duracion) * MS_DIA),
            dias,
            ausencias: [...faltas, ...faltas.slice(0, repetidas)],
          };
          const mes = `${2026 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
          expect(diasEfectivosEnMes(p, mes)).toEqual(recorrido(p, mes));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('mesAnterior', () => {
  it('el mes anterior, y de enero a diciembre del año antes', () => {
    expect(mesAnterior('2026-03-31')).toBe('2026-02');
    expect(mesAnterior('2026-11-01')).toBe('2026-10');
    expect(mesAnterior('2026-01-15')).toBe('2025-12');
    expect(mesAnterior('2028-03-01')).toBe('2028-02');
  });

  it('rechaza una fecha mal formada', () => {
    expect(() => mesAnterior('2026-02-29')).toThrow(RangeError);
    expect(() => mesAnterior('2026-03')).toThrow(RangeError);
    expect(() => mesAnterior('15/01/2026')).toThrow(RangeError);
  });
});
