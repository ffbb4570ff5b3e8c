/*
 * Effective internship days in a month: what the party obliged to register
 * the intern (see cotizacion-practicas.ts) reports to the Social Security
 * every month. Dates are yyyy-mm-dd strings and every computation runs on
 * whole UTC days, so the count never depends on the machine's time zone.
 */

/** ISO weekdays of a schedule: 1 = Monday … 7 = Sunday. */
export type DiaSemanaIso = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const SEMANA: readonly DiaSemanaIso[] = [1, 2, 3, 4, 5, 6, 7];
const MS_DIA = 86_400_000;

const esDiaSemana = (d: unknown): d is DiaSemanaIso => typeof d === 'number' && Number.isInteger(d) && d >= 1 && d <= 7;

/**
 * The weekdays an intern attends: the explicit list when there is one
 * (deduplicated, Monday first); otherwise the first `diasSemana` days from
 * Monday, since a count of 5 or 6 days means Monday to Friday or Saturday;
 * Monday to Friday when nothing is recorded. An empty list counts as none recorded.
 */
export function diasDelHorario(diasSemana: number | null, dias?: readonly DiaSemanaIso[] | null): DiaSemanaIso[] {
  if (dias && dias.length > 0) {
    for (const d of dias) if (!esDiaSemana(d)) throw new RangeError(`Día de la semana no válido: ${String(d)}`);
    return [...new Set(dias)].sort((a, b) => a - b);
  }
  if (diasSemana === null || diasSemana === undefined) return SEMANA.slice(0, 5);
  if (!esDiaSemana(diasSemana)) throw new RangeError(`Número de días por semana no válido: ${String(diasSemana)}`);
  return SEMANA.slice(0, diasSemana);
}

/** An internship's dates (yyyy-mm-dd, both included), its schedule and the days the intern did not attend. */
export interface PeriodoPractica {
  fechaInicio: string;
  fechaFin: string;
  dias: readonly DiaSemanaIso[];
  ausencias?: readonly string[];
}

/**
 * One month of an internship: `desde`/`hasta` bound its days inside the month
 * (null when it has none there), `ausencias` are the absences that fell on a
 * schedule day inside them, already taken off `diasEfectivos`.
 */
export interface DiasDelMes {
  desde: string | null;
  hasta: string | null;
  diasEfectivos: number;
  ausencias: number;
}

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const MES = /^(\d{4})-(\d{2})$/;

/**
 * Days since 1970-01-01 of a UTC calendar date. `setUTCFullYear` rather than
 * `Date.UTC` alone, which would read years 0–99 as 1900–1999.
 */
function diaUtc(anio: number, mes: number, dia: number): number {
  const f = new Date(Date.UTC(2000, 0, 1));
  f.setUTCFullYear(anio, mes - 1, dia);
  return Math.round(f.getTime() / MS_DIA);
}

/** A yyyy-mm-dd date as a day number; a RangeError for anything that is not a calendar date (2026-02-30 included). */
function leerFecha(fecha: string, campo: string): number {
  const m = typeof fecha === 'string' ? FECHA.exec(fecha) : null;
  if (m) {
    const dia = diaUtc(Number(m[1]), Number(m[2]), Number(m[3]));
    if (escribirFecha(dia) === fecha) return dia;
  }
  throw new RangeError(`${campo} no es una fecha válida (aaaa-mm-dd): ${String(fecha)}`);
}

function escribirFecha(dia: number): string {
  return new Date(dia * MS_DIA).toISOString().slice(0, 10);
}

/** The first and last day numbers of a yyyy-mm month. */
function leerMes(mes: string): [number, number] {
  const m = typeof mes === 'string' ? MES.exec(mes) : null;
  const anio = Number(m?.[1]);
  const numero = Number(m?.[2]);
  if (!m || numero < 1 || numero > 12) throw new RangeError(`El mes no es válido (aaaa-mm): ${String(mes)}`);
  // Day 0 of the next month is the last of this one.
  return [diaUtc(anio, numero, 1), diaUtc(anio, numero + 1, 0)];
}

/** ISO weekday of a day number: 1970-01-01 was a Thursday (4). */
const diaSemana = (dia: number): DiaSemanaIso => (((((dia + 3) % 7) + 7) % 7) + 1) as DiaSemanaIso;

/** Schedule days in [desde, hasta]: whole weeks at once, then the days left over. */
function diasDeHorarioEntre(desde: number, hasta: number, horario: ReadonlySet<DiaSemanaIso>): number {
  const total = hasta - desde + 1;
  const semanas = Math.floor(total / 7);
  let cuenta = semanas * horario.size;
  for (let dia = desde + semanas * 7; dia <= hasta; dia++) if (horario.has(diaSemana(dia))) cuenta++;
  return cuenta;
}

/** The effective days of an internship in a month (yyyy-mm): schedule days inside its period, less absences. */
export function diasEfectivosEnMes(p: PeriodoPractica, mes: string): DiasDelMes {
  const inicio = leerFecha(p.fechaInicio, 'La fecha de inicio');
  const fin = leerFecha(p.fechaFin, 'La fecha de fin');
  if (fin < inicio) throw new RangeError(`La fecha de fin (${p.fechaFin}) es anterior a la de inicio (${p.fechaInicio})`);
  for (const d of p.dias) if (!esDiaSemana(d)) throw new RangeError(`Día de la semana no válido: ${String(d)}`);
  const ausencias = (p.ausencias ?? []).map((a) => leerFecha(a, 'Una ausencia'));
  const [primero, ultimo] = leerMes(mes);

  const desde = Math.max(inicio, primero);
  const hasta = Math.min(fin, ultimo);
  if (desde > hasta) return { desde: null, hasta: null, diasEfectivos: 0, ausencias: 0 };

  const horario = new Set(p.dias);
  // A Set, so an absence recorded twice is taken off once; only those on a schedule day of the period count.
  const faltas = [...new Set(ausencias)].filter((a) => a >= desde && a <= hasta && horario.has(diaSemana(a))).length;
  return {
    desde: escribirFecha(desde),
    hasta: escribirFecha(hasta),
    diasEfectivos: diasDeHorarioEntre(desde, hasta, horario) - faltas,
    ausencias: faltas,
  };
}

/** The month (yyyy-mm) before the one of `hoy` (yyyy-mm-dd): the one whose report is due. */
export function mesAnterior(hoy: string): string {
  const dia = leerFecha(hoy, 'La fecha');
  const [anio, mes] = escribirFecha(dia).split('-').map(Number) as [number, number];
  if (mes > 1) return `${String(anio).padStart(4, '0')}-${String(mes - 1).padStart(2, '0')}`;
  if (anio === 0) throw new RangeError(`No hay mes anterior a ${hoy}`);
  return `${String(anio - 1).padStart(4, '0')}-12`;
}
