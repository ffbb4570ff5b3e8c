import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDominios, useMotivosCambioEstado, useTitulaciones } from './reference-data';

const listas = ['paises', 'provincias', 'localidades', 'areasFuncionales', 'sectoresActividad', 'tiposContrato', 'ambitos'];
const dominios = Object.fromEntries(
  [
    ...listas,
    'nivelesTitulacion',
    'areasTitulacion',
    'tiposFormacion',
    'idiomas',
    'nivelesIdioma',
    'periodosPracticas',
    'tagsInteres',
    'programasInformaticos',
    'tiposEmpresa',
    'tiposContacto',
  ].map((lista) => [lista, []]),
);

const motivos = [
  { idMotivo: 1, idEstado: 5, descripcion: 'Perfil no adecuado' },
  { idMotivo: 2, idEstado: 17, descripcion: 'Ya no me interesa' },
];

function stubFetch() {
  const fetchMock = vi.fn(async (url: string) => {
    const datos = url.includes('tipoMotivo') ? motivos : url.includes('dominiosList') ? dominios : [];
    return new Response(JSON.stringify({ status: 0, datos, mensaje: null }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function FiltroTitulaciones() {
  return <p>filtro {useTitulaciones().data?.length}</p>;
}

function FormularioTitulaciones() {
  return <p>formulario {useTitulaciones().data?.length}</p>;
}

function Rechazo() {
  const lista = useMotivosCambioEstado({ idEstado: 17 }).data ?? [];
  return <p>rechazo {lista.map((m) => m.descripcion).join(',')}</p>;
}

function Descarte() {
  const lista = useMotivosCambioEstado().data ?? [];
  return <p>todos {lista.length}</p>;
}

function Dominios() {
  return <p>dominios {useDominios().isSuccess ? 'ok' : '…'}</p>;
}

const renderWith = (ui: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

describe('reference data', () => {
  it('is fetched once for every screen part that shows it', async () => {
    const fetchMock = stubFetch();
    renderWith(
      <>
        <FiltroTitulaciones />
        <FormularioTitulaciones />
        <Rechazo />
        <Descarte />
      </>,
    );
    expect(await screen.findByText('rechazo Ya no me interesa')).toBeTruthy();
    expect(await screen.findByText('todos 2')).toBeTruthy();
    expect(await screen.findByText('formulario 0')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([url]) => url).sort();
    expect(urls).toEqual(['/api/Dominios/tipoMotivoCambioEstadoCandidatura', '/api/Dominios/titulaciones']);
  });

  it('asks the domain lists in the UI language', async () => {
    const fetchMock = stubFetch();
    await i18n.changeLanguage('en');
    renderWith(<Dominios />);
    expect(await screen.findByText('dominios ok')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/Dominios/dominiosList/en']);
  });
});
