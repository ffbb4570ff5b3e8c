import '@/test/setup';
import type { Cifras } from '@puente/contract/cifras';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGestionFalsa, type Llamada } from '@/test/api-gestion-falsa';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { pintarEn } from '@/test/pintar-gestion';
import { cursoActual } from '../hooks/filtros-url';
import { InformeCifrasPage } from './informe-cifras-page';
import { PanelCifrasPage } from './panel-cifras-page';

let llamadas: Llamada[];

const seguimiento = (extra: Partial<Cifras> = {}): Cifras => ({
  informe: 'seguimiento',
  desde: '2025-09-01',
  hasta: '2026-08-31',
  leidoEn: '2026-11-28T10:00:00.000Z',
  indicadores: [
    { clave: 'titulados', valor: 15, unidad: 'numero' },
    { clave: 'tasaConocimiento', valor: 80, unidad: 'porcentaje' },
  ],
  tablas: [
    {
      clave: 'porTitulacion',
      filas: 'dato',
      columnas: [
        { clave: 'titulados', unidad: 'numero' },
        { clave: 'respuestas', unidad: 'numero' },
        { clave: 'tasaConocimiento', unidad: 'porcentaje' },
        { clave: 'porcentajeEmpleo', unidad: 'porcentaje' },
      ],
      datos: [
        { clave: '23', etiqueta: 'Grado en Derecho', etiquetaEn: null, valores: [3, '<5', '<5', '<5'] },
        { clave: '33', etiqueta: 'Grado en Ingeniería Informática', etiquetaEn: null, valores: [12, 10, 83.3, null] },
      ],
      grafico: { tipo: 'barrasApiladas', series: ['porcentajeEmpleo'] },
    },
  ],
  encuestas: [{ id: 4, titulo: 'Seguimiento 2026' }],
  idEncuesta: 4,
  ...extra,
});

const informeDe = (informe: string) => (l: Llamada) => ({
  status: 0,
  datos: { ...seguimiento(), informe, indicadores: [{ clave: 'candidaturas', valor: 7, unidad: 'numero' }], tablas: [] },
  llamada: l.url,
});

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

const respuestas = (extra: Record<string, unknown> = {}) => ({
  '/api/Dominios/dominiosList/es': dominiosDePrueba,
  '/api/Dominios/titulaciones': [],
  ...extra,
});

describe('InformeCifrasPage', { timeout: 20_000 }, () => {
  it('reads the current academic year by default and shows each table with "<5", "—" and percentages', async () => {
    llamadas = apiGestionFalsa(() => ['lectura'], respuestas({ '/api/Gestion/cifras/seguimiento': seguimiento() }));
    pintarEn(
      '/gestion/cifras/seguimiento',
      '/gestion/cifras/:informe',
      <InformeCifrasPage informe="seguimiento" heading={<h1>Seguimiento</h1>} />,
    );
    const tabla = await screen.findByRole('table', { name: 'Situación de los titulados por titulación' });
    const celdas = (fila: string) =>
      within(within(tabla).getByRole('row', { name: new RegExp(fila) }))
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(celdas('Derecho')).toEqual(['3', '<5', '<5', '<5']);
    expect(celdas('Informática')).toEqual(['12', '10', '83,3 %', '—']);
    expect(screen.getByText(/^<5: menos de 5 personas/)).toBeTruthy();
    expect(screen.getByText('Curso 2025-26 (del 1 de septiembre al 31 de agosto)')).toBeTruthy();
    const leida = llamadas.find((l) => l.url === '/api/Gestion/cifras/seguimiento');
    expect(leida?.params.get('curso')).toBe(String(cursoActual()));
  });

  it('keeps the filters in the address and asks the API only those the report reads', async () => {
    llamadas = apiGestionFalsa(() => ['lectura'], respuestas({ '/api/Gestion/cifras/seguimiento': seguimiento() }));
    pintarEn(
      '/gestion/cifras/seguimiento?curso=todos&idSector=5&idTitulacion=33',
      '/gestion/cifras/:informe',
      <InformeCifrasPage informe="seguimiento" heading={<h1>Seguimiento</h1>} />,
    );
    await screen.findByRole('table');
    const leida = llamadas.find((l) => l.url === '/api/Gestion/cifras/seguimiento');
    expect(leida?.params.get('curso')).toBeNull();
    expect(leida?.params.get('idTitulacion')).toBe('33');
    // The follow-up does not read the company's sector.
    expect(leida?.params.get('idSector')).toBeNull();
  });

  it('downloads a table’s CSV with the same filters', async () => {
    llamadas = apiGestionFalsa(
      () => ['lectura'],
      respuestas({
        '/api/Gestion/cifras/seguimiento': seguimiento(),
        '/api/Gestion/cifrasCsv/seguimiento/porTitulacion': () =>
          new Response('\uFEFFTitulación;Titulados\r\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="cifras.csv"' },
          }),
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:cifras');
    URL.revokeObjectURL = vi.fn();
    pintarEn(
      '/gestion/cifras/seguimiento?curso=2025',
      '/gestion/cifras/:informe',
      <InformeCifrasPage informe="seguimiento" heading={<h1>Seguimiento</h1>} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV: Situación de los titulados por titulación' }));
    await waitFor(() => expect(llamadas.some((l) => l.url === '/api/Gestion/cifrasCsv/seguimiento/porTitulacion')).toBe(true));
    const csv = llamadas.find((l) => l.url === '/api/Gestion/cifrasCsv/seguimiento/porTitulacion');
    expect(csv?.params.get('curso')).toBe('2025');
  });

  it('tells how to mark a follow-up survey when none is marked', async () => {
    llamadas = apiGestionFalsa(
      () => ['lectura'],
      respuestas({ '/api/Gestion/cifras/seguimiento': seguimiento({ encuestas: [], idEncuesta: null, tablas: [] }) }),
    );
    pintarEn(
      '/gestion/cifras/seguimiento',
      '/gestion/cifras/:informe',
      <InformeCifrasPage informe="seguimiento" heading={<h1>S</h1>} />,
    );
    expect(await screen.findByRole('heading', { name: 'Aún no hay encuesta de seguimiento' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Encuestas' }).getAttribute('href')).toBe('/gestion/encuestas');
  });
});

describe('PanelCifrasPage', { timeout: 20_000 }, () => {
  it('shows the five areas with their headline figures and a way into each report', async () => {
    llamadas = apiGestionFalsa(
      () => ['lectura'],
      respuestas({
        '/api/Gestion/cifras/:informe': (l: Llamada) => informeDe(l.url.split('/').at(-1) ?? '')(l),
      }),
    );
    pintarEn('/gestion/cifras', '/gestion/cifras', <PanelCifrasPage heading={null} />);
    for (const area of ['Ofertas', 'Candidaturas', 'Prácticas', 'Empresas y convenios', 'Seguimiento de egresados'])
      expect(await screen.findByRole('region', { name: area })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('7')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Ver el informe de Prácticas' }).getAttribute('href')).toBe(
      '/gestion/cifras/practicas',
    );
  });
});
