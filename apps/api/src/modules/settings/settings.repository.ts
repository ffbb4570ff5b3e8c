import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ajustes } from '../../db/schema/session';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  async get<T>(clave: string): Promise<T | null> {
    const rows = await this.db.select({ valor: ajustes.valor }).from(ajustes).where(eq(ajustes.clave, clave));
    return rows[0] ? (rows[0].valor as T) : null;
  }

  async set(clave: string, valor: unknown): Promise<void> {
    await this.db
      .insert(ajustes)
      .values({ clave, valor })
      .onConflictDoUpdate({ target: ajustes.clave, set: { valor, actualizadoEn: sql`now()` } });
  }

  /** Stores the value only if the key is new; returns what is stored. */
  async getOrCreate<T>(clave: string, valor: T): Promise<T> {
    await this.db.insert(ajustes).values({ clave, valor }).onConflictDoNothing();
    return (await this.get<T>(clave)) as T;
  }
}
