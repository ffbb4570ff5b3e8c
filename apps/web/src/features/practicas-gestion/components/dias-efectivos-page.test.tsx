import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { apiFalsa, type Llamada } from '../test/api-falsa';
import { DiasEfectivosPage } from './dias-efectivos-page';

const MESES = '/api/Gestion/mesesDiasEfectivos';
const CSV = '/api/Gestion/diasEfectivosCsv';

let permisos: string[];
let llamadas: Llamada[];
let meses: unknown[];
let guardado: string | null;

beforeEach(() => {
  permisos = ['practicas'];
  guardado = null;
  meses = [
    { mes: '2026-03', ccc: '28123456789', obligado: 'universidad', practicas: 12, diasEfectivos: 246 },
    { mes: '2026-02', ccc: '46987654321', obligado: 'empresa', practicas: 3, diasEfectivos: 1204 },
  ];
  llamadas = apiFalsa(() => permisos, {
    [MESES]: () => ({ status: 0, datos: meses }),
    [CSV]: () =>
      new Response('\uFEFFNUSS;DNI;Días efectivos\r\n281234567890;12345678Z;21\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="dias-efectivos-2026-03-28123456789.csv"',
        },
      }),
  });
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardado = this.download;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('es');
});

function pintar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/practicas/dias-efectivos']}>
        <DiasEfectivosPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DiasEfectivosPage', { timeout: 20_000 }, () => {
  it('lists each closed month per account code and downloads its CSV with the token', async () => {
    pintar();
    const marzo = within((await screen.findByText('marzo de 2026')).closest('tr') as HTMLElement);
    expect(marzo.getByText('28123456789')).toBeTruthy();
    expect(marzo.getByText('Universidad')).toBeTruthy();
    expect(marzo.getByText('12')).toBeTruthy();
    expect(marzo.getByText('246')).toBeTruthy();
    const febrero = within(screen.getByText('febrero de 2026').closest('tr') as HTMLElement);
    expect(febrero.getByText('Empresa')).toBeTruthy();
    expect(febrero.getByText('1204')).toBeTruthy();

    fireEvent.click(marzo.getByRole('button', { name: 'Descargar CSV de marzo de 2026 (CCC 28123456789)' }));
    await waitFor(() => expect(guardado).toBe('dias-efectivos-2026-03-28123456789.csv'));
    const csv = llamadas.find((l) => l.url === CSV);
    expect(Object.fromEntries(csv?.params ?? [])).toEqual({ mes: '2026-03', ccc: '28123456789' });
    expect(csv?.method).toBe('GET');
  });

  it('says the month in English', async () => {
    await changeLanguage('en');
    pintar();
    expect(await screen.findByText('March 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV of March 2026 (CCC 28123456789)' })).toBeTruthy();
  });

  it('says when there is no closed month yet', async () => {
    meses = [];
    pintar();
    expect(await screen.findByText('Aún no hay meses cerrados con prácticas dadas de alta')).toBeTruthy();
  });

  it('tells a member without prácticas that the area is not theirs, without asking for the months', async () => {
    permisos = ['contenidos'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(llamadas.some((l) => l.url === MESES)).toBe(false);
  });
});
