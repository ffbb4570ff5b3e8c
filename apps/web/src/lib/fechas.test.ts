import { describe, expect, it } from 'vitest';
import { diaIso, hoyEnMadrid } from './fechas';

describe('the record’s dates', () => {
  it('turns the API’s day into a date input’s', () => {
    expect(diaIso('30/06/2026')).toBe('2026-06-30');
    expect(diaIso(null)).toBeUndefined();
    expect(diaIso('2026-06-30')).toBeUndefined();
  });

  it('says today on Madrid’s calendar, also when it is still yesterday in UTC', () => {
    expect(hoyEnMadrid(new Date('2026-03-09T23:30:00Z'))).toBe('2026-03-10');
    expect(hoyEnMadrid(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(hoyEnMadrid(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
