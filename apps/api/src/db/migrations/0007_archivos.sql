-- Files uploaded by users, kept through lib/storage (decision 011). One row of
-- metadata per file; the bytes live in archivo_contenidos while `almacen` is
-- 'postgres', or in an S3-compatible bucket under the key 'archivos/<id>' once
-- a deployment moves there ('s3'): callers only ever see the id.
CREATE TABLE archivos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Who the file belongs to: 'alumno' or 'empresa' and that row's id. No foreign
  -- key, since the owner is one of several tables; deleting an owner deletes its
  -- files through the storage module.
  propietario_tipo text NOT NULL,
  propietario_id integer NOT NULL,
  -- What it is for ('documento-oferta', 'documento-alumno', 'foto-perfil',
  -- 'convenio'…): the use fixes the allowed types and who may read it.
  uso text NOT NULL,
  nombre text NOT NULL,
  content_type text NOT NULL,
  tamano integer NOT NULL CHECK (tamano >= 0),
  -- Hex SHA-256 of the bytes: detects the same file uploaded twice, and checks a
  -- copy after moving the bytes to another store.
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  almacen text NOT NULL DEFAULT 'postgres' CHECK (almacen IN ('postgres', 's3')),
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX archivos_propietario_idx ON archivos (propietario_tipo, propietario_id, creado_en DESC);

-- The bytes themselves, apart from the metadata so listing files never reads
-- them. Files are at most 2 MB (spec §9), well within what bytea handles.
CREATE TABLE archivo_contenidos (
  id_archivo uuid PRIMARY KEY REFERENCES archivos(id) ON DELETE CASCADE,
  contenido bytea NOT NULL
);
