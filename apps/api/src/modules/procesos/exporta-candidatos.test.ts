import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearAlumno, crearCandidatura, crearOferta, tokens } from './test-fixtures';

/** RFC 4180 with ';': quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text.charAt(i + 1) === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('exportaCandidatos: los candidatos de una oferta como CSV por el binding de ficheros', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;
  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t);
  });
  afterAll(() => t.close());

  const exportar = (idOferta: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatos/${idOferta}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('UTF-8 con BOM, separador ;, una fila por candidato, fórmulas desactivadas', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await crearAlumno(t, 'X1234567L', '=HIPERVINCULO("http://x";"pulsa")');
    await crearAlumno(t, 'Y1234567X', 'Íñigo; "el Ñu"');
    await crearCandidatura(t, oferta.idOferta, 'X1234567L', 1);
    await crearCandidatura(t, oferta.idOferta, 'Y1234567X', 3);

    const r = await exportar(oferta.idOferta, tk.levante);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(
      `attachment; filename="candidatos-${oferta.urlAcceso}.csv"; filename*=UTF-8''candidatos-${oferta.urlAcceso}.csv`,
    );
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect([...r.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const text = r.rawPayload.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [cabecera, ...filas] = parseCsv(text.slice(1));
    expect(cabecera).toEqual([
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
      'Estado de la candidatura',
      'Fecha de inscripción',
      'Última actualización',
    ]);
    expect(filas).toHaveLength(2);
    expect(filas[0]).toEqual([
      `'=HIPERVINCULO("http://x";"pulsa")`,
      'Prueba',
      'x1234567l@demo.puente.es',
      '600000000',
      'Inscrita',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]);
    expect(filas[1]?.slice(0, 5)).toEqual([
      'Íñigo; "el Ñu"',
      'Prueba',
      'y1234567x@demo.puente.es',
      '600000000',
      'Preseleccionada',
    ]);
  });

  it('el estado nombra la candidatura con las etiquetas del tablero, sea quien sea el candidato; 16 espera al estudiante', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await crearAlumno(t, 'W1234567J', 'Andrés');
    await crearCandidatura(t, oferta.idOferta, 'W1234567J', 16);
    const [cabecera, fila] = parseCsv((await exportar(oferta.idOferta, tk.levante)).rawPayload.toString('utf8').slice(1));
    expect(cabecera?.[4]).toBe('Estado de la candidatura');
    expect(fila?.[4]).toBe('Preinscrita (pendiente del estudiante)');
    expect(fila?.[4]).not.toContain('tu respuesta');
  });

  it('en inglés si el lector lo pide (Accept-Language), como el resto de textos de la API', async () => {
    const oferta = await crearOferta(t, tk.levante);
    await crearAlumno(t, 'Z1234567R', 'Ann');
    await crearCandidatura(t, oferta.idOferta, 'Z1234567R', 2);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/Empresa/exportaCandidatos/${oferta.idOferta}`,
      headers: { authorization: `Bearer ${tk.levante}`, 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' },
    });
    const [cabecera, fila] = parseCsv(r.rawPayload.toString('utf8').slice(1));
    expect(cabecera?.[0]).toBe('First name');
    expect(fila?.slice(0, 5)).toEqual(['Ann', 'Prueba', 'z1234567r@demo.puente.es', '600000000', 'Under review']);
    expect(r.headers['content-disposition']).toContain(`filename="candidates-${oferta.urlAcceso}.csv"`);
  });

  it('una oferta sin candidatos da solo la cabecera', async () => {
    const oferta = await crearOferta(t, tk.levante);
    const r = await exportar(oferta.idOferta, tk.levante);
    expect(parseCsv(r.rawPayload.toString('utf8').slice(1))).toHaveLength(1);
  });

  it('la oferta de otra empresa responde 4 en el sobre, sin fichero', async () => {
    const oferta = await crearOferta(t, tk.levante);
    const r = await exportar(oferta.idOferta, tk.meseta);
    expect(r.headers['content-disposition']).toBeUndefined();
    expect(envelopeOf(r)).toMatchObject({ status: 4, datos: null });
  });
});
