import type { Database } from './client';
import { migrate } from './migrate';
import { seedDemo } from './seed/demo';
import { seedDomain } from './seed/domain';

/** Brings a database to the current schema with its reference data, plus the demo content when asked. */
export async function prepareDatabase(database: Database, options: { demo: boolean }) {
  const applied = await migrate(database);
  await seedDomain(database);
  const demoSeeded = options.demo ? await seedDemo(database) : false;
  return { applied, demoSeeded };
}
