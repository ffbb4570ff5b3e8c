import { describe, expect, it } from 'vitest';
import { loadBrand } from '../marca/brand-loader';
import { componer, type Plantilla, plantillas } from './plantillas';

const ctx = { brand: loadBrand('demo'), publicUrl: 'https://empleo.demo.es' };
const caduca = '2026-11-22T18:30:00.000Z';
const token = 'AbCdEfGhIjKlMnOpQrStUv';
const comun = { nombre: 'Ana <i>', nick: 'ana', empresa: 'Acme & Co', token, caduca };
const ejemplos: { [P in Plantilla]: unknown } = {
  registroConfirmado: { nombre: 'Ana <i>', email: 'ana@demo.es' },
  restablecerPassword: { nombre: 'Ana <i>', token, caduca },
  recordarPasswordEmpresa: comun,
  establecerPassword: comun,
  empresaValidada: comun,
  empresaRechazada: { nombre: 'Ana <i>', empresa: 'Acme & Co', motivo: 'Sin <CIF>', token, caduca },
  bajaAceptada: { nombre: 'Ana <i>' },
  cuentaEliminada: { nombre: 'Ana <i>', conservaPracticas: true },
  exportacionLista: { nombre: 'Ana <i>', caduca: '2026-12-06T10:00:00.000Z' },
  bajaRechazada: { nombre: 'Ana <i>', motivo: 'Prácticas en curso hasta <junio>' },
  ofertaCambiosPedidos: {
    nombre: 'Ana <i>',
    empresa: 'Acme & Co',
    oferta: 'Analista <junior>',
    idOferta: 7,
    idMotivo: 'descripcionIncompleta',
    detalle: 'Indicad el horario.',
  },
  proyectoFormativoParaRevisar: { nombre: 'Ana <i>', alumno: 'Lucía <b>', empresa: 'Acme & Co', token, caduca },
  informeTutorEmpresa: { nombre: 'Ana <i>', alumno: 'Lucía <b>', empresa: 'Acme & Co', token, caduca, recordatorio: true },
  informeTutorVencido: { nombre: 'Ana <i>', alumno: 'Lucía <b>', empresa: 'Acme & Co', tutor: 'Luis <u>' },
  informesParaCalificar: { nombre: 'Ana <i>', alumno: 'Lucía <b>', empresa: 'Acme & Co', token, caduca },
  certificadoColaboracion: { nombre: 'Ana <i>', alumno: 'Lucía <b>', empresa: 'Acme & Co', token, caduca },
  mensajeEvento: {
    nombre: 'Ana <i>',
    evento: 'Feria <Empleo>',
    urlAcceso: 'feria-empleo',
    asunto: 'Cambio de <sala>',
    texto: 'La feria pasa al aula 2.\n\nTraed el <DNI>.',
  },
  alertaOfertas: {
    nombre: 'Ana <i>',
    busqueda: 'Datos <en> Valencia',
    tipo: 'practicas',
    frecuencia: 'diaria',
    ofertas: [
      { titulo: 'Analista <junior>', empresa: 'Acme & Co', provincia: 'Valencia', urlAcceso: 'analista-junior', idPerfil: 2 },
      { titulo: 'Ingeniería de datos', empresa: 'Datos S.L.', provincia: null, urlAcceso: 'ingenieria-datos', idPerfil: 1 },
    ],
    tokenBaja: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd',
  },
};

