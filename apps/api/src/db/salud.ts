import type { Database } from './client';
import { migracionesPendientes } from './migrate';

/**
 * What /readyz and /metrics ask of the database (plugins/salud.ts,
 * lib/metricas.ts, docs/decisions/049-salud-y-metricas.md): whether it
 * answers, which migrations it lacks, and its pools' connections.
 */
export function saludDe(database: Database) {
  return {
    responde: async () => {
      await database.query('SELECT 1');
    },
    migracionesPendientes: () => migracionesPendientes(database),
    conexiones: () => database.conexiones(),
  };
}
