import { describe, expect, it } from 'vitest';
import { privacyAcceptanceSchema } from './privacy';

describe('privacy acceptance', () => {
  it('only true passes', () => {
    expect(privacyAcceptanceSchema.safeParse(true).success).toBe(true);
    for (const value of [false, undefined, null, 'true', 1]) {
      expect(privacyAcceptanceSchema.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
        'Debes aceptar la política de privacidad',
      ]);
    }
  });
});
