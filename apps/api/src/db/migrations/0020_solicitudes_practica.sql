-- Internship proposals and education-centre requests (issue 14, decision 021).
-- Both wait in `solicitudes_practica` until someone answers them; accepting one
-- creates the internship in `practicas` (0017) in the same unit of work.

-- A centre that takes trainees through the portal has a company account: that
-- company sees the requests addressed to the centre (tieneMenuSolicitudesPracticasEducacion).
ALTER TABLE centros_educativos ADD COLUMN id_empresa integer REFERENCES empresas(id) ON DELETE SET NULL;
CREATE INDEX centros_educativos_empresa_idx ON centros_educativos (id_empresa) WHERE id_empresa IS NOT NULL;

-- tipo propuesta: a student proposes a company (known by CIF, or unregistered: its
-- name and a contact e-mail), or a company proposes a student (by DNI; one not yet
-- registered is a request with the name the company gives). Staff answer them.
-- tipo educacion: a student asks a centre (centros_educativos) for a placement;
-- the centre's company answers it, filling in dates, tutor and tasks.
CREATE TABLE solicitudes_practica (
  id serial PRIMARY KEY,
  tipo text NOT NULL CHECK (tipo IN ('propuesta', 'educacion')),
  origen text NOT NULL CHECK (origen IN ('alumno', 'empresa')),
  id_alumno integer REFERENCES alumnos(id) ON DELETE CASCADE,
  -- A company's request for a student who has no account yet.
  alumno_dni text,
  alumno_nombre text,
  id_empresa integer REFERENCES empresas(id) ON DELETE CASCADE,
  -- A student's proposal of a company that is not in the portal.
  empresa_cif text,
  empresa_nombre text,
  empresa_email text,
  id_centro integer REFERENCES centros_educativos(id),
  tipo_practica text NOT NULL DEFAULT 'curricular' CHECK (tipo_practica IN ('curricular', 'extracurricular')),
  fecha_inicio date,
  fecha_fin date,
  tutor_nombre text,
  tutor_email text,
  tutor_telefono text,
  tareas text,
  horas_dia numeric(4,2) CHECK (horas_dia BETWEEN 0 AND 24),
  dias_semana smallint CHECK (dias_semana BETWEEN 1 AND 7),
  dedicacion numeric(5,2) CHECK (dedicacion BETWEEN 0 AND 100),
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'aceptada', 'rechazada')),
  respuesta text,
  -- Who sent it (a student's or a contact's id) and who answered it (staff or a contact).
  creado_por_id integer NOT NULL,
  resuelto_por_tipo text CHECK (resuelto_por_tipo IN ('gestor', 'empresa')),
  resuelto_por_id integer,
  resuelto_en timestamptz,
  id_practica integer REFERENCES practicas(id) ON DELETE SET NULL,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT solicitudes_practica_fechas CHECK (fecha_inicio IS NULL OR fecha_fin IS NULL OR fecha_inicio < fecha_fin),
  CONSTRAINT solicitudes_practica_alumno CHECK (id_alumno IS NOT NULL OR (alumno_dni IS NOT NULL AND alumno_nombre IS NOT NULL)),
  CONSTRAINT solicitudes_practica_empresa CHECK (
    tipo = 'educacion' OR id_empresa IS NOT NULL OR (empresa_cif IS NOT NULL AND empresa_nombre IS NOT NULL AND empresa_email IS NOT NULL)
  ),
  CONSTRAINT solicitudes_practica_centro CHECK ((tipo = 'educacion') = (id_centro IS NOT NULL)),
  CONSTRAINT solicitudes_practica_resuelta CHECK ((estado = 'pendiente') = (resuelto_en IS NULL))
);
-- One pending request per student and centre: a second one is 8, even when two arrive at once.
CREATE UNIQUE INDEX solicitudes_practica_centro_pendiente_idx
  ON solicitudes_practica (id_alumno, id_centro) WHERE estado = 'pendiente' AND tipo = 'educacion';
CREATE INDEX solicitudes_practica_alumno_idx ON solicitudes_practica (id_alumno, creado_en DESC);
CREATE INDEX solicitudes_practica_empresa_idx ON solicitudes_practica (id_empresa, creado_en DESC);
CREATE INDEX solicitudes_practica_centro_idx ON solicitudes_practica (id_centro, creado_en DESC) WHERE id_centro IS NOT NULL;
CREATE INDEX solicitudes_practica_pendientes_idx ON solicitudes_practica (creado_en) WHERE estado = 'pendiente' AND tipo = 'propuesta';
