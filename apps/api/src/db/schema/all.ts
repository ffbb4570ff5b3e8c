// The Drizzle schema object: every table module, so `db.query.*` knows them.

export * from './archivos';
export * from './cifrado';
export * from './convenios';
export * from './correos';
export * from './cuenta';
export * from './cv';
export * from './domain';
export * from './encuestas';
export * from './eventos';
export * from './guias';
export * from './intentos';
export * from './limits';
export * from './ofertas';
export * from './personas';
export * from './practicas';
export * from './practicas-alumno';
export * from './procesos';
export * from './programas';
export * from './saml';
export * from './session';
export * from './solicitudes-practica';
