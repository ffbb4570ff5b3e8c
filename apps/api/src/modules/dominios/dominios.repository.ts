import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  centrosEducativos,
  dominioItems,
  localidades,
  motivosCambioEstado,
  provincias,
  titulaciones,
} from '../../db/schema/domain';

export class DominiosRepository {
  constructor(private readonly db: Db) {}

  allItems() {
    return this.db.select().from(dominioItems).orderBy(asc(dominioItems.lista), asc(dominioItems.orden), asc(dominioItems.id));
  }

  provincias() {
    return this.db.select().from(provincias).orderBy(asc(provincias.nombre));
  }

  localidades() {
    return this.db.select().from(localidades).orderBy(asc(localidades.nombre));
  }

  /** `activos`: without what staff retired (the lists forms offer). */
  titulaciones(activos = false) {
    return this.db
      .select()
      .from(titulaciones)
      .where(activos ? eq(titulaciones.retirado, false) : undefined)
      .orderBy(asc(titulaciones.nombre));
  }

  motivos(activos = false) {
    return this.db
      .select()
      .from(motivosCambioEstado)
      .where(activos ? eq(motivosCambioEstado.retirado, false) : undefined)
      .orderBy(asc(motivosCambioEstado.idMotivo));
  }

  centros(idProvincia: number, activos = false) {
    return this.db
      .select()
      .from(centrosEducativos)
      .where(and(eq(centrosEducativos.idProvincia, idProvincia), activos ? eq(centrosEducativos.retirado, false) : undefined))
      .orderBy(asc(centrosEducativos.nombre));
  }
}
