-- A rejected company sign-up may be corrected and resubmitted once (issue 25).
-- The rejection mail carries a link (tokens_password, proposito
-- 'corregir-empresa', 30 days) to a public page that shows the reason and the
-- sign-up as sent; resubmitting puts the company back in the staff's queue.
--   reenvios           times the sign-up came back corrected: 0 or 1, never more,
--                      so a second rejection is final and mails no link.
--   reenviada_en       when it came back; the queue waits from then, not from creado_en.
--   id_motivo_rechazo  the structured reason (contract MOTIVOS_RECHAZO_EMPRESA), so
--                      the page shows it in its reader's language; null: text only.
--   detalle_rechazo    the staff member's own words, shown as written.
-- motivo_rechazo keeps the Spanish sentence the mail carried.
ALTER TABLE empresas
  ADD COLUMN reenvios integer NOT NULL DEFAULT 0,
  ADD COLUMN reenviada_en timestamptz,
  ADD COLUMN id_motivo_rechazo text,
  ADD COLUMN detalle_rechazo text;
ALTER TABLE empresas ADD CONSTRAINT empresas_reenvios_validos CHECK (reenvios BETWEEN 0 AND 1);
