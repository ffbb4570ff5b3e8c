-- A company contact's e-mail is optional (spec §5 Contact: "email optional
-- but must contain '@' and '.'"). A contact without one logs in with its
-- nick and gets its first password from the colleague who adds it, since no
-- link can be mailed (docs/decisions/035). The unique index on lower(email)
-- stays: it ignores NULLs, so any number of contacts may have none.
ALTER TABLE contactos_empresa ALTER COLUMN email DROP NOT NULL;
