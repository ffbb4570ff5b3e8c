import '@/test/setup';
import { describe, expect, it } from 'vitest';
import { callApi, download } from '@/lib/api-client';
import { fichero, rechazo, servidorFalso } from './servidor-falso';

const guia = { idGuia: 1, titulo: 'Guía', descripcion: null, urlFichero: '/f', ulrImagen: null, fecha: '01/10/2026' };

/** Reads what made the test fail and forgives it, so a test can assert on the failure itself. */
const perdonar = (fallos: string[]) => fallos.splice(0, fallos.length);

describe('servidor falso del contrato', () => {
  it('contesta por nombre de endpoint en el sobre del portal y apunta la llamada', async () => {
    const servidor = servidorFalso({ dameGuiaOrientacion: [guia] });
    const sobre = await callApi('dameGuiaOrientacion', {});
    expect(sobre).toEqual({ status: 0, datos: [guia], mensaje: null });
    expect(servidor.llamadasA('dameGuiaOrientacion')).toHaveLength(1);
    expect(servidor.llamadas[0]?.method).toBe('GET');
  });

  it('pasa la entrada ya validada por el esquema, con los parámetros del path', async () => {
    const servidor = servidorFalso({
      publicarGuiaOrientacion: (input) => {
        expect(input.id).toBe(7);
        return rechazo(48);
      },
    });
    await callApi('publicarGuiaOrientacion', { id: 7 });
    expect(servidor.fallos).toEqual([]);
    expect(servidor.llamadasA('publicarGuiaOrientacion')[0]?.url).toBe('/api/Gestion/publicarGuiaOrientacion/7');
  });

  it('null es una respuesta, no la falta de manejador', async () => {
    const servidor = servidorFalso({ logout: null });
    expect(await callApi('logout', {})).toEqual({ status: 0, datos: null, mensaje: null });
    expect(servidor.fallos).toEqual([]);
  });

  it('un rechazo llega como el código del portal', async () => {
    servidorFalso({ dameGuiaOrientacion: rechazo(48, null, 'No existe') });
    expect(await callApi('dameGuiaOrientacion', {})).toEqual({ status: 48, datos: null, mensaje: 'No existe', detalle: null });
  });

  it('un fichero se descarga con su nombre', async () => {
    servidorFalso({ ficheroGuiaOrientacion: fichero('%PDF', 'guia.pdf') });
    const { nombre, blob } = await download('ficheroGuiaOrientacion', { id: 1 });
    expect(nombre).toBe('guia.pdf');
    expect(await blob.text()).toBe('%PDF');
  });

  it('falla con un endpoint sin manejador', async () => {
    const servidor = servidorFalso({});
    expect((await callApi('dameGuiaOrientacion', {})).status).toBe(500);
    expect(perdonar(servidor.fallos)).toEqual(['dameGuiaOrientacion (GET /api/Alumno/dameGuiaOrientacion) no tiene manejador']);
  });

  it('falla con una entrada que el contrato rechaza', async () => {
    const servidor = servidorFalso({ ficheroGuiaOrientacion: fichero('x', 'x.pdf') });
    await expect(download('ficheroGuiaOrientacion', { id: 'abc' } as never)).rejects.toThrow();
    const [fallo] = perdonar(servidor.fallos);
    expect(fallo).toMatch(/^ficheroGuiaOrientacion: entrada que el contrato rechaza \(id: /);
  });

  it('falla con una ruta que ningún endpoint declara', async () => {
    const servidor = servidorFalso({});
    await expect(fetch('/api/NoExiste')).rejects.toThrow();
    expect(perdonar(servidor.fallos)).toEqual(['GET /api/NoExiste: ningún endpoint del contrato']);
  });

  it('falla con una respuesta fuera del contrato, salvo que el test lo desactive', async () => {
    const servidor = servidorFalso({ dameGuiaOrientacion: [{ idGuia: 'uno' }] });
    expect((await callApi('dameGuiaOrientacion', {})).status).toBe(500);
    expect(perdonar(servidor.fallos)[0]).toMatch(/^dameGuiaOrientacion: respuesta fuera del contrato/);
    servidorFalso({ dameGuiaOrientacion: [{ idGuia: 'uno' }] }, { comprobarSalida: false });
    expect((await callApi('dameGuiaOrientacion', {})).status).toBe(0);
  });
});
