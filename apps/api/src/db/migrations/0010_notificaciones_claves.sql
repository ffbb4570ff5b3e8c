-- Notifications are stored as a message key with parameters and rendered in the
-- reader's language when read (ARCHITECTURE §8, decision 010): `clave` is the kind
-- (`candidatura.entrevista`; the API's catalogue, apps/api/src/lib/mensajes, holds
-- `<clave>.titulo` and `<clave>.texto` in Spanish and English) and `parametros` its
-- plain values (`{"oferta": "…", "idMotivo": 9}`; a reason is kept by id so it is
-- shown from motivos_cambio_estado in the reader's language).
--
-- Existing rows were finished Spanish sentences. Each one whose title and text are
-- exactly one of the sentences the API or the demo seed wrote gets its key and the
-- offer title cut out of the text; its titulo/texto are then cleared, since the
-- Spanish rendering gives the same sentence back. A row that matches no known
-- sentence keeps its titulo/texto and clave stays NULL: it is shown as it was, in
-- Spanish, to readers of either language (a wrong guess would be worse).
--
-- Written to be re-runnable (IF NOT EXISTS, only rows with clave IS NULL), so a
-- test can insert rows in the old shape and apply this file again.

ALTER TABLE notificaciones ADD COLUMN IF NOT EXISTS clave text;
ALTER TABLE notificaciones ADD COLUMN IF NOT EXISTS parametros jsonb;
ALTER TABLE notificaciones ALTER COLUMN titulo DROP NOT NULL;
ALTER TABLE notificaciones ALTER COLUMN texto DROP NOT NULL;
-- A row is a key, or a legacy sentence with both its texts.
ALTER TABLE notificaciones DROP CONSTRAINT IF EXISTS notificaciones_clave_o_texto;
ALTER TABLE notificaciones ADD CONSTRAINT notificaciones_clave_o_texto
  CHECK (clave IS NOT NULL OR (titulo IS NOT NULL AND texto IS NOT NULL));

-- 1. A candidacy rejected with a reason: the API appended " Motivo: <reason in Spanish>."
--    to the state's sentence. The reason is found by its Spanish text among the reasons
--    of state 5 (the only state that takes one), and stored by id.
UPDATE notificaciones n
SET clave = 'candidatura.descartada',
    parametros = jsonb_build_object(
      'oferta', substr(n.texto, length(p.antes) + 1, length(n.texto) - length(p.antes) - length(p.despues || c.cola)),
      'idMotivo', m.id_motivo),
    titulo = NULL,
    texto = NULL
FROM motivos_cambio_estado m
CROSS JOIN (VALUES ('Candidatura no seleccionada', 'La empresa ha descartado tu candidatura a «', '».')) AS p (titulo, antes, despues)
CROSS JOIN LATERAL (SELECT ' Motivo: ' || m.es || '.' AS cola) AS c
WHERE n.clave IS NULL
  AND n.destino_tipo = 'alumno'
  AND m.id_estado = 5
  AND n.titulo = p.titulo
  AND length(n.texto) > length(p.antes || p.despues || c.cola)
  AND left(n.texto, length(p.antes)) = p.antes
  AND right(n.texto, length(p.despues || c.cola)) = p.despues || c.cola;

-- 2. An offer rejected by the university: "… «<offer>». Motivo: <staff's words>" (no
--    final stop). The staff member's reason is free text and stays as typed.
UPDATE notificaciones n
SET clave = 'oferta.rechazada',
    parametros = jsonb_build_object(
      'oferta', substr(n.texto, length(p.antes) + 1, strpos(substr(n.texto, length(p.antes) + 1), p.medio) - 1),
      'motivo', substr(n.texto, length(p.antes) + strpos(substr(n.texto, length(p.antes) + 1), p.medio) + length(p.medio))),
    titulo = NULL,
    texto = NULL
FROM (VALUES ('Oferta rechazada', 'La universidad ha rechazado tu oferta «', '». Motivo: ')) AS p (titulo, antes, medio)
WHERE n.clave IS NULL
  AND n.destino_tipo = 'empresa'
  AND n.titulo = p.titulo
  AND left(n.texto, length(p.antes)) = p.antes
  AND strpos(substr(n.texto, length(p.antes) + 1), p.medio) > 1;

-- 3. Every other sentence: a fixed start and end around the offer title (con_oferta),
--    or a fixed text without parameters (the whole sentence in `antes`).
UPDATE notificaciones n
SET clave = p.clave,
    parametros = CASE
      WHEN p.con_oferta
        THEN jsonb_build_object('oferta', substr(n.texto, length(p.antes) + 1, length(n.texto) - length(p.antes) - length(p.despues)))
      ELSE '{}'::jsonb
    END,
    titulo = NULL,
    texto = NULL
FROM (VALUES
  -- The API (modules/candidaturas/aviso-cambio-estado.ts, modules/validacion-ofertas).
  ('alumno', 'candidatura.inscrita', 'Inscripción registrada', 'Te has inscrito en «', '». La empresa recibirá tu currículum.', true),
  ('alumno', 'candidatura.enRevision', 'Candidatura en revisión', 'La empresa está revisando tu candidatura a «', '».', true),
  ('alumno', 'candidatura.preseleccionada', 'Has sido preseleccionado/a', 'La empresa ha preseleccionado tu candidatura a «', '».', true),
  ('alumno', 'candidatura.entrevista', 'Te han citado a una entrevista', 'La empresa quiere entrevistarte para «', '». Revisa tu correo.', true),
  ('alumno', 'candidatura.descartada', 'Candidatura no seleccionada', 'La empresa ha descartado tu candidatura a «', '».', true),
  ('alumno', 'candidatura.seleccionada', '¡Has sido seleccionado/a!', 'La empresa te ha seleccionado en «', '».', true),
  ('alumno', 'candidatura.ofertaCancelada', 'Oferta cancelada', 'La empresa ha cancelado la oferta «', '».', true),
  ('alumno', 'candidatura.retirada', 'Candidatura retirada', 'Has retirado tu candidatura a «', '».', true),
  ('alumno', 'candidatura.preinscrita', 'Tienes una preinscripción pendiente', 'Te han preinscrito en «', '». Acepta o rechaza la preinscripción.', true),
  ('alumno', 'candidatura.preinscripcionRechazada', 'Preinscripción rechazada', 'Has rechazado la preinscripción en «', '».', true),
  ('alumno', 'candidatura.cambio', 'Tu candidatura ha cambiado', 'Tu candidatura a «', '» ha cambiado de estado.', true),
  ('empresa', 'oferta.validada', 'Oferta publicada', 'La universidad ha validado tu oferta «', '» y ya está publicada.', true),
  -- The demo seed (db/seed/demo-avisos.ts).
  ('alumno', 'demo.preinscripcionUniversidad', 'Tienes una preinscripción pendiente', 'La universidad te ha preinscrito en «', '». Acepta o rechaza la preinscripción desde Mis candidaturas.', true),
  ('alumno', 'demo.plazoPracticas', 'Plazo de prácticas curriculares', 'El plazo para solicitar las prácticas curriculares del segundo cuatrimestre termina a final de mes.', '', false),
  ('alumno', 'demo.preseleccionada', 'Has sido preseleccionada', 'La empresa ha preseleccionado tu candidatura a «', '».', true),
  ('alumno', 'demo.foroEmpleo', 'Foro de Empleo 2026', 'Consulta el programa del Foro de Empleo y reserva tu plaza en los talleres.', '', false),
  ('alumno', 'demo.noSeleccionada', 'Candidatura no seleccionada', 'La empresa ha cerrado el proceso de «', '» sin seleccionar tu candidatura.', true),
  ('alumno', 'demo.seleccionado', 'Has sido seleccionado', 'La empresa te ha seleccionado en el proceso de «', '». Se pondrá en contacto contigo.', true),
  ('alumno', 'demo.enRevision', 'Tu candidatura está en revisión', 'La empresa está revisando tu candidatura a «', '».', true),
  ('empresa', 'demo.ofertaPendiente', 'Oferta pendiente de validación', 'La universidad revisará tu nueva oferta en un plazo de 48 horas laborables.', '', false),
  ('empresa', 'demo.nuevasCandidaturas', 'Nuevas candidaturas', 'Tienes candidaturas nuevas en «', '».', true),
  ('empresa', 'demo.renovacionConvenio', 'Renovación del convenio', 'Tu convenio de cooperación educativa caduca este año. Consulta cómo renovarlo.', '', false),
  ('empresa', 'demo.candidatoSeleccionado', 'Candidato seleccionado', 'Has cerrado el proceso de «', '» con un candidato seleccionado.', true),
  ('empresa', 'demo.encuestaEmpresas', 'Encuesta de satisfacción', 'Ayúdanos a mejorar el servicio respondiendo a la encuesta anual de empresas.', '', false)
) AS p (destino_tipo, clave, titulo, antes, despues, con_oferta)
WHERE n.clave IS NULL
  AND n.destino_tipo = p.destino_tipo
  AND n.titulo = p.titulo
  AND CASE
    WHEN p.con_oferta THEN length(n.texto) > length(p.antes || p.despues)
      AND left(n.texto, length(p.antes)) = p.antes
      AND right(n.texto, length(p.despues)) = p.despues
    ELSE n.texto = p.antes
  END;
