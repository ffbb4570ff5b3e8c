-- Bank and Social Security numbers encrypted at rest (issue 29, decision
-- 051): the students' IBAN and NSS (datos_practica_alumno, and the copy
-- datos_bloqueados keeps of them), the companies' IBAN (empresas) and the
-- IBAN an agreement is paid from (convenios).
--
-- Envelope encryption: each value is encrypted (AES-256-GCM) with a data key;
-- the data keys live here, each one encrypted ("wrapped") with the master key
-- of the environment (ENCRYPTION_KEY), whose id the row names. Rotating the
-- master key re-wraps these rows only (`npm run claves:rotar`).
CREATE TABLE claves_datos (
  id serial PRIMARY KEY,
  -- The id of the master key that wraps it (lib/cifrado/claves-maestras.ts).
  id_clave_maestra text NOT NULL,
  -- base64url of iv (12 bytes) · ciphertext (32 bytes) · tag (16 bytes).
  clave_envuelta text NOT NULL,
  creada_en timestamptz NOT NULL DEFAULT now(),
  envuelta_en timestamptz NOT NULL DEFAULT now()
);

-- An encrypted value is text `c1.<id of claves_datos>.<base64url>`, so the
-- format checks of 0019 cannot hold: the service checks the numbers before
-- they are encrypted. SQL cannot encrypt with a key of the environment: the
-- clear values already stored are encrypted when the API starts
-- (lib/cifrado/pendientes.ts, under an advisory lock, before it serves). From
-- here on nothing writes one in clear: NOT VALID checks every new write and
-- leaves the rows already there to that step.
ALTER TABLE datos_practica_alumno
  DROP CONSTRAINT IF EXISTS datos_practica_alumno_iban_check,
  DROP CONSTRAINT IF EXISTS datos_practica_alumno_nss_check,
  ADD CONSTRAINT datos_practica_alumno_iban_cifrado CHECK (iban LIKE 'c1.%') NOT VALID,
  ADD CONSTRAINT datos_practica_alumno_nss_cifrado CHECK (nss LIKE 'c1.%') NOT VALID;
ALTER TABLE empresas ADD CONSTRAINT empresas_iban_cifrado CHECK (iban LIKE 'c1.%') NOT VALID;
ALTER TABLE convenios ADD CONSTRAINT convenios_iban_cifrado CHECK (iban LIKE 'c1.%') NOT VALID;
