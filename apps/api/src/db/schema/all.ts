// The Drizzle schema object: every table module, so `db.query.*` knows them.
export * from './domain';
export * from './ofertas';
export * from './people';
export * from './session';
