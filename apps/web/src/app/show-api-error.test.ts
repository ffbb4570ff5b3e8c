import '@/test/setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { showApiError } from './show-api-error';

const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 0, datos: null, mensaje: null })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('showApiError', () => {
  it('shows the banner of the code', () => {
    showApiError(4, 'texto del servidor');
    expect(getShownError()).toEqual({ kind: 'code', code: 4, mensaje: 'texto del servidor' });
  });

  it('reports codes 1, 12, 24 and 500 with the path only', async () => {
    window.history.replaceState(null, '', '/mis-candidaturas');
    showApiError(500, 'detalle del servidor con datos');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Publico/informarError');
    expect(JSON.parse(String(init.body))).toEqual({ codigo: 500, ruta: '/mis-candidaturas' });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('does not report ordinary refusals', async () => {
    showApiError(3, 'Usuario o contraseña incorrectos');
    showApiError(14);
    // The reporter is imported on the first error: wait until it has run, then look.
    await import('@/lib/error-report');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports an unknown code as 1 with the code as detail', async () => {
    showApiError(777);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ codigo: 1, detalle: 'codigo 777' });
  });
});
