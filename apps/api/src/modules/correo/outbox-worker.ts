import { randomUUID } from 'node:crypto';
import type { Latido } from '../../lib/latido';
import type { MailMessage, MailTransport } from '../../lib/mail/mail-transport';
import type { CorreoReclamado, CorreoRepository } from './correo.repository';
import { esperaTrasFallo, POLITICA_REINTENTOS, type PoliticaReintentos } from './politica-reintentos';

/** The part of a pino logger the worker writes to. */
export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silencio: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface OutboxWorkerDeps {
  repo: Pick<CorreoRepository, 'reclamar' | 'marcarEnviado' | 'marcarFallo' | 'abandonarInterrumpidos'>;
  transport: MailTransport;
  /** Renders a claimed row (fails when its template or data no longer fit: the row is given up at once). */
  compose: (row: CorreoReclamado) => Promise<MailMessage & { links: string[] }>;
  ahora: () => Date;
  politica?: PoliticaReintentos;
  /** Rows claimed per statement. */
  lote?: number;
  log?: WorkerLog;
  /** Tells this worker's claims apart from other copies'; one per process by default. */
  id?: string;
  /** Beaten as each pass starts, after each mail and when it ends: /readyz and /metrics read it (lib/latido.ts). */
  latido?: Pick<Latido, 'marcar'>;
}

/**
 * Sends the outbox (decision 014): claims due rows, sends each, marks it sent
 * or schedules its retry with exponential backoff, and gives it up after the
 * policy's attempts with the error kept. Every API copy runs one; the claim
 * is what keeps two from sending the same row.
 */
export class OutboxWorker {
  readonly id: string;
  private readonly politica: PoliticaReintentos;
  private readonly lote: number;
  private log: WorkerLog;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private closing = false;

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.id = deps.id ?? `${process.pid}-${randomUUID()}`;
    this.politica = deps.politica ?? POLITICA_REINTENTOS;
    this.lote = deps.lote ?? 10;
    this.log = deps.log ?? silencio;
  }

  /** One pass: claims and sends until nothing is due. Public so tests drive it without timers. */
  async runOnce(): Promise<{ enviados: number; reintentos: number; fallidos: number }> {
    const cuenta = { enviados: 0, reintentos: 0, fallidos: 0 };
    const { maxIntentos, reclamoMs } = this.politica;
    for (;;) {
      this.deps.latido?.marcar();
      const ahora = this.deps.ahora();
      const abandonados = await this.deps.repo.abandonarInterrumpidos(ahora, maxIntentos);
      if (abandonados > 0) {
        cuenta.fallidos += abandonados;
        this.log.error({ correos: abandonados }, 'correos abandonados: su envío se interrumpió en el último intento');
      }
      const filas = await this.deps.repo.reclamar({
        por: this.id,
        ahora,
        hasta: new Date(ahora.getTime() + reclamoMs),
        lote: this.lote,
        maxIntentos,
      });
      for (const fila of filas) {
        const resultado = await this.enviar(fila);
        cuenta[resultado]++;
        this.deps.latido?.marcar();
      }
      // Stopping: the claimed batch was finished, nothing more is claimed.
      if (filas.length < this.lote || this.closing) return cuenta;
    }
  }

  private async enviar(fila: CorreoReclamado): Promise<'enviados' | 'reintentos' | 'fallidos'> {
    let mail: MailMessage & { links: string[] };
    try {
      mail = await this.deps.compose(fila);
    } catch (error) {
      // A template or data that no longer fit will not fit on a retry either.
      const texto = `plantilla: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      await this.deps.repo.marcarFallo(fila.id, this.id, { estado: 'fallido', proximoIntento: this.deps.ahora(), error: texto });
      this.log.error({ correo: fila.id, plantilla: fila.plantilla }, 'correo abandonado: no se pudo componer');
      return 'fallidos';
    }
    try {
      const { links, ...message } = mail;
      const result = await this.deps.transport.send(message);
      await this.deps.repo.marcarEnviado(fila.id, this.id, this.deps.ahora(), result.messageId);
      if (result.file) {
        // Only without SMTP_URL (a local trial): the newcomer follows the link from here.
        this.log.info(
          { correo: fila.id, plantilla: fila.plantilla, archivo: result.file, enlaces: links },
          `correo guardado en ${result.file} (sin SMTP_URL)${links.length ? `; enlaces: ${links.join(' ')}` : ''}`,
        );
      } else {
        this.log.info({ correo: fila.id, plantilla: fila.plantilla, intentos: fila.intentos }, 'correo enviado');
      }
      return 'enviados';
    } catch (error) {
      const texto = error instanceof Error ? error.message : String(error);
      const ultimo = fila.intentos >= this.politica.maxIntentos;
      const proximoIntento = new Date(this.deps.ahora().getTime() + esperaTrasFallo(fila.intentos, this.politica));
      await this.deps.repo.marcarFallo(fila.id, this.id, {
        estado: ultimo ? 'fallido' : 'pendiente',
        proximoIntento,
        error: texto,
      });
      if (ultimo)
        this.log.error({ correo: fila.id, intentos: fila.intentos, error: texto }, 'correo abandonado tras el último intento');
      else
        this.log.warn({ correo: fila.id, intentos: fila.intentos, error: texto }, 'no se pudo enviar un correo; se reintentará');
      return ultimo ? 'fallidos' : 'reintentos';
    }
  }

  /** Polls every `intervaloMs` until stop(); a pass that throws (database away) is logged and the next one tries again. */
  start(options: { log?: WorkerLog; intervaloMs?: number } = {}) {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    if (options.log) this.log = options.log;
    const intervalo = options.intervaloMs ?? 2000;
    const tick = () => {
      this.timer = null;
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'la cola de correo falló en esta pasada'))
        .finally(() => {
          this.deps.latido?.marcar();
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, intervalo);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the pass under way, which finishes the rows it claimed and claims no more. */
  async stop() {
    this.stopped = true;
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.deps.transport.close();
  }
}
