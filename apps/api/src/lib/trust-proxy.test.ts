import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

describe('TRUST_PROXY', () => {
  it('sin valor no se confía en ningún proxy', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('un número de saltos o una lista de direcciones y rangos', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('«true» (confiar en cualquiera) y las direcciones mal escritas paran el arranque', () => {
    for (const valor of ['true', '10.0.0.300', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/2']) {
      expect(() => parseEnv({ TRUST_PROXY: valor })).toThrow(/TRUST_PROXY es un número de proxies/);
    }
  });
});
