-- What the student side of offers needs beyond 0002: the personal and
-- internship data the "missing data" checks read, the own-CV requirement of an
-- offer (code 55), the documents a student hands in for an offer (code 11),
-- and indexes for the student's lists.

-- Personal data the brand may mark as required (brand.campos.personales), and
-- the bank and social security data an internship needs (code 518).
ALTER TABLE alumnos
  ADD COLUMN fecha_nacimiento date,
  ADD COLUMN direccion text,
  ADD COLUMN id_pais_nacionalidad integer,
  ADD COLUMN iban text,
  ADD COLUMN numero_seguridad_social text;

-- Code 55: the company wants the student's own CV file, not the generated one.
ALTER TABLE ofertas ADD COLUMN requiere_cv_propio boolean NOT NULL DEFAULT false;

-- Code 11: an offer with documentacion_necesaria accepts an application only
-- once the student has handed in a document for that offer.
CREATE TABLE alumno_documentos_oferta (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  nombre text NOT NULL,
  extension text NOT NULL,
  creado_en timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_alumno, id_oferta, nombre)
);

-- The published list and its count filter on the deadline too; keeping it in
-- the index lets the count of a whole profile be an index-only scan.
CREATE INDEX ofertas_publicadas_idx ON ofertas (id_perfil, id_estado, fecha_limite);

-- Communications shown to a role, newest first.
CREATE INDEX comunicaciones_para_idx ON comunicaciones (para, fecha_desde DESC);
