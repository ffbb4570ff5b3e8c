-- The student's final report (RD 592/2014 art. 14) is asked for with a
-- notification once the internship has ended (issue 28: a notification that
-- asks for an action is marked done when it is done; the action here is
-- `informeFinalPractica` of notificaciones/acciones.ts). When it was asked,
-- so the hourly run asks once per internship, whichever copy of the API runs
-- it, and a student who deleted the notification is not asked again.
ALTER TABLE practicas ADD COLUMN informe_alumno_pedido_en timestamptz;
