import '@/test/setup';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
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

afterEach(async () => {
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

const renderWith = (ui: React.ReactNode) =>
  renderApp(ui, {
    servidor: { motivosCambioEstado: motivos, dominiosList: dominios, titulaciones: [] },
  }).servidor;
/** The paths asked, sorted. */
const pedidas = (servidor: ReturnType<typeof renderWith>) => servidor.llamadas.map((l) => l.url).sort();

describe('reference data', () => {
  it('is fetched once for every screen part that shows it', async () => {
    const servidor = renderWith(
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
    expect(pedidas(servidor)).toEqual(['/api/Dominios/tipoMotivoCambioEstadoCandidatura', '/api/Dominios/titulaciones']);
  });

  it('asks the domain lists in the UI language', async () => {
    await i18n.changeLanguage('en');
    const servidor = renderWith(<Dominios />);
    expect(await screen.findByText('dominios ok')).toBeTruthy();
    expect(pedidas(servidor)).toEqual(['/api/Dominios/dominiosList/en']);
  });
});
