import { asc, eq } from 'drizzle-orm';
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

  titulaciones() {
    return this.db.select().from(titulaciones).orderBy(asc(titulaciones.nombre));
  }

  motivos() {
    return this.db.select().from(motivosCambioEstado).orderBy(asc(motivosCambioEstado.idMotivo));
  }

  centros(idProvincia: number) {
    return this.db
      .select()
      .from(centrosEducativos)
      .where(eq(centrosEducativos.idProvincia, idProvincia))
      .orderBy(asc(centrosEducativos.nombre));
  }
}
