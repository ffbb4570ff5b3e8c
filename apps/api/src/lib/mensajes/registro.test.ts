import { marcasDeUsted } from '@puente/contract/registro';
import { describe, expect, it } from 'vitest';
import { es } from './es';
import { rechazosEs } from './rechazos.es';

describe('catálogos de mensajes y rechazos de la API: registro', () => {
  it('habla de «tú» a todo lector, sin marcas de «usted» (decisión 032)', () => {
    const conUsted = Object.entries({ ...es, ...rechazosEs })
      .filter(([, texto]) => marcasDeUsted(texto).length > 0)
      .map(([clave, texto]) => `${clave}: ${texto}`);
    expect(conUsted).toEqual([]);
  });
});
