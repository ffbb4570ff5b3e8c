-- Staff publish and withdraw communications from the back office (issue 27):
-- a withdrawn one leaves the homes without losing its text, and every row
-- says when it was written and last changed.
ALTER TABLE comunicaciones
  ADD COLUMN publicada boolean NOT NULL DEFAULT true,
  ADD COLUMN creado_en timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN actualizado_en timestamptz NOT NULL DEFAULT now();
CREATE INDEX comunicaciones_gestion_idx ON comunicaciones (fecha_desde DESC, id DESC);
