import type { Database } from './client';
import { migrate } from './migrate';
import { seedDomain } from './seed/domain';

/**
 * Brings a database to the current schema with its reference data, safe at
 * every start. The demo content is not the database's: it goes through the
 * services, once they exist (`seedDemoContent`).
 */
export async function prepareDatabase(database: Database) {
  const applied = await migrate(database);
  await seedDomain(database);
  return { applied };
}
