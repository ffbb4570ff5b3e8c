-- The office runs its events from the back office (issue 27): attendance is
-- marked on the day (true came, false did not, null not marked yet), and the
-- staff's list pages through every event by date.
ALTER TABLE inscripciones_evento
  ADD COLUMN asistio boolean,
  ADD COLUMN asistencia_marcada_en timestamptz;
CREATE INDEX eventos_gestion_idx ON eventos (fecha DESC, id DESC);