describe('plantillas de correo', () => {
  it.each(Object.keys(plantillas) as Plantilla[])(
    '%s: en los dos idiomas, sin marcadores sueltos y con el HTML escapado',
    (p) => {
      for (const idioma of ['es', 'en'] as const) {
        const mail = componer(ctx, p, ejemplos[p], idioma);
        for (const parte of [mail.subject, mail.text, mail.html]) expect(parte, `${p} ${idioma}`).not.toMatch(/\{\w+\}/);
        expect(mail.html).toContain(`<html lang="${idioma}">`);
        expect(mail.html).toContain('Ana &lt;i&gt;');
        expect(mail.html).not.toContain('<i>');
        expect(mail.text).toContain('Ana <i>');
        expect(mail.html).toContain('src="https://empleo.demo.es/marca/logo-oscuro.svg"');
        for (const enlace of mail.links) {
          expect(enlace.startsWith('https://empleo.demo.es/')).toBe(true);
          expect(mail.text).toContain(enlace);
        }
      }
    },
  );

  it('una alerta lista sus ofertas con enlace y se da de baja en un clic (RFC 8058), con el enlace visible', () => {
    const mail = componer(ctx, 'alertaOfertas', ejemplos.alertaOfertas, 'es');
    expect(mail.subject).toBe('2 ofertas nuevas para tu búsqueda «Datos <en> Valencia»');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://empleo.demo.es/api/Publico/bajaAlerta/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.links).toContain('https://empleo.demo.es/ofertas-practicas/analista-junior');
    expect(mail.links).toContain('https://empleo.demo.es/ofertas-empleo/ingenieria-datos');
    expect(mail.html).toContain('href="https://empleo.demo.es/alertas/baja/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd"');
    expect(mail.text).toContain('Dejar de recibir esta alerta:\nhttps://empleo.demo.es/alertas/baja/');
    expect(mail.text).toContain('Acme & Co · Valencia');
    expect(mail.text).toContain('con alertas diarias');
    const una = componer(
      ctx,
      'alertaOfertas',
      { ...(ejemplos.alertaOfertas as object), ofertas: [(ejemplos.alertaOfertas as { ofertas: unknown[] }).ofertas[0]] },
      'en',
    );
    expect(una.subject).toBe('A new offer for your search “Datos <en> Valencia”');
    expect(componer(ctx, 'registroConfirmado', ejemplos.registroConfirmado, 'es').headers).toEqual({});
  });

  it('la caducidad se lee en hora de Madrid y en el idioma del destinatario', () => {
    expect(componer(ctx, 'restablecerPassword', ejemplos.restablecerPassword, 'es').text).toContain(
      '22 de noviembre de 2026 a las 19:30',
    );
    expect(componer(ctx, 'restablecerPassword', ejemplos.restablecerPassword, 'en').text).toContain('22 November 2026');
  });

  it('los cambios pedidos en una oferta nombran el motivo en el idioma del correo y enlazan con la oferta', () => {
    const es = componer(ctx, 'ofertaCambiosPedidos', ejemplos.ofertaCambiosPedidos, 'es');
    expect(es.subject).toContain('«Analista <junior>»');
    expect(es.text).toContain(
      'Qué hay que cambiar: La descripción no dice las tareas, el horario o las condiciones: Indicad el horario.',
    );
    expect(es.links).toContain('https://empleo.demo.es/mis-ofertas/7');
    const en = componer(ctx, 'ofertaCambiosPedidos', ejemplos.ofertaCambiosPedidos, 'en');
    expect(en.text).toContain(
      'What to change: The description lacks the tasks, the hours or the conditions: Indicad el horario.',
    );
    expect(() =>
      componer(ctx, 'ofertaCambiosPedidos', { ...(ejemplos.ofertaCambiosPedidos as object), idMotivo: 'inventado' }, 'es'),
    ).toThrow();
  });

  it('un alta rechazada: la primera vez con el enlace para corregirla una vez; la segunda, definitiva y sin enlace', () => {
    const rechazo = { nombre: 'Ana', empresa: 'Acme', motivo: 'Sin CIF' };
    const primera = componer(ctx, 'empresaRechazada', { ...rechazo, token, caduca }, 'es');
    expect(primera.links).toContain(`https://empleo.demo.es/alta-empresa/corregir?token=${token}`);
    expect(primera.text).toContain('Motivo: Sin CIF');
    expect(primera.text).toContain('enviarla de nuevo, una sola vez');
    expect(primera.text).toContain('caduca el 22 de noviembre de 2026 a las 19:30');
    expect(primera.html).toContain('Corregir y reenviar la solicitud');
    const primeraEn = componer(ctx, 'empresaRechazada', { ...rechazo, token, caduca }, 'en');
    expect(primeraEn.text).toContain('You may correct the request and send it again, once.');
    expect(primeraEn.html).toContain('Correct and resend the request');

    const segunda = componer(ctx, 'empresaRechazada', { ...rechazo, definitivo: true }, 'es');
    expect(segunda.text).toContain('esta decisión es definitiva');
    expect(segunda.text).not.toContain('alta-empresa/corregir');
    expect(segunda.html).not.toContain('Corregir y reenviar');
    expect(componer(ctx, 'empresaRechazada', { ...rechazo, definitivo: true }, 'en').text).toContain('so this decision is final');

    // A row queued before the link existed still sends, as it did.
    const antigua = componer(ctx, 'empresaRechazada', rechazo, 'es');
    expect(antigua.text).not.toContain('definitiva');
    expect(antigua.text).not.toContain('token=');
  });

  it('unos datos que no encajan con la plantilla se rechazan', () => {
    expect(() => componer(ctx, 'restablecerPassword', { nombre: 'Ana', token: 'x"><a', caduca }, 'es')).toThrow();
    expect(() => componer(ctx, 'empresaRechazada', { nombre: 'Ana', empresa: 'Acme' }, 'es')).toThrow();
  });
});
