import { describe, expect, it } from 'vitest';
import { solapaConSeleccionadas } from './reglas-inscripcion';

/** Rule 17 (spec §7): the offer's dates against the internships the student is already selected in. */
describe('solapaConSeleccionadas', () => {
  const seleccionada = { id: 1, fechaInicio: '2027-01-10', fechaFin: '2027-03-31' };
  const oferta = (fechaInicio: string | null, fechaFin: string | null, id = 2) => ({ id, fechaInicio, fechaFin });

  it('meets an internship whose dates cross the offer, the boundary days included', () => {
    expect(solapaConSeleccionadas(oferta('2027-03-01', '2027-06-30'), [seleccionada])).toBe(true);
    expect(solapaConSeleccionadas(oferta('2027-03-31', '2027-06-30'), [seleccionada])).toBe(true);
    expect(solapaConSeleccionadas(oferta('2026-12-01', '2027-01-10'), [seleccionada])).toBe(true);
  });

  it('leaves alone what starts after or ends before', () => {
    expect(solapaConSeleccionadas(oferta('2027-04-01', '2027-06-30'), [seleccionada])).toBe(false);
    expect(solapaConSeleccionadas(oferta('2026-10-01', '2027-01-09'), [seleccionada])).toBe(false);
  });

  it('treats an open end as running for ever, on either side', () => {
    expect(solapaConSeleccionadas(oferta('2026-01-01', null), [seleccionada])).toBe(true);
    expect(solapaConSeleccionadas(oferta('2030-01-01', '2030-02-01'), [{ ...seleccionada, fechaFin: null }])).toBe(true);
  });

  it('never overlaps without a start, nor with the same internship', () => {
    expect(solapaConSeleccionadas(oferta(null, '2027-02-01'), [seleccionada])).toBe(false);
    expect(solapaConSeleccionadas(oferta('2027-02-01', '2027-02-28', 1), [seleccionada])).toBe(false);
    expect(solapaConSeleccionadas(oferta('2027-02-01', '2027-02-28'), [])).toBe(false);
  });
});
