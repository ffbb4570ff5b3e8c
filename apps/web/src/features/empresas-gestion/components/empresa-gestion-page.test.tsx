import '@/test/setup';
import type { EmpresaGestion, EstadoEmpresa } from '@puente/contract/empresas-gestion';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { tokenExpiringIn } from '@/test/tokens';
import { EmpresaGestionPage } from './empresa-gestion-page';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

function ficha(estado: EstadoEmpresa): EmpresaGestion {
  return {
    empresa: {
      idEmpresa: 7,
      cif: 'B12345674',
      nombre: 'Innovación Levante S.L.',
      nombreComercial: 'Levante Tech',
      estado,
      descripcion: 'Consultora tecnológica.',
      idSector: 9,
      sector: 'Sector del API',
      idTipoEmpresa: null,
      tipoEmpresa: null,
      startup: false,
      direccion: 'Avenida de Aragón, 30',
      cp: '46021',
      localidad: 'València',
      idProvincia: 46,
      provincia: 'Valencia/València',
      idPais: 1,
      pais: 'España',
      telefono: '963000000',
      web: 'https://www.levantetech.example.es',
      fechaAlta: '01/10/2026',
      fechaRevision: estado === 'pendiente' ? null : '02/10/2026',
      motivoRechazo: estado === 'rechazada' ? 'El CIF no es válido' : null,
      motivoBloqueo: estado === 'bloqueada' ? 'Cobra a los candidatos.' : null,
    },
    contactos: [
      {
        idContacto: 3,
        nick: 'seleccion.demo',
        nombre: 'Javier',
        apellidos: 'Sánchez Gil',
        cargo: 'Técnico de Selección',
        email: 'seleccion@demo.puente.es',
        telefono: null,
        estado: 'activo',
        conPassword: false,
        ultimaActividad: null,
      },
    ],
    ofertas: {
      total: 3,
      porEstado: [
        { idEstado: 1, Estado: 'Pendiente de validación', total: 1 },
        { idEstado: 2, Estado: 'Publicada', total: 2 },
      ],
      ultimas: [
        {
          idOferta: 40,
          titulo: 'Analista pendiente',
          idPerfil: 1,
          idEstado: 1,
          Estado: 'Pendiente de validación',
          fechaCreacion: '03/10/2026',
        },
        { idOferta: 41, titulo: 'Becario publicado', idPerfil: 2, idEstado: 2, Estado: 'Publicada', fechaCreacion: '02/10/2026' },
      ],
    },
    convenios: [
      {
        idConvenio: 5,
        estado: 'firmado',
        fechaAlta: '01/10/2026',
        fechaCaducidad: '01/10/2030',
        firmadoEn: '02/10/2026',
        firmante: 'Amparo Ferrer Roig',
      },
    ],
    practicas: {
      total: 1,
      ultimas: [
        {
          idPractica: 9,
          alumno: 'Lucía García Fernández',
          tipo: 'curricular',
          estado: 'en_curso',
          programa: null,
          fechaInicio: '01/09/2026',
          fechaFin: '01/12/2026',
        },
      ],
    },
    documentos: [
      {
        id: 2,
        nombre: 'Póliza 2026.pdf',
        extension: 'pdf',
        tamano: 2048,
        fecha: '01/10/2026',
        aportadoPor: 'Javier Sánchez Gil',
        enlace: '/api/Gestion/descargaDocumentoEmpresa/2',
      },
    ],
    decisiones:
      estado === 'bloqueada'
        ? [
            {
              id: 90,
              decision: 'bloqueo',
              fecha: '2026-10-05T08:30:00.000Z',
              quien: { tipo: 'gestor', id: 2, nombre: 'Inés Ortega Lara' },
              motivo: 'Cobra a los candidatos.',
              idMotivo: null,
            },
          ]
        : [],
    actividad: [
      {
        id: 91,
        fecha: '2026-10-05T08:30:00.000Z',
        actor: { tipo: 'empresa', id: 3, nombre: 'Javier Sánchez Gil' },
        como: null,
        accion: 'empresa.datos',
        entidad: 'empresa',
        entidadId: '7',
        detalle: null,
      },
    ],
  };
}

