-- Core: domain lists, people (students, company contacts, companies, staff),
-- RGPD, session revocation, password links, audit log, settings.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- unaccent() is only STABLE; this wrapper pins the dictionary so it can be
-- used in generated columns and indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

-- Simple bilingual lists (países, áreas funcionales, sectores, contratos,
-- ámbitos, tipos de formación, tags, programas, niveles y áreas de titulación).
CREATE TABLE dominio_items (
  lista text NOT NULL,
  id integer NOT NULL,
  es text NOT NULL,
  en text NOT NULL,
  orden integer NOT NULL DEFAULT 0,
  PRIMARY KEY (lista, id)
);

CREATE TABLE provincias (
  id integer PRIMARY KEY,
  nombre text NOT NULL
);

CREATE TABLE localidades (
  id integer PRIMARY KEY,
  id_provincia integer NOT NULL REFERENCES provincias(id),
  nombre text NOT NULL
);
CREATE INDEX localidades_provincia_idx ON localidades (id_provincia);

CREATE TABLE titulaciones (
  id integer PRIMARY KEY,
  nombre text NOT NULL,
  id_nivel integer NOT NULL,
  id_area integer NOT NULL
);

CREATE TABLE motivos_cambio_estado (
  id_motivo integer PRIMARY KEY,
  id_estado integer NOT NULL,
  es text NOT NULL,
  en text NOT NULL
);

CREATE TABLE centros_educativos (
  id integer PRIMARY KEY,
  id_provincia integer NOT NULL REFERENCES provincias(id),
  nombre text NOT NULL,
  localidad text NOT NULL
);
CREATE INDEX centros_educativos_provincia_idx ON centros_educativos (id_provincia);

-- estado: activo | bloqueado | baja | sin_acceso
CREATE TABLE alumnos (
  id serial PRIMARY KEY,
  dni text NOT NULL UNIQUE,
  email text NOT NULL,
  nombre text NOT NULL,
  apellido1 text NOT NULL,
  apellido2 text,
  password_hash text NOT NULL,
  telefono text,
  con_practicas boolean NOT NULL DEFAULT false,
  con_empleo boolean NOT NULL DEFAULT true,
  estado text NOT NULL DEFAULT 'activo',
  mensaje_bloqueo text,
  primer_acceso boolean NOT NULL DEFAULT true,
  sesiones_desde timestamptz NOT NULL DEFAULT to_timestamp(0),
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX alumnos_email_idx ON alumnos (lower(email));

-- estado: pendiente (awaiting university validation) | validada | bloqueada
CREATE TABLE empresas (
  id serial PRIMARY KEY,
  cif text NOT NULL UNIQUE,
  nombre text NOT NULL,
  nombre_comercial text,
  descripcion text,
  id_sector integer,
  id_provincia integer REFERENCES provincias(id),
  localidad text,
  web text,
  estado text NOT NULL DEFAULT 'pendiente',
  creado_en timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contactos_empresa (
  id serial PRIMARY KEY,
  nick text NOT NULL,
  email text NOT NULL,
  nombre text NOT NULL,
  apellidos text NOT NULL,
  cargo text,
  telefono text,
  password_hash text NOT NULL,
  estado text NOT NULL DEFAULT 'activo',
  mensaje_bloqueo text,
  primer_acceso boolean NOT NULL DEFAULT true,
  sesiones_desde timestamptz NOT NULL DEFAULT to_timestamp(0),
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contactos_empresa_nick_idx ON contactos_empresa (lower(nick));
CREATE UNIQUE INDEX contactos_empresa_email_idx ON contactos_empresa (lower(email));

-- A contact may act for several companies.
CREATE TABLE contacto_empresas (
  id_contacto integer NOT NULL REFERENCES contactos_empresa(id) ON DELETE CASCADE,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  tipos_contacto integer[] NOT NULL DEFAULT '{9}',
  PRIMARY KEY (id_contacto, id_empresa)
);
CREATE INDEX contacto_empresas_empresa_idx ON contacto_empresas (id_empresa);

CREATE TABLE gestores (
  id serial PRIMARY KEY,
  nick text NOT NULL,
  email text NOT NULL,
  nombre text NOT NULL,
  apellidos text NOT NULL,
  password_hash text NOT NULL,
  activo boolean NOT NULL DEFAULT true,
  sesiones_desde timestamptz NOT NULL DEFAULT to_timestamp(0),
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX gestores_nick_idx ON gestores (lower(nick));

CREATE TABLE rgpd_textos (
  id serial PRIMARY KEY,
  version text NOT NULL,
  texto_corto text NOT NULL,
  texto_completo text NOT NULL,
  link_externo text,
  vigente boolean NOT NULL DEFAULT false,
  creado_en timestamptz NOT NULL DEFAULT now()
);

-- tipo_usuario: alumno | empresa
CREATE TABLE rgpd_aceptaciones (
  id serial PRIMARY KEY,
  tipo_usuario text NOT NULL,
  id_usuario integer NOT NULL,
  id_texto integer NOT NULL REFERENCES rgpd_textos(id),
  aceptado_en timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tipo_usuario, id_usuario, id_texto)
);

CREATE TABLE tokens_revocados (
  jti text PRIMARY KEY,
  expira_en timestamptz NOT NULL
);

-- Reset and set-password links: only the SHA-256 of the random token is stored.
CREATE TABLE tokens_password (
  id serial PRIMARY KEY,
  tipo_usuario text NOT NULL,
  id_usuario integer NOT NULL,
  proposito text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expira_en timestamptz NOT NULL,
  usado_en timestamptz,
  creado_en timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE auditoria (
  id bigserial PRIMARY KEY,
  actor_tipo text NOT NULL,
  actor_id integer,
  como_tipo text,
  como_id integer,
  accion text NOT NULL,
  entidad text,
  entidad_id text,
  detalle jsonb,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auditoria_entidad_idx ON auditoria (entidad, entidad_id);

CREATE TABLE ajustes (
  clave text PRIMARY KEY,
  valor jsonb NOT NULL,
  actualizado_en timestamptz NOT NULL DEFAULT now()
);
