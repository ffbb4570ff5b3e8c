-- Internships as Spanish law runs them (issue 26, decision 042): RD 592/2014
-- (training plan, two tutors, both final reports, the university's
-- certificate) and the LGSS's disposición adicional 52.ª (every internship
-- registered with the Social Security by its obligated party, with the
-- effective days reported each month under that party's account code).

-- The agreement's Social Security clause: the university takes on the
-- registration of its students' unpaid internships at this company. The
-- university's model agreement has said so since 2024, hence the default;
-- staff change it for an agreement that says otherwise.
ALTER TABLE convenios ADD COLUMN universidad_asume_cotizacion boolean NOT NULL DEFAULT true;

-- Two new states. aceptada: the university accepted it but it cannot start
-- until the training plan is accepted, the student's NUSS and the obligated
-- party's CCC are recorded and the registration (alta) is marked done; the
-- last of those moves it to en_curso. certificada: both final reports and the
-- grade are in and the certificate was issued. Rows en_curso before this
-- migration started before Puente checked any of that and stay as they are.
ALTER TABLE practicas DROP CONSTRAINT practicas_estado_check;
ALTER TABLE practicas ADD CONSTRAINT practicas_estado_check
  CHECK (estado IN ('propuesta', 'aceptada', 'en_curso', 'finalizada', 'certificada', 'rechazada', 'anulada'));

ALTER TABLE practicas
  -- ECTS credits a curricular internship counts for.
  ADD COLUMN creditos numeric(5,2) CHECK (creditos > 0 AND creditos <= 60),
  ADD COLUMN remunerada boolean NOT NULL DEFAULT false,
  -- The grant a month, in euros, and who pays it (read only when remunerada).
  ADD COLUMN importe_mensual numeric(8,2) CHECK (importe_mensual >= 0),
  ADD COLUMN pagador text CHECK (pagador IN ('empresa', 'universidad', 'otra_entidad')),
  -- nacional | erasmus_saliente | extranjero_saliente | entrante (contract cotizacion-practicas.ts).
  ADD COLUMN movilidad text NOT NULL DEFAULT 'nacional'
    CHECK (movilidad IN ('nacional', 'erasmus_saliente', 'extranjero_saliente', 'entrante')),
  -- The weekdays of the schedule (ISO, 1 = Monday); null: the first dias_semana weekdays.
  ADD COLUMN dias_horario smallint[] CHECK (dias_horario <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  -- The obligated party's account code (código de cuenta de cotización): 11 digits.
  ADD COLUMN ccc text CHECK (ccc ~ '^[0-9]{11}$'),
  -- The registration (alta) and deregistration (baja) the obligated party
  -- reports done, with who recorded it: 'gestor:3' or 'empresa:7 (contacto 12)'.
  ADD COLUMN alta_ss_fecha date,
  ADD COLUMN alta_ss_registrada_por text,
  ADD COLUMN alta_ss_registrada_en timestamptz,
  ADD COLUMN baja_ss_fecha date,
  ADD COLUMN baja_ss_registrada_por text,
  ADD COLUMN baja_ss_registrada_en timestamptz,
  -- The academic tutor's grade (0–10) and when the certificate was issued.
  ADD COLUMN calificacion numeric(4,2) CHECK (calificacion BETWEEN 0 AND 10),
  ADD COLUMN calificada_en timestamptz,
  ADD COLUMN certificada_en timestamptz,
  ADD CONSTRAINT practicas_alta_completa CHECK ((alta_ss_fecha IS NULL) = (alta_ss_registrada_en IS NULL)),
  ADD CONSTRAINT practicas_baja_completa CHECK ((baja_ss_fecha IS NULL) = (baja_ss_registrada_en IS NULL)),
  ADD CONSTRAINT practicas_baja_tras_alta CHECK (baja_ss_fecha IS NULL OR (alta_ss_fecha IS NOT NULL AND baja_ss_fecha >= alta_ss_fecha));

-- The staff's internships list filters by state and month.
CREATE INDEX practicas_estado_idx ON practicas (estado, fecha_inicio, id);

-- The training plan (proyecto formativo, RD 592/2014 art. 6): written by the
-- company tutor, accepted (or sent back with remarks) by the academic tutor.
-- borrador → enviado → aceptado | devuelto (→ enviado again).
CREATE TABLE proyectos_formativos (
  id_practica integer PRIMARY KEY REFERENCES practicas(id) ON DELETE CASCADE,
  objetivos text NOT NULL,
  actividades text NOT NULL,
  competencias text NOT NULL,
  estado text NOT NULL DEFAULT 'borrador' CHECK (estado IN ('borrador', 'enviado', 'aceptado', 'devuelto')),
  -- The academic tutor's remarks when sending it back.
  observaciones text,
  redactado_por integer REFERENCES contactos_empresa(id) ON DELETE SET NULL,
  enviado_en timestamptz,
  aceptado_en timestamptz,
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT proyectos_formativos_aceptado CHECK ((estado = 'aceptado') = (aceptado_en IS NOT NULL))
);

-- Days the student did not attend, recorded by the company or staff: they
-- leave the monthly effective days.
CREATE TABLE ausencias_practica (
  id serial PRIMARY KEY,
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  fecha date NOT NULL,
  motivo text,
  registrada_por text NOT NULL,
  creado_en timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_practica, fecha)
);

-- The tutors' personal links (no account): hex SHA-256 of a random 256-bit
-- token. Each mail carries a new token, all valid until caduca_en (the
-- company tutor's: 60 days after the end). rol tutor_empresa | tutor_academico.
CREATE TABLE enlaces_tutor (
  id serial PRIMARY KEY,
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  rol text NOT NULL CHECK (rol IN ('tutor_empresa', 'tutor_academico')),
  token_sha256 text NOT NULL UNIQUE,
  email text NOT NULL,
  caduca_en timestamptz NOT NULL,
  usado_en timestamptz,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enlaces_tutor_practica_idx ON enlaces_tutor (id_practica, rol);

-- Every mail of a link: the first at the end date, the reminders at +3, +10
-- and +20 days while unanswered, and the staff's by hand. id_correo is the
-- outbox row, whose state says whether the server accepted it.
CREATE TABLE envios_enlace_tutor (
  id serial PRIMARY KEY,
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  rol text NOT NULL CHECK (rol IN ('tutor_empresa', 'tutor_academico')),
  motivo text NOT NULL CHECK (motivo IN ('inicial', 'recordatorio_3', 'recordatorio_10', 'recordatorio_20', 'manual')),
  para text NOT NULL,
  id_correo bigint REFERENCES correos(id) ON DELETE SET NULL,
  enviado_por text,
  creado_en timestamptz NOT NULL DEFAULT now()
);
-- An automatic send happens once per internship, role and reason, even with two workers.
CREATE UNIQUE INDEX envios_enlace_tutor_unico_idx ON envios_enlace_tutor (id_practica, rol, motivo, para)
  WHERE motivo <> 'manual';
CREATE INDEX envios_enlace_tutor_practica_idx ON envios_enlace_tutor (id_practica, creado_en);

-- The final reports: the company tutor's (RD 592/2014 art. 13, through the
-- link) and the student's (art. 14, in Mis prácticas). One of each.
CREATE TABLE informes_practica (
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  autor text NOT NULL CHECK (autor IN ('tutor_empresa', 'alumno')),
  -- Scores 1–5 per art. 13 item, the hours done, and the free texts.
  respuestas jsonb NOT NULL,
  enviado_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_practica, autor)
);
