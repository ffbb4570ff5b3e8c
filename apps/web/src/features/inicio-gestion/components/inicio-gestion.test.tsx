import '@/test/setup';
import type { ElementoPendiente, Pendiente, TipoPendiente } from '@puente/contract/pendiente';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { usePendienteGestion } from '../api/pendiente';
import { InicioGestion } from './inicio-gestion';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const ahora = Date.parse('2026-11-27T12:00:00Z');
const props = { nombre: 'Ana', cargando: false, error: false, onReintentar: () => undefined, ahora };
const pintarSolo = (extra: Partial<Parameters<typeof InicioGestion>[0]>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <InicioGestion {...props} pendiente={undefined} {...extra} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('InicioGestion, the work queue', () => {
  it('shows each kind with its count and its oldest wait, closed, as a button that opens it in place', () => {
    pintarSolo({
      pendiente: [
        { tipo: 'ofertas', total: 1234, desde: '2026-11-24T10:00:00Z' },
        { tipo: 'convenios', total: 2, desde: '2026-11-27T09:00:00Z' },
        { tipo: 'empresas', total: 0, desde: null },
        { tipo: 'bajas', total: 1, desde: '2026-11-27T11:59:30Z' },
      ],
    });
    const ofertas = screen.getByRole('button', { name: /Ofertas por validar/ });
    expect(ofertas.getAttribute('aria-expanded')).toBe('false');
    expect(ofertas.textContent).toContain('1234');
    expect(ofertas.textContent).toContain('desde hace 3 días');
    expect(screen.getByRole('button', { name: /Convenios firmados por revisar/ }).textContent).toContain('desde hace 3 horas');
    expect(screen.queryByText('Empresas por validar')).toBeNull();
    expect(screen.getByText('El más antiguo acaba de llegar')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing waits, and offers a retry when it failed', () => {
    const { unmount } = pintarSolo({ pendiente: [{ tipo: 'ofertas', total: 0, desde: null }] });
    expect(screen.getByText('Nada pendiente')).toBeTruthy();
    unmount();
    const onReintentar = vi.fn();
    pintarSolo({ error: true, onReintentar });
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(onReintentar).toHaveBeenCalled();
  });
});

// ─── Deciding in place, against a small in-memory API ─────────────────────────

const empresa = (idEmpresa: number, nombre: string, desde: string): ElementoPendiente => ({
  tipo: 'empresas',
  desde,
  idEmpresa,
  nombre: `${nombre} S.L.`,
  nombreComercial: nombre,
  cif: `B0000000${idEmpresa}`,
  contacto: { nombre: 'Nuria Peris', email: `nuria@${idEmpresa}.example.es` },
});
const oferta = (idOferta: number, titulo: string): ElementoPendiente => ({
  tipo: 'ofertas',
  desde: '2026-11-25T10:00:00Z',
  idOferta,
  titulo,
  idPerfil: 1,
  empresa: { id: 5, nombre: 'Albufera Ambiental', validada: false },
  fechaLimite: '2026-12-27',
});
const propuesta: ElementoPendiente = {
  tipo: 'propuestas',
  desde: '2026-11-26T10:00:00Z',
  idSolicitud: 31,
  origen: 'alumno',
  alumno: 'Lucía García Fernández',
  empresa: 'Meseta Industrial',
  tipoPractica: 'extracurricular',
  fechaInicio: '2027-01-10',
  fechaFin: '2027-07-10',
};

let permisos: string[];
let items: Partial<Record<TipoPendiente, ElementoPendiente[]>>;
let omitir: Set<number>;
const calls: { method: string; url: string; search: string; body: Record<string, unknown> }[] = [];

const quitar = (tipo: TipoPendiente, es: (i: ElementoPendiente) => boolean) => {
  items[tipo] = (items[tipo] ?? []).filter((i) => !es(i));
};

const rectangulos = HTMLElement.prototype.getClientRects;

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  // jsdom lays nothing out: what is in the page counts as shown, as lib/focus-return asks before focusing it.
  HTMLElement.prototype.getClientRects = function (this: HTMLElement) {
    return (this.isConnected ? [new DOMRect(0, 0, 10, 10)] : []) as unknown as DOMRectList;
  };
  calls.length = 0;
  permisos = ['administracion'];
  omitir = new Set();
  items = {
    empresas: [empresa(1, 'Albufera Ambiental', '2026-11-24T09:00:00Z'), empresa(2, 'Turia Verde', '2026-11-25T09:00:00Z')],
    ofertas: [oferta(11, 'Técnico/a de calidad de aguas'), oferta(12, 'Agente comercial')],
    propuestas: [propuesta],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url, search = ''] = url.split('?');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ method: init.method ?? 'GET', url: path, search, body });
      let datos: unknown = null;
      let status = 0;
      if (path === '/api/Gestion/miCuenta') {
        datos = { id: 2, nick: 'empresas.demo', email: 'e@uni.es', nombre: 'Inés', apellidos: 'Ortega', permisos };
      } else if (path === '/api/Gestion/pendiente') {
        datos = (Object.entries(items) as [TipoPendiente, ElementoPendiente[]][]).map(([tipo, lista]) => ({
          tipo,
          total: lista.length,
          desde: lista[0]?.desde ?? null,
        })) satisfies Pendiente;
      } else if (path.startsWith('/api/Gestion/pendiente/')) {
        const tipo = path.split('/').at(-1) as TipoPendiente;
        datos = { tipo, total: items[tipo]?.length ?? 0, items: items[tipo] ?? [] };
      } else if (path === '/api/Gestion/validarEmpresa' || path === '/api/Gestion/rechazarEmpresa') {
        quitar('empresas', (i) => i.tipo === 'empresas' && i.idEmpresa === body.id);
      } else if (path === '/api/Gestion/ofertasEnBloque') {
        const [id] = body.ids as number[];
        const omitida = omitir.has(id ?? 0);
        if (!omitida) quitar('ofertas', (i) => i.tipo === 'ofertas' && i.idOferta === id);
        datos = {
          idLote: 3,
          afectadas: omitida ? 0 : 1,
          omitidas: omitida ? [{ idOferta: id, titulo: 'x', razon: 'incompleta' }] : [],
          totalOmitidas: omitida ? 1 : 0,
          deshacerHasta: new Date().toISOString(),
        };
      } else if (path === '/api/Gestion/rechazarPropuestaPractica') {
        quitar('propuestas', () => true);
        status = 520;
      }
      return new Response(JSON.stringify({ status, mensaje: null, datos }));
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  HTMLElement.prototype.getClientRects = rectangulos;
});

