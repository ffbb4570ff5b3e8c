import '@/test/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdhesionGestion } from '../api/adhesiones-programa';
import { apiFalsa, type Llamada, pagina, pintarEn, programa } from '../test/api-falsa';
import { ProgramaGestionPage } from './programa-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return uses them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/programas';
const ADHESIONES_7 = '/api/Gestion/adhesionesPrograma/7';
const RESOLVER_7 = '/api/Gestion/resolverAdhesionPrograma/7';
const OFERTAS_7 = '/api/Gestion/ofertasYPracticasPrograma/7';

const PYMES = programa(7, 'Prácticas en Pymes Innovadoras', {
  urlAcceso: 'pymes-innovadoras',
  financiacion: 'Fondo Social Europeo',
  tiposEstudios: ['Grado'],
  fechaInicio: '01/02/2031',
  fechaFin: '31/12/2031',
  meses: 4,
  meses2: 6,
  operadorMeses: 'o',
  requiereAdhesion: true,
  plazo: '30/06/2031',
  soloAlumnosUniversidad: true,
  fechaTitulacionMinima: '01/01/2028',
  exclusivo: true,
  pendientes: 2,
});

let permisos: string[];
let llamadas: Llamada[];
let adhesiones: AdhesionGestion[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
  adhesiones = [
    { tipo: 'alumno', id: 3, nombre: 'Lucía Martín Sanz', estado: 'adherida', fecha: '10/01/2031' },
    { tipo: 'alumno', id: 4, nombre: 'Ana Torres Vidal', estado: 'solicitada', fecha: '12/01/2031' },
    { tipo: 'empresa', id: 9, nombre: 'Levante Tech', estado: 'solicitada', fecha: '13/01/2031' },
  ];
  llamadas = apiFalsa(() => permisos, {
    [LISTA]: () => pagina([PYMES]),
    [ADHESIONES_7]: () => ({ status: 0, datos: adhesiones }),
    [RESOLVER_7]: ({ body }) => {
      adhesiones = adhesiones.map((a) =>
        a.tipo === body.tipo && a.id === body.idAdherente ? { ...a, estado: body.aceptar ? 'adherida' : 'rechazada' } : a,
      );
      return { status: 0, datos: { idPrograma: 7, estado: body.aceptar ? 'adherida' : 'rechazada' } };
    },
    [OFERTAS_7]: {
      ofertas: [
        {
          idOferta: 40,
          titulo: 'Desarrollo web junior',
          empresa: 'Levante Tech',
          idEstado: 2,
          etiquetaEstado: 'Publicada',
          plazas: 2,
          candidaturas: 5,
        },
      ],
      practicas: [],
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const pintar = (ruta = '/gestion/programas/7') =>
  pintarEn(
    ruta,
    '/gestion/programas/:id',
    <ProgramaGestionPage idPrograma={7} heading={(titulo) => <h1>{titulo ?? 'Programa'}</h1>} />,
  );

describe('ProgramaGestionPage', { timeout: 20_000 }, () => {
  it('sums up the programme: its facts and every condition it sets', async () => {
    pintar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prácticas en Pymes Innovadoras' })).toBeTruthy();
    const resumen = within(screen.getByRole('region', { name: 'Condiciones del programa' }));
    expect(resumen.getByText('Activo')).toBeTruthy();
    expect(resumen.getByText('Fondo Social Europeo')).toBeTruthy();
    expect(resumen.getByText('Del 01/02/2031 al 31/12/2031')).toBeTruthy();
    expect(resumen.getByText('4 o 6 meses')).toBeTruthy();
    for (const condicion of [
      'Adhesión revisada por la universidad: cada solicitud se aprueba o se rechaza',
      'Plazo de adhesión e inscripción hasta el 30/06/2031',
      'Para estudiantes de: Grado',
      'Solo estudiantes de la universidad o de sus centros adscritos',
      'Titulación universitaria terminada a partir del 01/01/2028',
      'Exclusivo: no es compatible con candidaturas en ofertas de otros programas',
    ])
      expect(resumen.getByText(condicion)).toBeTruthy();
    expect(resumen.queryByText(/Programa europeo/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/gestion/programas/7/editar');
  });

  it('lists the adhesions to decide first, approves one at once and rejects another after asking, saying the adherent is told', async () => {
    pintar();
    expect(await screen.findByRole('tab', { name: 'Adhesiones 2 por decidir' })).toBeTruthy();
    expect(await screen.findByText(/el portal avisa con una notificación/)).toBeTruthy();
    const porDecidir = within(await screen.findByRole('region', { name: 'Por decidir (2)' }));
    const filas = porDecidir.getAllByRole('listitem');
    expect(filas).toHaveLength(2);
    expect(filas[0]?.textContent).toMatch(/^Ana Torres VidalEstudiante/);
    expect(filas[1]?.textContent).toMatch(/^Levante TechEmpresa/);
    expect(porDecidir.getByRole('link', { name: 'Ana Torres Vidal' }).getAttribute('href')).toBe('/gestion/alumnos/4');
    // practicas.demo does not read companies: the company's name is not a link.
    expect(porDecidir.queryByRole('link', { name: 'Levante Tech' })).toBeNull();
    const decididas = within(screen.getByRole('region', { name: 'Decididas (1)' }));
    expect(decididas.getByText('Aprobada')).toBeTruthy();
    expect(decididas.queryByRole('button')).toBeNull();

    // jsdom lays nothing out: every element counts as shown, so the focus can be handed on.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    const aprobar = porDecidir.getByRole('button', { name: 'Aprobar la adhesión de Ana Torres Vidal' });
    act(() => aprobar.focus());
    fireEvent.click(aprobar);
    expect(await screen.findByText('Adhesión de Ana Torres Vidal aprobada')).toBeTruthy();
    expect(screen.getByText('Le hemos enviado una notificación al estudiante.')).toBeTruthy();
    expect(llamadasA(RESOLVER_7).map((l) => l.body)).toEqual([{ tipo: 'alumno', idAdherente: 4, aceptar: true }]);
    expect(await screen.findByRole('region', { name: 'Decididas (2)' })).toBeTruthy();
    // The focus goes on to the next adhesion to decide.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aprobar la adhesión de Levante Tech' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Rechazar la adhesión de Levante Tech' }));
    const pregunta = within(await screen.findByRole('alertdialog', { name: '¿Rechazar la adhesión de Levante Tech?' }));
    expect(pregunta.getByText(/avisará a la empresa/)).toBeTruthy();
    fireEvent.click(pregunta.getByRole('button', { name: 'Rechazar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(RESOLVER_7).at(-1)?.body).toEqual({ tipo: 'empresa', idAdherente: 9, aceptar: false });
    expect(await screen.findByText('No hay adhesiones por decidir.')).toBeTruthy();
    expect(screen.getByText('Rechazada')).toBeTruthy();
  });

  it('shows the offers and internships in their own section, kept in the address', async () => {
    const router = pintar();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Ofertas y prácticas' }), { button: 0 });
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=ofertas'));
    const ofertas = within(await screen.findByRole('region', { name: 'Ofertas (1)' }));
    expect(ofertas.getByText('Desarrollo web junior')).toBeTruthy();
    expect(ofertas.getByText('Publicada')).toBeTruthy();
    expect(ofertas.getByText('2 plazas')).toBeTruthy();
    expect(ofertas.getByText('5 candidaturas')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Prácticas (0)' })).getByText('Aún no hay prácticas de este programa.'),
    ).toBeTruthy();
  });

  it('shows a read-only member the programme without changing anything', async () => {
    permisos = ['lectura'];
    pintar('/gestion/programas/7');
    await screen.findByRole('heading', { level: 1, name: 'Prácticas en Pymes Innovadoras' });
    await screen.findByRole('region', { name: 'Por decidir (2)' });
    expect(screen.getByText(/Tu cuenta solo puede consultar el programa/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Aprobar|Rechazar|Desactivar)/ })).toBeNull();
    // lectura reads companies too: the company's name links to its page.
    expect(screen.getByRole('link', { name: 'Levante Tech' }).getAttribute('href')).toBe('/gestion/empresas/9');
  });

  it('says so when no programme has that id', async () => {
    llamadas = apiFalsa(() => permisos, { [LISTA]: () => pagina([]) });
    pintar();
    expect(await screen.findByRole('heading', { name: 'Programa no encontrado' })).toBeTruthy();
  });
});
