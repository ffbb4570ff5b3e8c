-- Orientation guides (issue 15, spec §3 Orientation guide: titulo, descripcion,
-- urlFichero, ulrImagen; decision 025). Staff publish them; students list the
-- published ones, newest first, and download each PDF from storage (0007).

CREATE TABLE guias_orientacion (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descripcion text,
  -- The PDF, kept by lib/storage (use 'guia-orientacion', PDF only by its
  -- content, at most 2 MB). A guide always has one; replacing it deletes the old file.
  id_archivo uuid NOT NULL REFERENCES archivos(id),
  -- The cover: a web address or a brand asset (/marca/…); null shows an icon.
  url_imagen text,
  publicada boolean NOT NULL DEFAULT true,
  -- The guide's date: lists are newest first (the home shows the latest 4, spec §9).
  fecha date NOT NULL DEFAULT CURRENT_DATE,
  -- Within a day, higher first.
  orden integer NOT NULL DEFAULT 0 CHECK (orden BETWEEN 0 AND 1000),
  creado_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX guias_orientacion_publicadas_idx ON guias_orientacion (fecha DESC, orden DESC, id DESC) WHERE publicada;
