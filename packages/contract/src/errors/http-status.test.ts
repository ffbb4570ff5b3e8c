import { describe, expect, it } from 'vitest';
import { errorCatalogue, SPEC_LISTED_CODES } from './catalogue';
import { httpStatusFor, PortalCodes } from './http-status';

const values = Object.values(PortalCodes);

describe('PortalCodes', () => {
  it('names every listed code exactly once, plus success and our 107', () => {
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort((a, b) => a - b)).toEqual([0, ...SPEC_LISTED_CODES, 107].sort((a, b) => a - b));
  });

  it('every named code except success has a catalogue entry', () => {
    for (const [name, code] of Object.entries(PortalCodes)) {
      if (code !== PortalCodes.EXITO) expect(errorCatalogue[code], name).toBeDefined();
    }
  });

  it('uses upper snake-case names', () => {
    for (const name of Object.keys(PortalCodes)) expect(name).toMatch(/^[A-Z]+(_[A-Z0-9]+)*$/);
    expect(PortalCodes.SESION_PERDIDA).toBe(2);
    expect(PortalCodes.CREDENCIALES).toBe(3);
    expect(PortalCodes.OFERTA_NO_ENCONTRADA).toBe(4);
  });
});

describe('httpStatusFor', () => {
  it('maps the classes of ARCHITECTURE §3', () => {
    expect(httpStatusFor(PortalCodes.EXITO)).toBe(200);
    expect(httpStatusFor(PortalCodes.SESION_PERDIDA)).toBe(401);
    expect(httpStatusFor(PortalCodes.SIN_PERMISOS)).toBe(403);
    expect(httpStatusFor(PortalCodes.FALTAN_DATOS)).toBe(400);
    expect(httpStatusFor(PortalCodes.SERVICIO_NO_DISPONIBLE)).toBe(500);
  });

  it('keeps every other code, business refusals and notices, at 200', () => {
    const special = new Set<number>([2, 71, 15, 500]);
    for (const code of [...values, 999]) if (!special.has(code)) expect(httpStatusFor(code), `code ${code}`).toBe(200);
  });
});
