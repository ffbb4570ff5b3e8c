-- Offers a student saves to come back to (issue 28): one row per student and
-- offer. `recordada_en` is when the student was reminded that it closes soon
-- (once per saved offer, whichever copy of the API sends it).
CREATE TABLE ofertas_guardadas (
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  creado_en timestamptz NOT NULL DEFAULT now(),
  recordada_en timestamptz,
  PRIMARY KEY (id_alumno, id_oferta)
);
CREATE INDEX ofertas_guardadas_oferta_idx ON ofertas_guardadas (id_oferta);
CREATE INDEX ofertas_guardadas_alumno_creado_idx ON ofertas_guardadas (id_alumno, creado_en DESC);
