import { type EventoInput, eventoInput } from '@puente/contract/eventos';
import type { Database } from '../db/client';
import type { Caller } from '../lib/caller';
import type { Services } from '../services';
import { llamanteSemilla } from './llamante-semilla';

const persona = (tipo: Caller['tipo'], id: number, nombre: string): Caller => llamanteSemilla({ tipo, id, nombre });

/** `dias` from now at 09:00 UTC (10:00 or 11:00 in Madrid), as the staff form sends it. */
const enDias = (dias: number) => `${new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10)}T09:00:00Z`;
const mas = (iso: string, horas: number) => new Date(Date.parse(iso) + horas * 3_600_000).toISOString();

/**
 * The demo's six events, created and registered through the events service as
 * staff and students would (once per database, marker in `ajustes`). Dates are
 * relative to the day the database is seeded.
 *
 * - Feria de empleo de primavera: past (marked, not registrable).
 * - Charla: prácticas en el extranjero (in 3 days): open, 60 places.
 * - Taller: tu CV en una página (in 7 days): full, 3 places taken by Ana,
 *   Pablo and Sara, Daniel waiting; whoever registers next waits too.
 * - Foro de Empleo Puente (in 14 days): highlighted and public, so its shared
 *   link /evento-publico/foro-empleo-puente opens without logging in.
 * - Encuentro de titulados con empresas (in 21 days): graduates only (78 for
 *   a student with no finished study, such as Ana).
 * - Jornada de orientación profesional (in 30 days): no registration needed (75).
 *
 * Lucía and Marcos are on none of them and nobody is notified.
 */
export async function seedDemoEventos(services: Pick<Services, 'eventos' | 'eventosGestion'>, database: Database) {
  const done = await database.query("SELECT clave FROM ajustes WHERE clave = 'demo_eventos'");
  if (done.length > 0) return;
  const gestores = await database.query<{ id: number }>("SELECT id FROM gestores WHERE nick = 'gestor.demo'");
  const gestor = persona('gestor', gestores[0]?.id ?? 1, 'Semilla');
  const service = services.eventos;

  const pasado = enDias(-20);
  const eventos: EventoInput[] = [
    {
      titulo: 'Feria de empleo de primavera',
      urlAcceso: 'feria-empleo-primavera',
      categoria: 'feria-empleo',
      entradilla: 'Más de cuarenta empresas buscaron talento entre nuestros estudiantes y titulados.',
      descripcion:
        'La feria reunió a empresas de tecnología, ingeniería, salud y servicios con estands, entrevistas rápidas y presentaciones.',
      lugar: 'Pabellón polideportivo del campus',
      fecha: pasado,
      fechaFin: mas(pasado, 8),
      ulrImagenPrincipal: '/marca/eventos/feria.svg',
    },
    {
      titulo: 'Charla: prácticas en el extranjero',
      urlAcceso: 'charla-practicas-extranjero',
      categoria: 'charla',
      entradilla: 'Becas, destinos y trámites para hacer tus prácticas fuera de España.',
      descripcion:
        'El servicio de relaciones internacionales explica las convocatorias abiertas, los plazos y la documentación. Turno de preguntas al final.',
      lugar: 'Salón de actos, Facultad de Economía',
      fecha: enDias(3),
      fechaFin: mas(enDias(3), 1.5),
      plazas: 60,
      ulrImagenPrincipal: '/marca/eventos/charla.svg',
    },
    {
      titulo: 'Taller: tu CV en una página',
      urlAcceso: 'taller-cv-una-pagina',
      categoria: 'taller',
      entradilla: 'Plazas muy limitadas: revisamos tu currículum contigo, uno a uno.',
      descripcion: 'Trae tu CV impreso o en el portátil. Trabajaremos estructura, logros medibles y palabras clave.',
      lugar: 'Aula 2.4, Edificio de Servicios',
      fecha: enDias(7),
      fechaFin: mas(enDias(7), 2),
      plazas: 3,
      ulrImagenPrincipal: '/marca/eventos/taller.svg',
    },
    {
      titulo: 'Foro de Empleo Puente',
      urlAcceso: 'foro-empleo-puente',
      categoria: 'feria-empleo',
      entradilla: 'El gran encuentro anual entre empresas y estudiantes: estands, entrevistas y charlas.',
      descripcion:
        'Empresas de toda la región presentan sus ofertas de prácticas y empleo. Lleva tu CV actualizado: habrá entrevistas en el momento.',
      lugar: 'Palacio de Congresos',
      fecha: enDias(14),
      fechaFin: mas(enDias(14), 9),
      destacado: true,
      publico: true,
      plazas: 500,
      ulrImagenPrincipal: '/marca/eventos/feria.svg',
    },
    {
      titulo: 'Encuentro de titulados con empresas',
      urlAcceso: 'encuentro-titulados-empresas',
      categoria: 'jornada',
      entradilla: 'Para quienes ya han terminado sus estudios: procesos de selección abiertos y mentoría.',
      lugar: 'Sala Alumni, Rectorado',
      fecha: enDias(21),
      fechaFin: mas(enDias(21), 3),
      plazas: 40,
      dirigidoA: 'titulados',
      ulrImagenPrincipal: '/marca/eventos/titulados.svg',
    },
    {
      titulo: 'Jornada de orientación profesional',
      urlAcceso: 'jornada-orientacion-profesional',
      categoria: 'jornada',
      entradilla: 'Acceso libre hasta completar aforo, sin inscripción previa.',
      descripcion: 'Mesas redondas sobre salidas profesionales por rama de conocimiento y consejos para tu primera entrevista.',
      lugar: 'Aulario Norte',
      fecha: enDias(30),
      inscripcion: false,
      ulrImagenPrincipal: '/marca/eventos/jornada.svg',
    },
  ];
  const creados = new Map<string, number>();
  for (const e of eventos) creados.set(e.urlAcceso, (await services.eventosGestion.crear(gestor, eventoInput.parse(e))).idEvento);

  // The full workshop: three places taken, one waiting.
  const alumnos = new Map(
    (
      await database.query<{ id: number; dni: string; nombre: string }>(
        "SELECT id, dni, nombre FROM alumnos WHERE dni IN ('23456781R', '34567812P', '45678123P', '56781234F')",
      )
    ).map((a) => [a.dni, a]),
  );
  const taller = creados.get('taller-cv-una-pagina') as number;
  for (const dni of ['23456781R', '34567812P', '45678123P', '56781234F']) {
    const a = alumnos.get(dni);
    if (a) await service.inscribir(persona('alumno', a.id, a.nombre), { idEvento: taller }, 'es');
  }
  await database.query(`INSERT INTO ajustes (clave, valor) VALUES ('demo_eventos', 'true'::jsonb)`);
}
