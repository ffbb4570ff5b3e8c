-- Failed-attempt counters of logins and other password checks (modules/intentos,
-- decision 012), shared by every API copy when Redis is not configured. One row
-- per (action, account) and per (action, client address); the key holds a hash,
-- never the DNI, e-mail or address itself. A logged table, unlike
-- limites_peticiones: a lock must survive a crash or a failover to a replica.
CREATE TABLE intentos_acceso (
  clave text PRIMARY KEY,
  -- Attempts counted (each is counted before its password is checked; a success
  -- clears the account's row and takes one back from the address's).
  fallos integer NOT NULL,
  -- No further attempt is checked before this instant (growing delay, then the lock).
  espera_hasta timestamptz NOT NULL,
  -- The row is forgotten after this instant: counting starts again.
  expira_en timestamptz NOT NULL
);

CREATE INDEX intentos_acceso_expira_en ON intentos_acceso (expira_en);
