import type { ClaveTarea } from '@puente/contract/endpoints/tareas';
import type { TareaPeriodica } from '../../lib/tareas-periodicas';
import type { BusquedasGuardadasService } from '../busquedas-guardadas/busquedas-guardadas.service';
import { BUCLES_ALERTAS } from '../busquedas-guardadas/busquedas-guardadas.service';
import type { MisDatosService } from '../datos-personales/mis-datos.service';
import type { OfertasGuardadasService } from '../ofertas-guardadas/ofertas-guardadas.service';
import type { InformesPracticaService } from '../seguimiento-practicas/informes-practica.service';

/** A periodic job by its key: what server.ts starts on a timer and what staff can run now (ejecutarTarea). */
export interface TareaProgramada extends TareaPeriodica {
  clave: ClaveTarea;
  /** `adelantar` only reaches the daily and weekly digests (the contract refuses it for the rest). */
  ejecutar: (opciones?: { adelantar?: boolean }) => Promise<number>;
}

export interface ServiciosDeTareas {
  informesPractica: Pick<InformesPracticaService, 'recordatorios'>;
  ofertasGuardadas: Pick<OfertasGuardadasService, 'recordatorios'>;
  busquedasGuardadas: Pick<BusquedasGuardadasService, 'enviarAlertas'>;
  misDatos: Pick<MisDatosService, 'prepararPendientes' | 'caducar'>;
}

const HORA = 60 * 60 * 1000;

/**
 * The one list of the API's periodic jobs, keyed by the contract's `TAREAS_PERIODICAS` (a key without its job, or a
 * job without its key, does not compile). Every copy runs them all; each job claims what it sends, so copies running
 * together, or a timer's run and a staff member's, never send twice.
 */
export function tareasPeriodicas(s: ServiciosDeTareas): readonly TareaProgramada[] {
  const tareas: Record<ClaveTarea, Omit<TareaProgramada, 'clave'>> = {
    // The company tutors' final-report mails and reminders (decision 042).
    recordatoriosInformesTutores: {
      nombre: 'enlaces de informe final enviados a tutores de empresa',
      cadaMs: HORA,
      ejecutar: () => s.informesPractica.recordatorios(),
    },
    // Saved offers closing within three days that their student has not applied to (issue 28).
    recordatoriosOfertasGuardadas: {
      nombre: 'recordatorios de ofertas guardadas que cierran pronto',
      cadaMs: HORA,
      ejecutar: () => s.ofertasGuardadas.recordatorios(),
    },
    // Saved searches' alerts (issue 28): immediate ones every 5 minutes (within 15 of a publication), daily and
    // weekly ones checked hourly (each leaves from 08:00 Madrid time, once per day or week).
    alertasInmediatas: {
      nombre: 'alertas inmediatas de búsquedas guardadas',
      cadaMs: 5 * 60 * 1000,
      ejecutar: () => s.busquedasGuardadas.enviarAlertas('inmediata'),
    },
    alertasDiarias: {
      nombre: 'alertas diarias de búsquedas guardadas',
      cadaMs: HORA,
      ejecutar: (o) =>
        s.busquedasGuardadas.enviarAlertas('diaria', { paralelo: BUCLES_ALERTAS, adelantar: o?.adelantar ?? false }),
    },
    alertasSemanales: {
      nombre: 'alertas semanales de búsquedas guardadas',
      cadaMs: HORA,
      ejecutar: (o) =>
        s.busquedasGuardadas.enviarAlertas('semanal', { paralelo: BUCLES_ALERTAS, adelantar: o?.adelantar ?? false }),
    },
    // Copies of people's data (issue 28, decision 046): a request starts its own at once; this takes any left behind.
    copiasDeDatos: {
      nombre: 'copias de datos personales preparadas',
      cadaMs: 60 * 1000,
      ejecutar: () => s.misDatos.prepararPendientes(),
    },
    // Ready copies past their 7 days lose their file.
    caducidadCopiasDeDatos: {
      nombre: 'copias de datos personales caducadas',
      cadaMs: HORA,
      ejecutar: () => s.misDatos.caducar(),
    },
  };
  return Object.entries(tareas).map(([clave, tarea]) => ({ clave: clave as ClaveTarea, ...tarea }));
}