/** The home as its route composes it: the queue from the API, read again after each decision. */
function Inicio() {
  const pendiente = usePendienteGestion();
  return (
    <InicioGestion
      nombre="Inés"
      pendiente={pendiente.data}
      cargando={pendiente.isPending}
      error={false}
      onReintentar={() => undefined}
      ahora={ahora}
    />
  );
}

function pintar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Inicio />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tarjeta = async (nombre: RegExp) => screen.findByRole('button', { name: nombre });
const abrir = async (nombre: RegExp) => {
  const boton = await tarjeta(nombre);
  fireEvent.click(boton);
  const panel = await screen.findByRole('region', { name: nombre });
  return { boton, panel };
};
/** Runs the frames the row waits for before it hands the focus on. */
const frames = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('InicioGestion, deciding in place', { timeout: 30_000 }, () => {
  it('opens a kind, reads its oldest items, and Escape closes it with the focus back on its card', async () => {
    pintar();
    const { boton, panel } = await abrir(/Empresas por validar/);
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    expect(calls.some((c) => c.url === '/api/Gestion/pendiente/empresas' && c.search === 'tamano=10')).toBe(true);
    const filas = await within(panel).findAllByRole('listitem');
    expect(filas.map((f) => within(f).getByRole('heading').textContent)).toEqual(['Albufera Ambiental', 'Turia Verde']);
    expect(filas[0]?.textContent).toContain('Contacto: Nuria Peris · nuria@1.example.es');
    expect(filas[0]?.textContent).toContain('Espera desde hace 3 días');
    const validar = within(panel).getByRole('button', { name: 'Validar: Albufera Ambiental' });
    validar.focus();
    fireEvent.keyDown(validar, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: /Empresas por validar/ })).toBeNull();
    await frames();
    expect(document.activeElement).toBe(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('false');
  });

  it('validates a company at once: it leaves the list, the count goes down, it is announced and the focus moves on', async () => {
    pintar();
    const { boton, panel } = await abrir(/Empresas por validar/);
    expect(boton.textContent).toContain('2');
    const validar = await within(panel).findByRole('button', { name: 'Validar: Albufera Ambiental' });
    validar.focus();
    fireEvent.click(validar);
    await screen.findByText('Albufera Ambiental validada: su contacto recibe el enlace para entrar.');
    expect(screen.getByRole('status').textContent).toContain('Albufera Ambiental validada');
    expect(calls.find((c) => c.url === '/api/Gestion/validarEmpresa')?.body).toEqual({ id: 1 });
    await waitFor(() => expect(within(panel).queryByText('Albufera Ambiental')).toBeNull());
    await waitFor(() => expect(boton.textContent).toMatch(/^1/));
    await frames();
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Validar: Turia Verde' }));
    // The queue and the kind's list were read again from the API, not only changed here.
    expect(calls.filter((c) => c.url === '/api/Gestion/pendiente').length).toBeGreaterThan(1);
  });

  it('declines an offer with a structured reason through the shared dialog', async () => {
    pintar();
    const { panel } = await abrir(/Ofertas por validar/);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Rechazar…: Agente comercial' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar: Agente comercial' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Elige un motivo')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Gestion/ofertasEnBloque')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'Pide un pago o una inversión a quien se inscribe' }));
    fireEvent.change(within(dialogo).getByLabelText('Detalle para la empresa (opcional)'), {
      target: { value: 'Cobra el kit de demostración.' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await screen.findByText('«Agente comercial» rechazada; la empresa recibe el motivo.');
    expect(calls.find((c) => c.url === '/api/Gestion/ofertasEnBloque')?.body).toEqual({
      decision: 'rechazar',
      ids: [12],
      motivo: { idMotivo: 'costeParaElCandidato', detalle: 'Cobra el kit de demostración.' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel).queryByText('Agente comercial')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Ver todas en Ofertas (1)' }).getAttribute('href')).toBe(
      '/gestion/ofertas?estado=1',
    );
  });

  it('an offer the API leaves as it was (incomplete) stays, and the reason is said', async () => {
    omitir.add(11);
    pintar();
    const { panel } = await abrir(/Ofertas por validar/);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Validar: Técnico/a de calidad de aguas' }));
    await screen.findByText('«Técnico/a de calidad de aguas» no se ha validado: le faltan datos (ábrela para verlos).');
    expect(within(panel).getByText('Técnico/a de calidad de aguas')).toBeTruthy();
  });

  it('declines a proposal with the required words of a plain reason dialog', async () => {
    pintar();
    const { panel } = await abrir(/Propuestas de prácticas/);
    expect(await within(panel).findByText('Prácticas extracurriculares propuestas por el estudiante')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Rechazar…: Lucía García Fernández' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar la propuesta de Lucía García Fernández' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Escribe el motivo')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Motivo'), { target: { value: 'Las fechas chocan con los exámenes.' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await screen.findByText('Propuesta de Lucía García Fernández rechazada; se les avisa.');
    expect(calls.find((c) => c.url === '/api/Gestion/rechazarPropuestaPractica')?.body).toEqual({
      id: 31,
      motivo: 'Las fechas chocan con los exámenes.',
    });
    // The last one gone: the kind says so, and keeps its card while open.
    expect(await within(panel).findByText('No queda nada de este tipo')).toBeTruthy();
    await frames();
    const propuestas = screen.getByRole('button', { name: /Propuestas de prácticas/ });
    expect(document.activeElement).toBe(propuestas);
    // Closed, the kind has nothing left and its card goes; the focus moves to the card before it.
    fireEvent.keyDown(propuestas, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Propuestas de prácticas/ })).toBeNull());
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Ofertas por validar/ }));
  });

  it('a read-only member sees the items without decision buttons', async () => {
    permisos = ['lectura'];
    pintar();
    const { panel } = await abrir(/Empresas por validar/);
    await within(panel).findByText('Albufera Ambiental');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Gestion/miCuenta')).toBe(true));
    expect(await within(panel).findByText(/decide quien tiene el permiso de empresas y ofertas/)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /Validar/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Rechazar/ })).toBeNull();
  });
});
