-- Issue 29: the anonymous survey accepted unlimited answers (decision 052).
--
-- Whether a submission came anonymously, kept apart from tipo/id_usuario:
-- erasure (0044) empties those on a named answer, which then looked like an
-- anonymous one. Submissions before this migration cannot be told apart: the
-- nameless ones are taken as anonymous.
ALTER TABLE encuesta_contestaciones ADD COLUMN anonima boolean NOT NULL DEFAULT false;
UPDATE encuesta_contestaciones SET anonima = true WHERE tipo IS NULL;
ALTER TABLE encuesta_contestaciones ADD CONSTRAINT encuesta_contestaciones_anonima_sin_nadie
  CHECK (NOT anonima OR tipo IS NULL);

-- How many anonymous submissions each client address sent to a survey, per
-- hour: the limit's count. The address is an HMAC-SHA-256 of the survey and
-- the address (IPv6 by its /64) under the server's secret, never the address;
-- nothing ties a row to a submission, and rows go once 24 hours old.
CREATE TABLE encuesta_anonimas_direccion (
  id_encuesta integer NOT NULL REFERENCES encuestas(id) ON DELETE CASCADE,
  direccion_hmac text NOT NULL,
  hora timestamptz NOT NULL,
  contestaciones integer NOT NULL CHECK (contestaciones > 0),
  PRIMARY KEY (id_encuesta, direccion_hmac, hora)
);
CREATE INDEX encuesta_anonimas_direccion_hora ON encuesta_anonimas_direccion (hora);
