-- The person's data in their own hands (issue 28; RGPD arts. 15, 17, 20 and
-- LOPDGDD art. 32).
--
-- `exportaciones_datos`: the copies of their data a person asks for. A worker
-- claims a pending one (`reclamada_hasta`, so a copy that died half-way is
-- taken again), builds the ZIP into the file storage (`id_archivo`) and mails
-- its owner; after `caduca_en` the file goes and the row says `caducada`.
CREATE TABLE exportaciones_datos (
  id serial PRIMARY KEY,
  tipo_usuario text NOT NULL CHECK (tipo_usuario IN ('alumno', 'empresa')),
  id_usuario integer NOT NULL,
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'lista', 'caducada', 'fallida')),
  idioma text NOT NULL DEFAULT 'es',
  id_archivo uuid REFERENCES archivos(id) ON DELETE SET NULL,
  tamano integer,
  intentos integer NOT NULL DEFAULT 0,
  reclamada_hasta timestamptz,
  creado_en timestamptz NOT NULL DEFAULT now(),
  lista_en timestamptz,
  caduca_en timestamptz
);
CREATE INDEX exportaciones_datos_usuario_idx ON exportaciones_datos (tipo_usuario, id_usuario, creado_en DESC);
CREATE INDEX exportaciones_datos_pendientes_idx ON exportaciones_datos (creado_en) WHERE estado = 'pendiente';

-- What an erasure keeps because the law requires it, blocked: the identity
-- and payment data of a student whose internships the university must keep
-- (RD 592/2014; Social Security). Not used by any screen or list; only the
-- staff who must answer for those internships read it, and each reading is
-- audited. One row per erased person.
CREATE TABLE datos_bloqueados (
  tipo_usuario text NOT NULL CHECK (tipo_usuario IN ('alumno', 'empresa')),
  id_usuario integer NOT NULL,
  datos jsonb NOT NULL,
  base_legal text NOT NULL,
  bloqueado_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tipo_usuario, id_usuario)
);
