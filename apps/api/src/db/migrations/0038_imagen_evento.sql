-- An event's main image uploaded by staff (issue 27): kept by lib/storage
-- (use 'imagen-evento', re-encoded as a clean JPEG) and served at
-- /api/Publico/imagenEvento/:id; ulr_imagen_principal points there.
ALTER TABLE eventos ADD COLUMN id_archivo_imagen uuid REFERENCES archivos(id);
