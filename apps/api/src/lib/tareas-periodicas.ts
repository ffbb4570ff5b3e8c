/** A job every copy of the API runs on a timer; it answers how many things it did (mails, notifications…). */
export interface TareaPeriodica {
  /** What its log line says when it did something, and names it when it fails. */
  nombre: string;
  cadaMs: number;
  ejecutar: () => Promise<number>;
}

interface Registro {
  info: (datos: object, mensaje: string) => void;
  error: (datos: object, mensaje: string) => void;
}

/**
 * Runs each job `primeraTrasMs` after start and then every `cadaMs`, never two runs of the same job at once on
 * this copy (a slow run makes the next tick skip). Copies running the same job together are kept apart by the
 * job itself (each claims its rows). `parar` stops the timers; a run under way finishes on its own.
 */
export function arrancarTareas(tareas: readonly TareaPeriodica[], log: Registro, primeraTrasMs = 10_000) {
  const temporizadores: NodeJS.Timeout[] = [];
  for (const tarea of tareas) {
    let enCurso = false;
    const correr = async () => {
      if (enCurso) return;
      enCurso = true;
      try {
        const hechos = await tarea.ejecutar();
        if (hechos > 0) log.info({ tarea: tarea.nombre, hechos }, tarea.nombre);
      } catch (error) {
        log.error({ err: error, tarea: tarea.nombre }, `falló la tarea periódica: ${tarea.nombre}`);
      } finally {
        enCurso = false;
      }
    };
    temporizadores.push(setTimeout(() => void correr(), primeraTrasMs).unref());
    temporizadores.push(setInterval(() => void correr(), tarea.cadaMs).unref());
  }
  return {
    parar() {
      for (const t of temporizadores) clearTimeout(t);
    },
  };
}
