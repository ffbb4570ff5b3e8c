-- Offers, candidacies with their history, notifications, communications, and
-- the student data the application rules read.

-- What the application rules need to know about a student (the CV work adds more).
ALTER TABLE alumnos
  ADD COLUMN busqueda_practicas_activa boolean NOT NULL DEFAULT true,
  ADD COLUMN busqueda_empleo_activa boolean NOT NULL DEFAULT true,
  ADD COLUMN matriculado_practicas boolean NOT NULL DEFAULT false,
  ADD COLUMN de_la_universidad boolean NOT NULL DEFAULT true,
  ADD COLUMN cv_propio_subido boolean NOT NULL DEFAULT false,
  ADD COLUMN id_provincia integer REFERENCES provincias(id),
  ADD COLUMN id_periodo_preferencia_practicas integer;

-- A student's studies: degree, whether at this university, finished or not, credits.
CREATE TABLE estudios_alumno (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_titulacion integer NOT NULL REFERENCES titulaciones(id),
  de_la_universidad boolean NOT NULL DEFAULT true,
  finalizado boolean NOT NULL DEFAULT false,
  fecha_inicio date,
  fecha_fin date,
  creditos_superados integer,
  nota_media numeric(3,2)
);
CREATE INDEX estudios_alumno_alumno_idx ON estudios_alumno (id_alumno);

-- Internship programmes offers may belong to (prácticas).
CREATE TABLE programas (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  url_acceso text NOT NULL UNIQUE,
  financiacion text,
  fecha_inicio date,
  fecha_fin date,
  meses integer,
  activo boolean NOT NULL DEFAULT true
);

-- id_perfil: 1 empleo, 2 prácticas (spec §3). id_estado of the offer process:
-- 1 pendiente de validación, 2 publicada, 3 cerrada, 4 rechazada por la universidad,
-- 5 borrada (kept when it has candidacies, so their history survives).
CREATE TABLE ofertas (
  id serial PRIMARY KEY,
  url_acceso text NOT NULL UNIQUE,
  id_empresa integer NOT NULL REFERENCES empresas(id),
  id_contacto integer REFERENCES contactos_empresa(id),
  id_perfil smallint NOT NULL CHECK (id_perfil IN (1, 2)),
  id_estado smallint NOT NULL DEFAULT 1,
  titulo text NOT NULL,
  puesto_trabajo text,
  departamento text,
  descripcion text NOT NULL,
  tareas text,
  requisitos text,
  id_provincia integer REFERENCES provincias(id),
  localidad text,
  plazas integer NOT NULL DEFAULT 1,
  fecha_publicacion timestamptz,
  fecha_limite date,
  fecha_inicio date,
  fecha_fin date,
  id_tipo_contrato integer,
  salario numeric(10,2),
  horario text,
  horas_dia numeric(4,2),
  modalidad text NOT NULL DEFAULT 'presencial',
  id_area_funcional integer,
  id_tipo_formacion integer,
  id_programa integer REFERENCES programas(id),
  meses integer,
  tiempo_dedicacion integer,
  dias_semana integer,
  url_inscripcion_externa text,
  tutor_nombre text,
  tutor_email text,
  tutor_telefono text,
  tutor_cargo text,
  solo_titulados boolean NOT NULL DEFAULT false,
  solo_postgrado boolean NOT NULL DEFAULT false,
  solo_universidad boolean NOT NULL DEFAULT false,
  creditos_minimos integer,
  documentacion_necesaria text,
  motivo_rechazo text,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  buscador tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('spanish', f_unaccent(coalesce(titulo, ''))), 'A') ||
    setweight(to_tsvector('spanish', f_unaccent(coalesce(puesto_trabajo, '') || ' ' || coalesce(requisitos, ''))), 'B') ||
    setweight(to_tsvector('spanish', f_unaccent(coalesce(descripcion, '') || ' ' || coalesce(tareas, ''))), 'C')
  ) STORED
);
CREATE INDEX ofertas_buscador_idx ON ofertas USING gin (buscador);
CREATE INDEX ofertas_titulo_trgm_idx ON ofertas USING gin (f_unaccent(lower(titulo)) gin_trgm_ops);
CREATE INDEX ofertas_listado_idx ON ofertas (id_perfil, id_estado, fecha_publicacion DESC);
CREATE INDEX ofertas_empresa_idx ON ofertas (id_empresa, id_perfil);
CREATE INDEX ofertas_provincia_idx ON ofertas (id_provincia);

CREATE TABLE oferta_titulaciones (
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  id_titulacion integer NOT NULL REFERENCES titulaciones(id),
  PRIMARY KEY (id_oferta, id_titulacion)
);
CREATE INDEX oferta_titulaciones_titulacion_idx ON oferta_titulaciones (id_titulacion);

-- Candidacy states are documented in docs/candidaturas.md. One per student and offer.
CREATE TABLE candidaturas (
  id serial PRIMARY KEY,
  id_oferta integer NOT NULL REFERENCES ofertas(id),
  id_alumno integer NOT NULL REFERENCES alumnos(id),
  estado smallint NOT NULL,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_oferta, id_alumno)
);
CREATE INDEX candidaturas_alumno_idx ON candidaturas (id_alumno, estado);

CREATE TABLE candidatura_historial (
  id bigserial PRIMARY KEY,
  id_candidatura integer NOT NULL REFERENCES candidaturas(id) ON DELETE CASCADE,
  estado_anterior smallint,
  estado_nuevo smallint NOT NULL,
  id_motivo integer REFERENCES motivos_cambio_estado(id_motivo),
  comentario text,
  actor_tipo text NOT NULL,
  actor_id integer,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidatura_historial_candidatura_idx ON candidatura_historial (id_candidatura, creado_en);

-- destino_tipo: alumno (destino_id = alumno) | empresa (destino_id = empresa, seen by its contacts acting for it).
CREATE TABLE notificaciones (
  id serial PRIMARY KEY,
  destino_tipo text NOT NULL,
  destino_id integer NOT NULL,
  titulo text NOT NULL,
  texto text NOT NULL,
  leida boolean NOT NULL DEFAULT false,
  importante boolean NOT NULL DEFAULT false,
  url_acceso text,
  url_externa text,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notificaciones_destino_idx ON notificaciones (destino_tipo, destino_id, creado_en DESC);

-- para: alumno | empresa | todos
CREATE TABLE comunicaciones (
  id serial PRIMARY KEY,
  para text NOT NULL,
  fecha_desde date NOT NULL,
  fecha_hasta date,
  descripcion text NOT NULL,
  enlace text
);
