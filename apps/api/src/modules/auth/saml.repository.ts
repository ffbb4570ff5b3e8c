import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { samlAserciones } from '../../db/schema/saml';

/** The SAML assertion ids already used (0014_saml.sql). */
export class SamlRepository {
  constructor(private readonly db: Db) {}

  /** Records an assertion as used; false when it already was (a replay). */
  async usar(id: string, caducaEn: Date): Promise<boolean> {
    await this.db.delete(samlAserciones).where(lt(samlAserciones.caducaEn, sql`now()`));
    const rows = await this.db
      .insert(samlAserciones)
      .values({ id, caducaEn })
      .onConflictDoNothing()
      .returning({ id: samlAserciones.id });
    return rows.length === 1;
  }
}
