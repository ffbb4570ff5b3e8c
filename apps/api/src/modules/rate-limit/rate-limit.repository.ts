import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limitesPeticiones } from '../../db/schema/limits';

export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /** Counts one hit in the key's window (starting a new window when the old one ended). */
  async hit(clave: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const t = limitesPeticiones;
    // Both drivers answer raw SQL with `{ rows }`.
    const result = (await this.db.execute(sql`
      INSERT INTO ${t} (clave, contador, expira_en)
      VALUES (${clave}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (clave) DO UPDATE SET
        contador = CASE WHEN ${t.expiraEn} <= now() THEN 1 ELSE ${t.contador} + 1 END,
        expira_en = CASE WHEN ${t.expiraEn} <= now() THEN EXCLUDED.expira_en ELSE ${t.expiraEn} END
      RETURNING contador, greatest(0, ceil(extract(epoch FROM (expira_en - now())) * 1000))::int AS ttl`)) as unknown as {
      rows: { contador: number; ttl: number }[];
    };
    const row = result.rows[0];
    return { current: Number(row?.contador ?? 1), ttl: Number(row?.ttl ?? windowMs) };
  }

  async purgeExpired() {
    await this.db.delete(limitesPeticiones).where(sql`${limitesPeticiones.expiraEn} < now()`);
  }
}
