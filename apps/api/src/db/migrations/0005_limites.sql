-- Rate-limit counters live in the database so every API copy shares them.
CREATE UNLOGGED TABLE limites_peticiones (
  clave text PRIMARY KEY,
  contador integer NOT NULL,
  expira_en timestamptz NOT NULL
);
