import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { archivos } from '../../db/schema/archivos';
import { guiasOrientacion } from '../../db/schema/guias';

export type FilaGuia = typeof guiasOrientacion.$inferSelect & { nombreFichero: string; tamanoFichero: number };
export type NuevaGuia = Omit<typeof guiasOrientacion.$inferInsert, 'id' | 'creadoEn' | 'actualizadoEn'>;

const columnas = {
  id: guiasOrientacion.id,
  titulo: guiasOrientacion.titulo,
  descripcion: guiasOrientacion.descripcion,
  idArchivo: guiasOrientacion.idArchivo,
  urlImagen: guiasOrientacion.urlImagen,
  publicada: guiasOrientacion.publicada,
  fecha: guiasOrientacion.fecha,
  orden: guiasOrientacion.orden,
  creadoPor: guiasOrientacion.creadoPor,
  creadoEn: guiasOrientacion.creadoEn,
  actualizadoEn: guiasOrientacion.actualizadoEn,
  nombreFichero: archivos.nombre,
  tamanoFichero: archivos.tamano,
};

const masRecientes = [desc(guiasOrientacion.fecha), desc(guiasOrientacion.orden), desc(guiasOrientacion.id)];

/** Orientation guides with their file's name and size; the bytes are lib/storage's. */
export class GuiasRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db.select(columnas).from(guiasOrientacion).innerJoin(archivos, eq(archivos.id, guiasOrientacion.idArchivo));
  }

  /** Newest first; only the published ones unless `todas`. */
  lista(todas: boolean): Promise<FilaGuia[]> {
    return this.select()
      .where(todas ? undefined : eq(guiasOrientacion.publicada, true))
      .orderBy(...masRecientes);
  }

  async guia(id: number, soloPublicada: boolean): Promise<FilaGuia | null> {
    const rows = await this.select().where(
      and(eq(guiasOrientacion.id, id), soloPublicada ? eq(guiasOrientacion.publicada, true) : undefined),
    );
    return rows[0] ?? null;
  }

  async crear(g: NuevaGuia) {
    const rows = await this.db.insert(guiasOrientacion).values(g).returning({ id: guiasOrientacion.id });
    return rows[0]?.id as number;
  }

  /** False when there is no such guide. */
  async editar(id: number, g: Partial<NuevaGuia>) {
    const rows = await this.db
      .update(guiasOrientacion)
      .set({ ...g, actualizadoEn: new Date() })
      .where(eq(guiasOrientacion.id, id))
      .returning({ id: guiasOrientacion.id });
    return rows.length > 0;
  }
}