let permisos: string[];
let estado: EstadoEmpresa;
let respuestas: Record<string, { status: number; mensaje: string | null }>;
const calls: { url: string; body: Record<string, unknown> }[] = [];
const errores: unknown[] = [];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  errores.length = 0;
  permisos = ['empresas'];
  estado = 'validada';
  respuestas = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url] = url.split('?');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url: path, body });
      const propia = respuestas[path];
      if (propia) return Response.json({ ...propia, datos: null });
      const datos: Record<string, unknown> = {
        '/api/Gestion/miCuenta': { id: 2, nick: 'x.demo', email: 'e@uni.es', nombre: 'Inés', apellidos: 'Ortega', permisos },
        '/api/Dominios/dominiosList/es': dominiosDePrueba,
        '/api/Gestion/empresas/7': ficha(estado),
        '/api/Gestion/bloquearEmpresa': { idEmpresa: 7, estado: 'bloqueada' },
        '/api/Gestion/desbloquearEmpresa': { idEmpresa: 7, estado: 'validada' },
      };
      return Response.json({ status: 0, mensaje: null, datos: datos[path] ?? null });
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
});

afterEach(() => vi.unstubAllGlobals());

function pintar(acciones?: (ficha: EmpresaGestion) => React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    mutationCache: new MutationCache({ onError: (error) => void errores.push(error) }),
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/empresas/7']}>
        <EmpresaGestionPage idEmpresa={7} heading={(nombre) => <h1>{nombre ?? 'Empresa'}</h1>} acciones={acciones} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const postA = (path: string) => calls.filter((c) => c.url === path);

describe('EmpresaGestionPage', { timeout: 20_000 }, () => {
  it('shows every section of the company, with the route’s own actions in the header', async () => {
    pintar((f) => <button type="button">Entrar como {f.empresa.nombre}</button>);
    await screen.findByRole('heading', { level: 1, name: 'Innovación Levante S.L.' });
    for (const seccion of [
      'Datos de la empresa',
      'Contactos',
      'Ofertas',
      'Convenios',
      'Prácticas',
      'Documentos',
      'Historial de decisiones',
      'Actividad reciente',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: seccion })).toBeTruthy();
    }
    const datos = screen.getByRole('region', { name: 'Datos de la empresa' });
    // The sector in the UI language's list once it arrives.
    expect(await within(datos).findByText('Tecnologías de la información')).toBeTruthy();
    expect(within(datos).getByText('Avenida de Aragón, 30, 46021 València, Valencia/València, España')).toBeTruthy();
    const contactos = screen.getByRole('region', { name: 'Contactos' });
    expect(within(contactos).getByText('Aún no ha creado su contraseña')).toBeTruthy();
    expect(within(contactos).getByText(/Sin actividad registrada/)).toBeTruthy();
    const ofertas = screen.getByRole('region', { name: 'Ofertas' });
    expect(within(ofertas).getByText('3 ofertas en total')).toBeTruthy();
    expect(within(ofertas).getByText('Publicada: 2')).toBeTruthy();
    // Only a pending offer opens its review; every offer of the company is one search away.
    expect(within(ofertas).getByRole('link', { name: 'Analista pendiente' }).getAttribute('href')).toBe('/gestion/ofertas/40');
    expect(within(ofertas).queryByRole('link', { name: 'Becario publicado' })).toBeNull();
    expect(within(ofertas).getByRole('link', { name: 'Ver sus ofertas en Ofertas' }).getAttribute('href')).toBe(
      '/gestion/ofertas?q=B12345674',
    );
    expect(within(screen.getByRole('region', { name: 'Convenios' })).getByText('Firmado, pendiente de validación')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Prácticas' })).getByText('Lucía García Fernández')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar Póliza 2026.pdf' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Actividad reciente' })).getByText('empresa.datos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar como Innovación Levante S.L.' })).toBeTruthy();
    // Activity is administración's: this member does not get a link there.
    expect(screen.queryByRole('link', { name: 'Ver actividad' })).toBeNull();
  });

  it('blocks a validated company with a required reason, said back in the dialog when refused', async () => {
    pintar();
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Bloquear Innovación Levante S.L.' });
    expect(within(dialogo).getByText(/perderán la sesión al momento/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Bloquear' }));
    expect(await within(dialogo).findByText('Escribe el motivo del bloqueo')).toBeTruthy();
    expect(postA('/api/Gestion/bloquearEmpresa')).toHaveLength(0);

    respuestas['/api/Gestion/bloquearEmpresa'] = {
      status: 48,
      mensaje: 'Solo se puede bloquear una empresa validada: valida o rechaza antes su alta.',
    };
    fireEvent.change(within(dialogo).getByLabelText(/Motivo del bloqueo/), { target: { value: 'Cobra a los candidatos.' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Bloquear' }));
    expect(await within(dialogo).findByRole('alert')).toHaveProperty(
      'textContent',
      'Solo se puede bloquear una empresa validada: valida o rechaza antes su alta.',
    );

    delete respuestas['/api/Gestion/bloquearEmpresa'];
    estado = 'bloqueada';
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postA('/api/Gestion/bloquearEmpresa').at(-1)?.body).toEqual({ id: 7, motivo: 'Cobra a los candidatos.' });
    // The page reads the company again: blocked, with its reason and who decided.
    await screen.findByRole('button', { name: 'Desbloquear' });
    expect(screen.getByText('Empresa bloqueada: sus contactos no pueden entrar en el portal con ella.')).toBeTruthy();
    const historial = screen.getByRole('region', { name: 'Historial de decisiones' });
    expect(within(historial).getByText('Bloqueada')).toBeTruthy();
    expect(within(historial).getByText('por Inés Ortega Lara')).toBeTruthy();
  });

  it('unblocks a blocked company after confirming', async () => {
    estado = 'bloqueada';
    pintar();
    fireEvent.click(await screen.findByRole('button', { name: 'Desbloquear' }));
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Desbloquear Innovación Levante S.L.?' });
    estado = 'validada';
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Desbloquear' }));
    await screen.findByRole('button', { name: 'Bloquear…' });
    expect(postA('/api/Gestion/desbloquearEmpresa')[0]?.body).toEqual({ id: 7 });
  });

  it('validates or rejects a pending sign-up with a structured reason', async () => {
    estado = 'pendiente';
    pintar();
    expect(await screen.findByText(/espera la validación de su alta/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar el alta de Innovación Levante S.L.' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findByText('Elige un motivo')).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'Otro motivo' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialogo).findAllByText('Explica el motivo')).not.toHaveLength(0);
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'El correo de contacto es personal, no de la empresa' }));
    fireEvent.change(within(dialogo).getByLabelText('Palabras para la empresa (opcional)'), {
      target: { value: 'Usad el dominio de la empresa.' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    await waitFor(() =>
      expect(postA('/api/Gestion/rechazarEmpresa')[0]?.body).toEqual({
        id: 7,
        idMotivo: 'correoPersonal',
        motivo: 'Usad el dominio de la empresa.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Validar el alta de Innovación Levante S.L.?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(postA('/api/Gestion/validarEmpresa')[0]?.body).toEqual({ id: 7 }));
  });

  it('shows a read-only member the page without any decision', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByText('Solo lectura: tu cuenta no toma decisiones sobre empresas.');
    await screen.findByRole('heading', { level: 1, name: 'Innovación Levante S.L.' });
    expect(screen.queryByRole('button', { name: 'Bloquear…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Validar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
  });

  it('links administración to the company’s whole trail in Activity', async () => {
    permisos = ['administracion'];
    pintar();
    await screen.findByRole('button', { name: 'Bloquear…' });
    const enlaces = screen.getAllByRole('link', { name: 'Ver actividad' });
    expect(enlaces.map((a) => a.getAttribute('href'))).toEqual([
      '/gestion/actividad?objeto=empresa&id=7',
      '/gestion/actividad?objeto=empresa&id=7',
    ]);
  });
});
