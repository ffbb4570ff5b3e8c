-- Staff permissions per area (issue 25, docs/decisions/037). Each /api/Gestion
-- endpoint declares the area it belongs to and whether it reads or changes;
-- a staff member holds one or more of these. Accounts that existed before
-- keep what they could do: everything.
ALTER TABLE gestores ADD COLUMN permisos text[] NOT NULL DEFAULT '{administracion}';
ALTER TABLE gestores ADD CONSTRAINT gestores_permisos_validos CHECK (
  permisos <@ ARRAY['administracion', 'empresas', 'practicas', 'contenidos', 'lectura']::text[]
  AND cardinality(permisos) > 0
);
CREATE UNIQUE INDEX gestores_email_idx ON gestores (lower(email));
