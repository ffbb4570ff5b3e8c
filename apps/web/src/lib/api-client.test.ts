import '@/test/setup';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, download, TRANSPORT_FAILURE } from './api-client';
import { ApiError } from './api-error';

const envelope = (status: number, datos: unknown = null, mensaje: string | null = null, http = 200) =>
  new Response(JSON.stringify({ status, datos, mensaje }), { status: http, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answer: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stubFetch>) => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('every request', () => {
  it('says which language the SPA speaks, so the API answers texts in it', async () => {
    const fetchMock = stubFetch(() => envelope(0, []));
    await callApi('notificacionesAlumno', {});
    expect(headersOf(fetchMock).get('Accept-Language')).toBe('es');
    await i18n.changeLanguage('en');
    await callApi('notificacionesAlumno', {});
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('en');
  });
});

describe('download', () => {
  it('returns the file with the name of Content-Disposition, sending the bearer token', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(new TextEncoder().encode('%PDF-1.7'), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="CV Lucia.pdf"; filename*=UTF-8''CV%20Luc%C3%ADa.pdf`,
          },
        }),
    );
    const file = await download('dameCandidato', { id: 7 }, { token: 'un-token' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Empresa/dameCandidato/7');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer un-token');
    expect(file.nombre).toBe('CV Lucía.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to the given name when the answer suggests none', async () => {
    stubFetch(() => new Response('a;b\r\n', { headers: { 'Content-Type': 'text/csv' } }));
    const file = await download('dameCandidato', { id: 7 }, { nombrePorDefecto: 'candidatos.csv' });
    expect(file.nombre).toBe('candidatos.csv');
  });

  it('turns a refusal envelope into the ApiError of any call, with its message and data', async () => {
    stubFetch(() => envelope(4, { urlOferta: 'x' }, 'No existe', 404));
    const error = await download('dameCandidato', { id: 7 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 4, mensaje: 'No existe', detalle: { urlOferta: 'x' } });
  });

  it('reports a transport failure, or an envelope where a file was expected, as code 500', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(download('dameCandidato', { id: 7 })).rejects.toMatchObject({ status: TRANSPORT_FAILURE });
    stubFetch(() => envelope(0, { nombre: 'x' }));
    await expect(download('dameCandidato', { id: 7 })).rejects.toMatchObject({ status: TRANSPORT_FAILURE });
  });
});
