import { EstadoOferta } from '@puente/contract/procesos';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';
import { ofertaValidaciones } from '../../db/schema/procesos';

export interface Decision {
  idOferta: number;
  idGestor: number;
  decision: 'validada' | 'rechazada';
  motivo: string | null;
}

export class ValidacionOfertasRepository {
  constructor(private readonly db: Db) {}

  /** Pending offers, oldest first: the queue is worked in arrival order. */
  pendientes() {
    return this.db
      .select({ oferta: ofertas, empresa: { id: empresas.id, nombre: empresas.nombre, cif: empresas.cif } })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION))
      .orderBy(asc(ofertas.creadoEn), asc(ofertas.id));
  }

  async pendiente(idOferta: number) {
    const rows = await this.db
      .select({ oferta: ofertas, empresa: { id: empresas.id, nombre: empresas.nombre, cif: empresas.cif } })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION)));
    return rows[0] ?? null;
  }

  async titulacionesDe(idOferta: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: ofertaTitulaciones.idTitulacion })
      .from(ofertaTitulaciones)
      .where(eq(ofertaTitulaciones.idOferta, idOferta))
      .orderBy(asc(ofertaTitulaciones.idTitulacion));
    return rows.map((r) => r.id);
  }

  /**
   * Publishes or rejects, only if still pending (two staff members deciding
   * at once: the second finds nothing to change), and records the decision.
   */
  async decidir(d: Decision) {
    return this.db.transaction(async (tx) => {
      const validada = d.decision === 'validada';
      const [row] = await tx
        .update(ofertas)
        .set({
          idEstado: validada ? EstadoOferta.PUBLICADA : EstadoOferta.RECHAZADA,
          motivoRechazo: validada ? null : d.motivo,
          actualizadoEn: new Date(),
          ...(validada ? { fechaPublicacion: new Date() } : {}),
        })
        .where(and(eq(ofertas.id, d.idOferta), eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION)))
        .returning();
      if (!row) return null;
      await tx.insert(ofertaValidaciones).values(d);
      return row;
    });
  }
}
