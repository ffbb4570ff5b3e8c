-- Saved searches with alerts (issue 28).
--
-- A student keeps the text and filters of an offer search with a name and how
-- often to be told of new offers that match it. `token_baja` is the secret of
-- the mails' one-click unsubscribe (RFC 8058): it names the search without a
-- session. `frecuencia_anterior` is what an undo of that unsubscribe restores.
-- `ultimo_envio_en` is when the last alert run finished for it: the next one
-- reads the offers published since.
CREATE TABLE busquedas_guardadas (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  nombre text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('practicas', 'empleo')),
  filtros jsonb NOT NULL,
  frecuencia text NOT NULL CHECK (frecuencia IN ('inmediata', 'diaria', 'semanal', 'ninguna')),
  frecuencia_anterior text CHECK (frecuencia_anterior IN ('inmediata', 'diaria', 'semanal')),
  token_baja text NOT NULL UNIQUE,
  -- The language the student used when saving it: students have none on record, and the alerts speak it.
  idioma text NOT NULL DEFAULT 'es' CHECK (idioma IN ('es', 'en')),
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  ultimo_envio_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX busquedas_guardadas_alumno_idx ON busquedas_guardadas (id_alumno, creado_en DESC);
-- The alert runs read the searches of one frequency by when they last mailed.
CREATE INDEX busquedas_guardadas_envio_idx ON busquedas_guardadas (frecuencia, ultimo_envio_en) WHERE frecuencia <> 'ninguna';

-- One row per offer sent by a saved search's alert: the primary key is what
-- keeps an offer from reaching the same student twice for the same search,
-- whatever two workers or a retry after a crash do. Written in the same
-- transaction as the mail that carries the offer.
CREATE TABLE alertas_enviadas (
  id_busqueda integer NOT NULL REFERENCES busquedas_guardadas(id) ON DELETE CASCADE,
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  id_correo bigint,
  enviado_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_busqueda, id_oferta)
);
CREATE INDEX alertas_enviadas_oferta_idx ON alertas_enviadas (id_oferta);
