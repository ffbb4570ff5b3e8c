import type { MotivoRechazoOfertaDatos } from '@puente/contract/ofertas-gestion';
import { EstadoOferta, REENVIOS_MAX } from '@puente/contract/procesos';
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofertas, ofertaTitulaciones } from '../../db/schema/ofertas';
import { contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import { ofertaValidaciones } from '../../db/schema/procesos';

/** The texts a correction may change, by column (the form's tareasAdesarrollar is the column `tareas`). */
export type ColumnasCorregidas = Partial<
  Pick<
    typeof ofertas.$inferInsert,
    | 'titulo'
    | 'puestoTrabajo'
    | 'departamento'
    | 'descripcion'
    | 'tareas'
    | 'requisitos'
    | 'horario'
    | 'localidad'
    | 'documentacionNecesaria'
  >
>;

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
    const rows = await this.consultaPendiente(idOferta);
    return rows[0] ?? null;
  }

  /**
   * The same, locked until the caller's unit of work ends: a decision that
   * reads the offer before changing it (a correction's diff, the resubmission
   * count) waits for a company's edit or another member's decision.
   */
  async pendienteBloqueada(idOferta: number) {
    const rows = await this.consultaPendiente(idOferta).for('update', { of: ofertas });
    return rows[0] ?? null;
  }

  private consultaPendiente(idOferta: number) {
    return this.db
      .select({ oferta: ofertas, empresa: { id: empresas.id, nombre: empresas.nombre, cif: empresas.cif } })
      .from(ofertas)
      .innerJoin(empresas, eq(empresas.id, ofertas.idEmpresa))
      .where(and(eq(ofertas.id, idOferta), eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION)));
  }

  /**
   * Back to the company with the reason (state 6), only while pending and
   * not yet resubmitted; the decision row says the university has it in hand.
   * Runs in the caller's unit of work.
   */
  async pedirCambios(d: { idOferta: number; idGestor: number; motivo: MotivoRechazoOfertaDatos; texto: string }) {
    const [row] = await this.db
      .update(ofertas)
      .set({
        idEstado: EstadoOferta.CAMBIOS_PEDIDOS,
        cambiosPedidos: { idMotivo: d.motivo.idMotivo, detalle: d.motivo.detalle ?? null },
        cambiosPedidosEn: new Date(),
        actualizadoEn: new Date(),
      })
      .where(
        and(
          eq(ofertas.id, d.idOferta),
          eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION),
          lt(ofertas.reenvios, REENVIOS_MAX),
        ),
      )
      .returning();
    if (!row) return null;
    await this.db
      .insert(ofertaValidaciones)
      .values({ idOferta: d.idOferta, idGestor: d.idGestor, decision: 'cambios', motivo: d.texto });
    return row;
  }

  /** The corrected texts and the publication in one statement, only while pending; with its decision row. */
  async corregirYValidar(d: { idOferta: number; idGestor: number; columnas: ColumnasCorregidas }) {
    const ahora = new Date();
    const [row] = await this.db
      .update(ofertas)
      .set({
        ...d.columnas,
        idEstado: EstadoOferta.PUBLICADA,
        motivoRechazo: null,
        fechaPublicacion: ahora,
        actualizadoEn: ahora,
      })
      .where(and(eq(ofertas.id, d.idOferta), eq(ofertas.idEstado, EstadoOferta.PENDIENTE_VALIDACION)))
      .returning();
    if (!row) return null;
    await this.db
      .insert(ofertaValidaciones)
      .values({ idOferta: d.idOferta, idGestor: d.idGestor, decision: 'validada', motivo: null });
    return row;
  }

  /** The company's active contacts with an e-mail, the offer's own contact first. */
  contactosConCorreo(idEmpresa: number) {
    return this.db
      .select({ id: contactosEmpresa.id, nombre: contactosEmpresa.nombre, email: contactosEmpresa.email })
      .from(contactoEmpresas)
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(
        and(eq(contactoEmpresas.idEmpresa, idEmpresa), eq(contactosEmpresa.estado, 'activo'), isNotNull(contactosEmpresa.email)),
      )
      .orderBy(asc(contactosEmpresa.id));
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
