-- A student's internships (issue 14, /mis-practicas; decision 020). The
-- internships and their documents are 0017's; this keeps what a paid
-- internship needs from the student before anything else (spec §4, 518): the
-- account the grant is paid into and the social-security number the company
-- registers the student with.
--
-- Which internships need them is read, not stored: an extracurricular
-- internship (it carries a grant, RD 592/2014 art. 9) or one in a programme
-- with funding (programas.financiacion), while it is proposed or under way.

-- One row per student; a column is null until given. The IBAN is kept in
-- electronic format (ES91…), the SWIFT/BIC in upper case (asked only with a
-- foreign IBAN), the NSS as its 12 digits. Staff read them through
-- /api/Gestion, audited; the student reads them back masked.
CREATE TABLE datos_practica_alumno (
  id_alumno integer PRIMARY KEY REFERENCES alumnos(id) ON DELETE CASCADE,
  iban text CHECK (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$'),
  swift text CHECK (swift ~ '^[A-Z0-9]{8}([A-Z0-9]{3})?$'),
  nss text CHECK (nss ~ '^[0-9]{12}$'),
  actualizado_en timestamptz NOT NULL DEFAULT now()
);

-- 0003 kept an IBAN and an NSS on `alumnos` for the old check (a student
-- selected in an internship offer); no endpoint ever wrote them. What is
-- well-formed moves here, and the columns go, so there is one place for them.
INSERT INTO datos_practica_alumno (id_alumno, iban, nss)
SELECT id,
  CASE WHEN upper(regexp_replace(iban, '[^A-Za-z0-9]', '', 'g')) ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$'
    THEN upper(regexp_replace(iban, '[^A-Za-z0-9]', '', 'g')) END,
  CASE WHEN regexp_replace(numero_seguridad_social, '[^0-9]', '', 'g') ~ '^[0-9]{12}$'
    THEN regexp_replace(numero_seguridad_social, '[^0-9]', '', 'g') END
FROM alumnos
WHERE iban IS NOT NULL OR numero_seguridad_social IS NOT NULL;

ALTER TABLE alumnos DROP COLUMN iban, DROP COLUMN numero_seguridad_social;
