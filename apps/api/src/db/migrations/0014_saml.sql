-- SAML assertions already used to log in (modules/auth/saml.service.ts,
-- decision 016): an assertion id is refused a second time until its
-- NotOnOrAfter has passed, after which the IdP's signature window refuses it
-- anyway and the row can go. Only successful logins write here.
CREATE TABLE saml_aserciones (
  id text PRIMARY KEY,
  caduca_en timestamptz NOT NULL
);

CREATE INDEX saml_aserciones_caduca_en ON saml_aserciones (caduca_en);
