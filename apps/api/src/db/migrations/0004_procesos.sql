-- Offer processes: the university's validation decisions and the programmes a
-- company may attach its internship offers to.

-- One row per decision of the university on an offer. An offer with a row
-- "already has a manager" (code 25): the company can no longer edit it.
-- decision: validada | rechazada
CREATE TABLE oferta_validaciones (
  id serial PRIMARY KEY,
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  id_gestor integer NOT NULL REFERENCES gestores(id),
  decision text NOT NULL CHECK (decision IN ('validada', 'rechazada')),
  motivo text,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oferta_validaciones_oferta_idx ON oferta_validaciones (id_oferta);

-- The staff queue reads pending offers oldest first.
CREATE INDEX ofertas_pendientes_idx ON ofertas (creado_en) WHERE id_estado = 1;

-- Company adhesion to internship programmes (brand flag adhesionProgramas).
-- estado: solicitada | adherida. Only 'adherida' lets an offer join the programme.
CREATE TABLE programa_empresas (
  id_programa integer NOT NULL REFERENCES programas(id) ON DELETE CASCADE,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  estado text NOT NULL DEFAULT 'solicitada' CHECK (estado IN ('solicitada', 'adherida')),
  creado_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_programa, id_empresa)
);
CREATE INDEX programa_empresas_empresa_idx ON programa_empresas (id_empresa);

-- The company's candidate lists read candidacies by offer.
CREATE INDEX candidaturas_oferta_idx ON candidaturas (id_oferta, estado);
