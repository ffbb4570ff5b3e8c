import { endpoints } from '@puente/contract/endpoints/all';
import { ITEMS_INFORME_TUTOR } from '@puente/contract/seguimiento-practicas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyMadrid } from '../../lib/fecha';
import { type ServidorSmtp, servidorSmtp } from '../../test/servidor-smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OutboxWorker } from '../correo/outbox-worker';

/*
 * The company tutor's mail through a real SMTP server (smtp-server, started
 * here): the periodic run queues it, the outbox worker delivers it, its link
 * opens the report without an account, and staff see it delivered.
 */

const TUTOR = 'marta.soler@levante.example';
let t: TestApp;
let smtp: ServidorSmtp;
let worker: OutboxWorker;
let gestor: string;
let id = 0;

const dia = (n: number) => {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
};

beforeAll(async () => {
  smtp = await servidorSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url(),
    PUBLIC_URL: 'https://empleo.demo.es',
    MAIL_FROM: 'Puente <no-responder@demo.puente.es>',
  });
  // A minute ahead, so the rows just queued are due.
  worker = t.services.crearWorkerCorreo({ ahora: () => new Date(Date.now() + 60_000), id: 'worker-informes' });
  gestor = await t.login('gestor', 'gestor.demo');
  const [alumno] = await t.database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '56781234F'");
  const [empresa] = await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'");
  const { body } = await t.call(
    endpoints.registrarPracticaAlumno,
    {
      idAlumno: alumno?.id,
      idEmpresa: empresa?.id,
      tipo: 'curricular',
      estado: 'en_curso',
      fechaInicio: dia(-90),
      fechaFin: dia(-1),
      tutorNombre: 'Marta Soler Gil',
      tutorEmail: TUTOR,
    },
    gestor,
  );
  id = body.datos.idPractica;
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.stop();
});

describe('el correo del tutor de la empresa, por SMTP', () => {
  it('llega con su enlace personal, que abre el informe sin cuenta; staff lo ven entregado', async () => {
    expect(await t.services.informesPractica.recordatorios()).toBe(1);
    expect((await worker.runOnce()).enviados).toBe(1);
    const [mail] = await smtp.esperar(1);
    expect(mail?.subject).toBe('Informe final de las prácticas de Daniel Castro Peña');
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(TUTOR);
    const enlace = /https:\/\/empleo\.demo\.es\/tutor\/empresa\?token=([\w-]+)/.exec(mail?.text ?? '');
    expect(enlace).not.toBeNull();
    const token = enlace?.[1] ?? '';

    const abierto = await t.call(endpoints.informeTutorEmpresa, { token });
    expect(abierto.body).toMatchObject({
      status: 0,
      datos: { idPractica: id, alumno: 'Daniel Castro Peña', informeTutor: null },
    });
    const valoraciones = Object.fromEntries(ITEMS_INFORME_TUTOR.map((i) => [i, 4]));
    const enviado = await t.call(endpoints.enviarInformeTutor, { token, horasRealizadas: 280, valoraciones, observaciones: '' });
    expect(enviado.body.datos.informeTutor).toMatchObject({ horasRealizadas: 280 });

    const { body } = await t.call(endpoints.seguimientoPracticaGestion, { id }, gestor);
    expect(body.datos.envios).toEqual([
      expect.objectContaining({ rol: 'tutor_empresa', motivo: 'inicial', para: TUTOR, entrega: 'enviado', error: null }),
    ]);
    // Answered: the next run mails nothing.
    expect(await t.services.informesPractica.recordatorios()).toBe(0);
  });
});
