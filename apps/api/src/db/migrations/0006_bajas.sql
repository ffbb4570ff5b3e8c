-- Account deletion requests from students ('Solicitar baja'); staff attend them.
CREATE TABLE solicitudes_baja (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  motivo text,
  creado_en timestamptz NOT NULL DEFAULT now(),
  atendida_en timestamptz
);
-- One open request per student.
CREATE UNIQUE INDEX solicitudes_baja_abierta_idx ON solicitudes_baja (id_alumno) WHERE atendida_en IS NULL;
