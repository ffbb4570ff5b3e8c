import type { Db } from '../../db/client';
import { auditoria } from '../../db/schema/session';

export interface AuditRow {
  actorTipo: string;
  actorId: number | null;
  comoTipo: string | null;
  comoId: number | null;
  accion: string;
  entidad: string | null;
  entidadId: string | null;
  detalle: Record<string, unknown> | null;
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(row: AuditRow) {
    await this.db.insert(auditoria).values(row);
  }

  /** A batch's rows, 1000 per INSERT (well under PostgreSQL's bound-parameter limit). */
  async insertMany(rows: AuditRow[]) {
    for (let i = 0; i < rows.length; i += 1000) await this.db.insert(auditoria).values(rows.slice(i, i + 1000));
  }
}
