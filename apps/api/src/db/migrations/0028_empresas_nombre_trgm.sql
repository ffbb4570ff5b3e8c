-- The staff's offers list searches its text in the offer's title and in its company's name or CIF (issue 25):
-- the matching companies are looked up once per query, and without these indexes that reads every company
-- through f_unaccent (tens of milliseconds at 20 000 companies, on every page and again for its count).
CREATE INDEX empresas_nombre_trgm_idx ON empresas USING gin (f_unaccent(lower(nombre)) gin_trgm_ops);
CREATE INDEX empresas_cif_lower_idx ON empresas (lower(cif));
