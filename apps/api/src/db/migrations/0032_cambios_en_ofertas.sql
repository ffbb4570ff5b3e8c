-- Asking a company for changes to an offer, and its one resubmission (issue 25, docs/decisions/039).
--
-- id_estado 6 "Cambios pedidos" needs no DDL (the column is a smallint with no
-- check). What the university asked for stays on the offer, also after the
-- company resubmits it, so staff reviewing the resubmission read it; reenvios
-- counts the resubmissions (at most 1).
ALTER TABLE ofertas
  ADD COLUMN reenvios smallint NOT NULL DEFAULT 0,
  ADD COLUMN cambios_pedidos jsonb,
  ADD COLUMN cambios_pedidos_en timestamptz;

-- Asking for changes is a decision of the university too: it has a row, so the
-- offer counts as reviewed (code 25 outside the states the company edits in).
ALTER TABLE oferta_validaciones
  DROP CONSTRAINT oferta_validaciones_decision_check,
  ADD CONSTRAINT oferta_validaciones_decision_check CHECK (decision IN ('validada', 'rechazada', 'cambios'));
