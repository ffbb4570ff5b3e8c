-- Company accounts (issue 12): the data a company gives when it signs up and
-- keeps in /mi-empresa, and its contacts' own data (/mi-perfil).

-- empresas.nombre stays the fiscal name. estado gains 'rechazada' (staff
-- refused the sign-up; motivo_rechazo keeps why).
ALTER TABLE empresas
  ADD COLUMN id_tipo_empresa integer,
  ADD COLUMN startup boolean NOT NULL DEFAULT false,
  ADD COLUMN direccion text,
  ADD COLUMN cp text,
  ADD COLUMN id_pais integer NOT NULL DEFAULT 1,
  ADD COLUMN provincia text,
  ADD COLUMN id_localidad integer,
  ADD COLUMN telefono text,
  ADD COLUMN iban text,
  ADD COLUMN motivo_rechazo text,
  ADD COLUMN revisada_en timestamptz;

CREATE INDEX empresas_pendientes_idx ON empresas (creado_en) WHERE estado = 'pendiente';

-- A contact created by a sign-up or by another contact has no password
-- until it follows the mailed set-password link (43 once it has one).
ALTER TABLE contactos_empresa ALTER COLUMN password_hash DROP NOT NULL;

-- contactos_empresa.cargo is the form's "puesto", telefono its "telefono1".
ALTER TABLE contactos_empresa
  ADD COLUMN nif text,
  ADD COLUMN telefono2 text,
  ADD COLUMN departamento text,
  ADD COLUMN direccion text,
  ADD COLUMN cp text,
  ADD COLUMN id_pais integer NOT NULL DEFAULT 1,
  ADD COLUMN id_provincia integer,
  ADD COLUMN provincia text,
  ADD COLUMN id_localidad integer,
  ADD COLUMN localidad text,
  ADD COLUMN anios_foro_empleo integer[] NOT NULL DEFAULT '{}';
