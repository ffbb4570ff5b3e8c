import type { Caller } from '../../lib/caller';
import type { Idioma } from '../../lib/mensajes/render';
import type { InTransaction } from '../../lib/transaction';
import type { CorreoRepository } from './correo.repository';
import { type DatosDe, direccionCorreo, type Plantilla, plantillas } from './plantillas';

export interface CorreoEncolado<P extends Plantilla> {
  para: string;
  idioma: Idioma;
  plantilla: P;
  datos: DatosDe<P>;
}

/** Who caused a mail, for the outbox row: the staff member first when in god mode. */
export function causanteDe(caller: Caller | null): string | null {
  if (!caller) return null;
  const quien = `${caller.tipo}:${caller.id}`;
  return caller.actor ? `${caller.actor.tipo}:${caller.actor.id} como ${quien}` : quien;
}

/**
 * Mail for the rest of the API (decision 014): `encolar` writes it to the
 * outbox in the caller's unit of work; OutboxWorker sends it after the
 * commit. Nothing here talks to a mail server.
 */
export class CorreoService {
  constructor(
    private readonly deps: {
      repo: Pick<CorreoRepository, 'insertar' | 'insertarVarios'>;
      inTransaction: InTransaction;
      ahora: () => Date;
    },
  ) {}

  /**
   * Queues one mail and answers its outbox id. Must run inside the action's
   * `withTransaction`, so the mail leaves only if the change that caused it
   * commits; called outside one it throws (a programming error, a 500), as it
   * does for data that do not fit the template.
   */
  async encolar<P extends Plantilla>(caller: Caller | null, correo: CorreoEncolado<P>): Promise<number> {
    return this.deps.repo.insertar(this.fila(caller, correo));
  }

  /** Queues several mails of one template at once (a batch of alerts), the same way; their ids in the order given. */
  async encolarVarios<P extends Plantilla>(caller: Caller | null, correos: readonly CorreoEncolado<P>[]): Promise<number[]> {
    return this.deps.repo.insertarVarios(correos.map((c) => this.fila(caller, c)));
  }

  private fila<P extends Plantilla>(caller: Caller | null, correo: CorreoEncolado<P>) {
    if (!this.deps.inTransaction()) {
      throw new Error('CorreoService.encolar debe llamarse dentro del withTransaction de la acción que causa el correo');
    }
    return {
      para: direccionCorreo.parse(correo.para),
      idioma: correo.idioma,
      plantilla: correo.plantilla,
      datos: plantillas[correo.plantilla].parse(correo.datos) as Record<string, unknown>,
      causante: causanteDe(caller),
      ahora: this.deps.ahora(),
    };
  }
}
