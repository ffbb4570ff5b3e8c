-- The staff's companies list (issue 25). Keyset pages by sign-up date, either way and with or without a state,
-- or by name (accents and case aside).
CREATE INDEX empresas_creado_idx ON empresas (creado_en, id);
CREATE INDEX empresas_estado_creado_idx ON empresas (estado, creado_en, id);
CREATE INDEX empresas_nombre_orden_idx ON empresas (f_unaccent(lower(nombre)), id);

-- Its search box looks for the text in the name, the trade name or the CIF. One stored column with the three,
-- unaccented and in lower case, and its trigram index: the index's recheck then compares stored text instead of
-- calling f_unaccent three times per candidate row (a common word in 20 000 companies: 43 ms → 3 ms to count).
ALTER TABLE empresas ADD COLUMN busqueda text GENERATED ALWAYS AS (
  f_unaccent(lower(nombre)) || ' · ' || coalesce(f_unaccent(lower(nombre_comercial)), '') || ' · ' || lower(cif)
) STORED;
CREATE INDEX empresas_busqueda_trgm_idx ON empresas USING gin (busqueda gin_trgm_ops);
