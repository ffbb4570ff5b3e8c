import { describe, expect, it } from 'vitest';
import { instanteDeMadrid, madridDeInstante } from './fecha-madrid';

describe("an event's dates on Madrid's clock", () => {
  it("writes a typed day and time with that day's offset", () => {
    expect(instanteDeMadrid('2026-12-03T10:00')).toBe('2026-12-03T10:00:00+01:00');
    expect(instanteDeMadrid('2026-07-15T18:30')).toBe('2026-07-15T18:30:00+02:00');
    // The night the clocks go forward (29 March 2026, 02:00 → 03:00) and back (25 October 2026).
    expect(instanteDeMadrid('2026-03-29T04:00')).toBe('2026-03-29T04:00:00+02:00');
    expect(instanteDeMadrid('2026-03-29T01:00')).toBe('2026-03-29T01:00:00+01:00');
    expect(instanteDeMadrid('2026-10-25T12:00')).toBe('2026-10-25T12:00:00+01:00');
  });

  it('leaves what is not a day and a time for the schema to refuse', () => {
    expect(instanteDeMadrid('')).toBe('');
    expect(instanteDeMadrid('mañana')).toBe('mañana');
  });

  it("reads the API's instants back on Madrid's clock", () => {
    expect(madridDeInstante('2026-12-03T09:00:00.000Z')).toBe('2026-12-03T10:00');
    expect(madridDeInstante('2026-07-15T16:30:00Z')).toBe('2026-07-15T18:30');
    expect(madridDeInstante('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
    expect(madridDeInstante(null)).toBe('');
    expect(madridDeInstante('no')).toBe('');
    for (const local of ['2026-12-03T10:00', '2026-07-15T18:30']) {
      expect(madridDeInstante(instanteDeMadrid(local))).toBe(local);
    }
  });
});
