import type { Database } from '../db/client';
import type { Clave, ParametrosDe } from '../lib/mensajes/render';
import { diasDesde, insertRows } from './demo-seed-sql';

/** The demo's kinds: `demo.<kind>` of lib/mensajes, each with its `.titulo` and `.texto`. */
type Tipo<T> = T extends `${infer K}.texto` ? K : never;
type DemoClave = Tipo<Extract<Clave, `demo.${string}`>>;

interface Refs {
  url: (perfil: 'e' | 'p', n: number) => string;
  cifLevante: string;
  cifMeseta: string;
}

/**
 * Notifications (important and not, read and unread, with an internal link,
 * an external one or none) for the demo students and companies, and the
 * university's communications: current ones for each role plus one expired
 * and one not yet started, which the lists must leave out.
 */
export async function seedDemoAvisos(database: Database, hoy: string, { url, cifLevante, cifMeseta }: Refs) {
  const ids = await database.query<{ clave: string; id: number }>(
    `SELECT dni AS clave, id FROM alumnos WHERE dni IN ('12345678Z', '87654321X')
     UNION ALL SELECT cif, id FROM empresas WHERE cif IN ($1, $2)`,
    [cifLevante, cifMeseta],
  );
  const id = (clave: string) => ids.find((r) => r.clave === clave)?.id ?? null;
  const lucia = id('12345678Z');
  const marcos = id('87654321X');
  const levante = id(cifLevante);
  const meseta = id(cifMeseta);
  const at = (dias: number, hora: string) => `${diasDesde(hoy, dias)}T${hora}:00Z`;

  // Stored as keys like every notification (lib/mensajes, `demo.*`), so the demo reads in either language.
  const n = <K extends DemoClave>(
    destinoTipo: 'alumno' | 'empresa',
    destinoId: number | null,
    clave: K,
    parametros: ParametrosDe<Extract<`${K}.texto`, Clave>>,
    opts: { importante?: boolean; leida?: boolean; urlAcceso?: string; urlExterna?: string; dias: number },
  ) => ({
    destino_tipo: destinoTipo,
    destino_id: destinoId,
    clave,
    parametros,
    importante: opts.importante ?? false,
    leida: opts.leida ?? false,
    url_acceso: opts.urlAcceso ?? null,
    url_externa: opts.urlExterna ?? null,
    creado_en: at(opts.dias, '08:15'),
  });

  await insertRows(
    database,
    'notificaciones',
    {
      destino_tipo: 'text',
      destino_id: 'int',
      clave: 'text',
      parametros: 'jsonb',
      importante: 'boolean',
      leida: 'boolean',
      url_acceso: 'text',
      url_externa: 'text',
      creado_en: 'timestamptz',
    },
    [
      n(
        'alumno',
        lucia,
        'demo.preinscripcionUniversidad',
        { oferta: 'Prácticas en desarrollo web' },
        { importante: true, urlAcceso: `/mis-candidaturas/${url('p', 0)}`, dias: -2 },
      ),
      n('alumno', lucia, 'demo.plazoPracticas', {}, { importante: true, dias: -4 }),
      n(
        'alumno',
        lucia,
        'demo.preseleccionada',
        { oferta: 'Prácticas de análisis de datos' },
        { urlAcceso: `/mis-candidaturas/${url('p', 1)}`, dias: -5 },
      ),
      n('alumno', lucia, 'demo.foroEmpleo', {}, { urlExterna: 'https://www.example.es/foro-empleo-2026', dias: -7 }),
      n('alumno', lucia, 'demo.noSeleccionada', { oferta: 'Desarrollador/a backend Node.js' }, { leida: true, dias: -12 }),
      n(
        'alumno',
        marcos,
        'demo.seleccionado',
        { oferta: 'Técnico/a de compras' },
        { importante: true, urlAcceso: '/mis-candidaturas', dias: -3 },
      ),
      n('alumno', marcos, 'demo.enRevision', { oferta: 'Analista financiero/a' }, { leida: true, dias: -9 }),
      n('empresa', levante, 'demo.ofertaPendiente', {}, { importante: true, urlAcceso: '/mis-ofertas', dias: -1 }),
      n(
        'empresa',
        levante,
        'demo.nuevasCandidaturas',
        { oferta: 'Prácticas en desarrollo web' },
        { urlAcceso: '/mis-ofertas', dias: -3 },
      ),
      n(
        'empresa',
        levante,
        'demo.renovacionConvenio',
        {},
        { urlExterna: 'https://www.example.es/convenios', leida: true, dias: -20 },
      ),
      n('empresa', meseta, 'demo.candidatoSeleccionado', { oferta: 'Técnico/a de compras' }, { dias: -3 }),
      // Asks for an answer (notificaciones/acciones.ts `encuesta`): done once Meseta answers the companies' survey.
      n(
        'empresa',
        meseta,
        'demo.encuestaEmpresas',
        {},
        { importante: true, urlAcceso: '/encuestas/satisfaccion-empresas-2026', dias: -6 },
      ),
    ],
  );

  await insertRows(
    database,
    'comunicaciones',
    { para: 'text', fecha_desde: 'date', fecha_hasta: 'date', descripcion: 'text', enlace: 'text' },
    [
      {
        para: 'alumno',
        fecha_desde: diasDesde(hoy, -10),
        fecha_hasta: diasDesde(hoy, 30),
        descripcion: 'Abierto el plazo de solicitud de prácticas curriculares del segundo cuatrimestre.',
        enlace: '/ofertas-practicas',
      },
      {
        para: 'todos',
        fecha_desde: diasDesde(hoy, -5),
        fecha_hasta: diasDesde(hoy, 45),
        descripcion: 'Foro de Empleo 2026: dos días de encuentros entre empresas y estudiantes en el campus.',
        enlace: 'https://www.example.es/foro-empleo-2026',
      },
      {
        para: 'alumno',
        fecha_desde: diasDesde(hoy, -2),
        fecha_hasta: null,
        descripcion: 'Taller: cómo preparar una entrevista por competencias. Inscripción en la sección de eventos.',
        enlace: null,
      },
      {
        para: 'empresa',
        fecha_desde: diasDesde(hoy, -15),
        fecha_hasta: null,
        descripcion: 'Nuevo modelo de convenio de cooperación educativa: ya puedes generarlo desde el portal.',
        enlace: '/nuevo-convenio-colaboracion',
      },
      {
        para: 'todos',
        fecha_desde: diasDesde(hoy, -60),
        fecha_hasta: diasDesde(hoy, -30),
        descripcion: 'Cierre administrativo del servicio por vacaciones.',
        enlace: null,
      },
      {
        para: 'todos',
        fecha_desde: diasDesde(hoy, 20),
        fecha_hasta: null,
        descripcion: 'Próximamente: nueva convocatoria del programa Talento Digital.',
        enlace: null,
      },
    ],
  );
}
