-- An anonymous entry to a survey answers once (decision 024): the survey
-- token's id is spent when it submits, or when it is exchanged for the token
-- that carries the RGPD acceptance. Kept apart from the submissions on
-- purpose: nothing here says what a token answered. Rows past `caduca` are
-- useless (the token no longer verifies) and are swept as new ones arrive.
CREATE TABLE encuesta_tokens_gastados (
  jti text PRIMARY KEY,
  caduca timestamptz NOT NULL
);
CREATE INDEX encuesta_tokens_gastados_caduca ON encuesta_tokens_gastados (caduca);
