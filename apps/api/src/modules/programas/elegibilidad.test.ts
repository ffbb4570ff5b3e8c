import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { crearComprobadorElegibilidad } from './elegibilidad';

const registro = () => {
  const lineas: string[] = [];
  return { lineas, log: { info: (m: string) => lineas.push(m), warn: (m: string) => lineas.push(m) } };
};

describe('comprobador de elegibilidad europea', () => {
  it('sin ELIGIBILITY_URL no comprueba nada y lo dice una sola vez en el registro', async () => {
    const { lineas, log } = registro();
    const c = crearComprobadorElegibilidad(undefined, log);
    expect(await c.comprobar('12345678Z', 'demo')).toEqual({ tipo: 'omitida' });
    expect(await c.comprobar('87654321X', 'demo')).toEqual({ tipo: 'omitida' });
    expect(lineas).toHaveLength(1);
    expect(lineas[0]).toMatch(/ELIGIBILITY_URL/);
  });

  it('un servicio que no contesta a tiempo está no_disponible, sin el DNI en el registro', async () => {
    const servidor = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const { port } = servidor.address() as AddressInfo;
    const { lineas, log } = registro();
    const c = crearComprobadorElegibilidad(`http://127.0.0.1:${port}/`, log, 200);
    expect(await c.comprobar('12345678Z', 'demo')).toEqual({ tipo: 'no_disponible' });
    expect(lineas.join(' ')).not.toMatch(/12345678Z/);
    servidor.closeAllConnections();
    await new Promise((r) => servidor.close(r));
  });

  it('un puerto cerrado o una respuesta sin `elegible` también están no_disponible', async () => {
    const servidor = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":1}'));
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r));
    const { port } = servidor.address() as AddressInfo;
    const { log } = registro();
    expect(await crearComprobadorElegibilidad(`http://127.0.0.1:${port}/`, log).comprobar('1', 'demo')).toEqual({
      tipo: 'no_disponible',
    });
    await new Promise((r) => servidor.close(r));
    expect(await crearComprobadorElegibilidad(`http://127.0.0.1:${port}/`, log).comprobar('1', 'demo')).toEqual({
      tipo: 'no_disponible',
    });
  });
});
