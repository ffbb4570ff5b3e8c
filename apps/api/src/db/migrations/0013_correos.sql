-- The mail outbox (modules/correo, decision 014). A service writes the row in
-- the same transaction as the change that causes the mail, so a rolled-back
-- change never sends one; a worker on any API copy claims due rows, sends them
-- and marks them. The row holds the template's kind and data, not the finished
-- text: it is rendered in the recipient's language when it is sent (decision 010).
CREATE TABLE correos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  para text NOT NULL,
  idioma text NOT NULL CHECK (idioma IN ('es', 'en')),
  -- The template function (modules/correo/plantillas.ts) and its data. The data
  -- may carry a single-use token (a reset link): it is emptied once the row is
  -- sent or given up, so a finished row keeps no usable link.
  plantilla text NOT NULL,
  datos jsonb NOT NULL,
  -- Who caused it ('alumno:12', 'gestor:3 como empresa:7'); NULL for an anonymous action.
  causante text,
  -- pendiente → enviando (claimed) → enviado | pendiente (retry) | fallido (given up).
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'enviando', 'enviado', 'fallido')),
  -- Attempts started: counted when a worker claims the row, so a crash mid-send counts too.
  intentos integer NOT NULL DEFAULT 0,
  -- A pending row is not claimed before this instant (exponential backoff after a failure).
  proximo_intento timestamptz NOT NULL,
  -- The claim: which worker holds the row and until when. A row whose claim
  -- expired (its worker died) is claimed again by another.
  reclamado_por text,
  reclamado_hasta timestamptz,
  -- The last failure (the SMTP server's answer, credentials removed).
  ultimo_error text,
  creado_en timestamptz NOT NULL,
  enviado_en timestamptz,
  id_mensaje text
);

-- What a worker scans: only unfinished rows, by due time.
CREATE INDEX correos_por_enviar ON correos (proximo_intento, id) WHERE estado IN ('pendiente', 'enviando');
