import type { Brand } from '@puente/contract/brand';
import { ETIQUETAS_MOTIVO_RECHAZO_OFERTA, MOTIVOS_RECHAZO_OFERTA } from '@puente/contract/ofertas-gestion';
import { isValidEmail } from '@puente/contract/validation/email';
import { z } from 'zod';
import { type MailContent, type RenderedMail, renderMail } from '../../lib/mail/layout';
import type { LogoCorreo } from '../../lib/mail/logo';
import { type Idioma, render } from '../../lib/mensajes/render';

const texto = z.string().trim().min(1).max(300);
/**
 * A recipient as the portal accepts addresses (the contract's rule, spec §5),
 * not zod's stricter z.email(): an address the forms took must not make the
 * action that mails it fail.
 */
export const direccionCorreo = z.string().trim().max(254).refine(isValidEmail, 'Dirección de correo no válida');
/** A single-use token as the flows make it (128 random bits, base64url or hex); it goes into a link. */
const token = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);
/** When the link stops working, as an ISO instant (the row is JSON, so no Date). */
const caduca = z.iso.datetime({ offset: true });

/**
 * Every kind of mail and the data it takes. The data is checked when the mail
 * is queued (a wrong call fails inside the caller's transaction) and again
 * when it is sent (a row is JSON read back from the database).
 */
export const plantillas = {
  /** A student registered (issue 12, /registro): a link to log in. */
  registroConfirmado: z.object({ nombre: texto, email: direccionCorreo }),
  /** A student asked for a reset (/restablecer-candidato): the single-use link. */
  restablecerPassword: z.object({ nombre: texto, token, caduca }),
  /** A company contact asked for a reminder (/restablecer-login). */
  recordarPasswordEmpresa: z.object({ nombre: texto, nick: texto, empresa: texto, token, caduca }),
  /** A new company contact (guardarUsuarioEmpresa): a link to set the password (/establecer-login). */
  establecerPassword: z.object({ nombre: texto, nick: texto, empresa: texto, token, caduca }),
  /** Staff validated a company's sign-up: its first contact sets a password. */
  empresaValidada: z.object({ nombre: texto, nick: texto, empresa: texto, token, caduca }),
  /**
   * Staff rejected a company's sign-up, with the reason they typed. A first
   * rejection carries the link to correct it and send it again once (token,
   * caduca); the rejection of a sign-up sent again is final (definitivo).
   * Rows queued before either existed have neither.
   */
  empresaRechazada: z.object({
    nombre: texto,
    empresa: texto,
    motivo: z.string().trim().min(1).max(2000),
    token: token.optional(),
    caduca: caduca.optional(),
    definitivo: z.boolean().optional(),
  }),
  /** Staff accepted a student's deregistration request: the account is closed and their data erased (RGPD art. 17). */
  bajaAceptada: z.object({ nombre: texto }),
  /** Staff refused it, with the legal basis for keeping the account. */
  bajaRechazada: z.object({ nombre: texto, motivo: z.string().trim().min(1).max(2000) }),
  /**
   * Staff asked for changes to an offer (decision 039): the structured reason by id, so the mail names it in
   * its own language, and the staff member's words as typed.
   */
  ofertaCambiosPedidos: z.object({
    nombre: texto,
    empresa: texto,
    oferta: texto,
    idOferta: z.number().int().positive(),
    idMotivo: z.enum(MOTIVOS_RECHAZO_OFERTA),
    detalle: z.string().trim().min(1).max(2000).optional(),
  }),
  /** A company sent an internship's training plan: the academic tutor's personal link (no account, decision 042). */
  proyectoFormativoParaRevisar: z.object({ nombre: texto, alumno: texto, empresa: texto, token, caduca }),
  /** The internship ended: the company tutor's link to the final report (art. 13); `recordatorio` on +3, +10, +20. */
  informeTutorEmpresa: z.object({
    nombre: texto,
    alumno: texto,
    empresa: texto,
    token,
    caduca,
    recordatorio: z.boolean(),
  }),
  /** Twenty days without the company tutor's report: the academic tutor and the office are told. */
  informeTutorVencido: z.object({ nombre: texto, alumno: texto, empresa: texto, tutor: texto }),
  /** Both final reports are in: the academic tutor's link to read them and grade. */
  informesParaCalificar: z.object({ nombre: texto, alumno: texto, empresa: texto, token, caduca }),
  /** The internship is certified: the company tutor's link to the collaboration certificate. */
  certificadoColaboracion: z.object({ nombre: texto, alumno: texto, empresa: texto, token, caduca }),
  /** Staff wrote to an event's registrants (issue 27): their subject and text as typed, and the event's page. */
  mensajeEvento: z.object({
    nombre: texto,
    evento: texto,
    urlAcceso: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    asunto: texto,
    texto: z.string().trim().min(1).max(4000),
  }),
  /**
   * A saved search's alert (issue 28): its new offers (1 to 10, at most 2 per company), and the unsubscribe token
   * that names the search in the one-click link (RFC 8058).
   */
  alertaOfertas: z.object({
    nombre: texto,
    busqueda: texto,
    tipo: z.enum(['practicas', 'empleo']),
    frecuencia: z.enum(['inmediata', 'diaria', 'semanal']),
    ofertas: z
      .array(
        z.object({
          titulo: texto,
          empresa: texto,
          provincia: texto.nullable(),
          urlAcceso: z.string().regex(/^[A-Za-z0-9._~-]+$/),
          idPerfil: z.union([z.literal(1), z.literal(2)]),
        }),
      )
      .min(1)
      .max(10),
    tokenBaja: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/),
  }),
  /** The copy of their data a person asked for is ready (issue 28): where to download it, and until when. */
  exportacionLista: z.object({ nombre: texto, caduca: caduca, contacto: z.boolean().default(false) }),
  /** A student or a company contact erased their own account (issue 28): what went, and what the law keeps blocked. */
  cuentaEliminada: z.object({ nombre: texto, conservaPracticas: z.boolean(), contacto: z.boolean().default(false) }),
} as const;

/** The page of a person's data, where a ready copy is downloaded (the web's route table has it too). */
export const RUTA_MIS_DATOS = '/mis-datos';

/** Templates whose recipient has just left: once sent, the row forgets the address too (issue 28). */
export const PLANTILLAS_SIN_DESTINATARIO = ['bajaAceptada', 'cuentaEliminada'] as const;

/** The public page where an alert's mail link leads to unsubscribe (the web's route table has it too). */
export const RUTA_BAJA_ALERTA = '/alertas/baja';

/** The academic tutor's page of a training plan (the web's route table has it too). */
export const RUTA_TUTOR_ACADEMICO = '/tutor/academico';
/** The company tutor's page of the final report and the collaboration certificate. */
export const RUTA_TUTOR_EMPRESA = '/tutor/empresa';

export type Plantilla = keyof typeof plantillas;
export type DatosDe<P extends Plantilla> = z.input<(typeof plantillas)[P]>;

export const esPlantilla = (nombre: string): nombre is Plantilla => Object.hasOwn(plantillas, nombre);

/** What a template needs besides its data: the brand and where links point. */
export interface ContextoCorreo {
  brand: Brand;
  publicUrl: string;
  /** The logo as an inline PNG (lib/mail/logo.ts); without it the mail points to the brand's file. */
  logo?: LogoCorreo | null;
}

type Datos<P extends Plantilla> = z.output<(typeof plantillas)[P]>;

/** The date and time a link expires, on Madrid's clock, in the reader's language. */
function fechaCaducidad(iso: string, idioma: Idioma): string {
  return new Intl.DateTimeFormat(idioma === 'es' ? 'es-ES' : 'en-GB', {
    timeZone: 'Europe/Madrid',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The public page of a rejection mail's link (the web's route table has it too). */
export const RUTA_CORREGIR_ALTA = '/alta-empresa/corregir';

const enlace = (ctx: ContextoCorreo, ruta: string, tokenValue?: string) =>
  `${ctx.publicUrl}${ruta}${tokenValue ? `?token=${encodeURIComponent(tokenValue)}` : ''}`;

/** The parts every mail shares, with the brand's names filled in. */
function marco(ctx: ContextoCorreo, idioma: Idioma, nombre: string) {
  const marca = { portal: ctx.brand.nombre, universidad: ctx.brand.nombreUniversidad };
  return {
    marca,
    greeting: render('correo.saludo', { nombre }, idioma),
    footer: render('correo.pie', { ...marca, contacto: ctx.brand.contacto.email }, idioma),
    fallback: render('correo.enlaceAlternativo', {}, idioma),
  };
}

/** A mail whose button is a single-use link: the kinds that differ only in their texts and route. */
function conEnlaceDeUnSoloUso(
  ctx: ContextoCorreo,
  idioma: Idioma,
  d: { nombre: string; token: string; caduca: string; nick?: string; empresa?: string },
  tipo: 'restablecerPassword' | 'recordarPasswordEmpresa' | 'establecerPassword' | 'empresaValidada',
  ruta: string,
): MailContent {
  const m = marco(ctx, idioma, d.nombre);
  const p = { ...m.marca, nick: d.nick ?? '', empresa: d.empresa ?? '' };
  const esReset = tipo === 'restablecerPassword' || tipo === 'recordarPasswordEmpresa';
  return {
    idioma,
    subject: render(`correo.${tipo}.asunto`, p, idioma),
    greeting: m.greeting,
    paragraphs: [render(`correo.${tipo}.cuerpo`, p, idioma)],
    action: { label: render(`correo.${tipo}.boton`, {}, idioma), url: enlace(ctx, ruta, d.token), fallback: m.fallback },
    notes: [
      render('correo.caducidad', { fecha: fechaCaducidad(d.caduca, idioma) }, idioma),
      ...(esReset ? [render('correo.noSolicitado', {}, idioma)] : []),
    ],
    footer: m.footer,
  };
}

/** One function per kind: its data in, the mail's texts out (still plain; renderMail escapes them). */
const contenido: { [P in Plantilla]: (ctx: ContextoCorreo, idioma: Idioma, datos: Datos<P>) => MailContent } = {
  registroConfirmado: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.registroConfirmado.asunto', m.marca, idioma),
      greeting: m.greeting,
      paragraphs: [render('correo.registroConfirmado.cuerpo', { ...m.marca, email: d.email }, idioma)],
      action: {
        label: render('correo.registroConfirmado.boton', m.marca, idioma),
        url: enlace(ctx, '/login'),
        fallback: m.fallback,
      },
      footer: m.footer,
    };
  },
  restablecerPassword: (ctx, idioma, d) => conEnlaceDeUnSoloUso(ctx, idioma, d, 'restablecerPassword', '/restablecer-candidato'),
  recordarPasswordEmpresa: (ctx, idioma, d) =>
    conEnlaceDeUnSoloUso(ctx, idioma, d, 'recordarPasswordEmpresa', '/restablecer-login'),
  establecerPassword: (ctx, idioma, d) => conEnlaceDeUnSoloUso(ctx, idioma, d, 'establecerPassword', '/establecer-login'),
  empresaValidada: (ctx, idioma, d) => conEnlaceDeUnSoloUso(ctx, idioma, d, 'empresaValidada', '/establecer-login'),
  empresaRechazada: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    const p = { ...m.marca, empresa: d.empresa };
    const correccion = d.token && d.caduca ? { token: d.token, caduca: d.caduca } : null;
    const siguiente = correccion
      ? [render('correo.empresaRechazada.corregir', {}, idioma)]
      : d.definitivo
        ? [render('correo.empresaRechazada.definitivo', {}, idioma)]
        : [];
    return {
      idioma,
      subject: render('correo.empresaRechazada.asunto', p, idioma),
      greeting: m.greeting,
      paragraphs: [
        render('correo.empresaRechazada.cuerpo', p, idioma),
        render('correo.empresaRechazada.motivo', { motivo: d.motivo }, idioma),
        ...siguiente,
      ],
      ...(correccion
        ? {
            action: {
              label: render('correo.empresaRechazada.boton', {}, idioma),
              url: enlace(ctx, RUTA_CORREGIR_ALTA, correccion.token),
              fallback: m.fallback,
            },
            notes: [render('correo.caducidad', { fecha: fechaCaducidad(correccion.caduca, idioma) }, idioma)],
          }
        : {}),
      footer: m.footer,
    };
  },
  bajaAceptada: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.bajaAceptada.asunto', m.marca, idioma),
      greeting: m.greeting,
      paragraphs: [
        render('correo.bajaAceptada.cuerpo', m.marca, idioma),
        render('correo.bajaAceptada.conservado', m.marca, idioma),
      ],
      footer: m.footer,
    };
  },
  bajaRechazada: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.bajaRechazada.asunto', m.marca, idioma),
      greeting: m.greeting,
      paragraphs: [
        render('correo.bajaRechazada.cuerpo', m.marca, idioma),
        render('correo.bajaRechazada.motivo', { motivo: d.motivo }, idioma),
        render('correo.bajaRechazada.contacto', { contacto: ctx.brand.contacto.email }, idioma),
      ],
      footer: m.footer,
    };
  },
  ofertaCambiosPedidos: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    const p = { ...m.marca, empresa: d.empresa, oferta: d.oferta };
    const etiqueta = ETIQUETAS_MOTIVO_RECHAZO_OFERTA[d.idMotivo][idioma];
    return {
      idioma,
      subject: render('correo.ofertaCambiosPedidos.asunto', p, idioma),
      greeting: m.greeting,
      paragraphs: [
        render('correo.ofertaCambiosPedidos.cuerpo', p, idioma),
        render('correo.ofertaCambiosPedidos.motivo', { motivo: d.detalle ? `${etiqueta}: ${d.detalle}` : etiqueta }, idioma),
      ],
      action: {
        label: render('correo.ofertaCambiosPedidos.boton', {}, idioma),
        url: enlace(ctx, `/mis-ofertas/${d.idOferta}`),
        fallback: m.fallback,
      },
      footer: m.footer,
    };
  },
  proyectoFormativoParaRevisar: (ctx, idioma, d) =>
    conEnlaceDeTutor(ctx, idioma, d, 'proyectoFormativoParaRevisar', RUTA_TUTOR_ACADEMICO),
  informeTutorEmpresa: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    const p = { ...m.marca, alumno: d.alumno, empresa: d.empresa };
    return {
      idioma,
      subject: render('correo.informeTutorEmpresa.asunto', p, idioma),
      greeting: m.greeting,
      paragraphs: [
        render('correo.informeTutorEmpresa.cuerpo', p, idioma),
        ...(d.recordatorio ? [render('correo.informeTutorEmpresa.recordatorio', {}, idioma)] : []),
      ],
      action: {
        label: render('correo.informeTutorEmpresa.boton', {}, idioma),
        url: enlace(ctx, RUTA_TUTOR_EMPRESA, d.token),
        fallback: m.fallback,
      },
      notes: [render('correo.enlacePersonal', { fecha: fechaCaducidad(d.caduca, idioma) }, idioma)],
      footer: m.footer,
    };
  },
  informeTutorVencido: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    const p = { ...m.marca, alumno: d.alumno, empresa: d.empresa, tutor: d.tutor };
    return {
      idioma,
      subject: render('correo.informeTutorVencido.asunto', p, idioma),
      greeting: m.greeting,
      paragraphs: [render('correo.informeTutorVencido.cuerpo', p, idioma)],
      footer: m.footer,
    };
  },
  mensajeEvento: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.mensajeEvento.asunto', { evento: d.evento, asunto: d.asunto }, idioma),
      greeting: m.greeting,
      // The office's words, a paragraph per blank-line-separated block, escaped by the layout like any data.
      paragraphs: [
        render('correo.mensajeEvento.cuerpo', { ...m.marca, evento: d.evento }, idioma),
        ...d.texto
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      ],
      action: {
        label: render('correo.mensajeEvento.boton', {}, idioma),
        url: enlace(ctx, `/eventos/${d.urlAcceso}`),
        fallback: m.fallback,
      },
      footer: m.footer,
    };
  },
  alertaOfertas: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    const lista = d.tipo === 'empleo' ? '/ofertas-empleo' : '/ofertas-practicas';
    return {
      idioma,
      subject:
        d.ofertas.length === 1
          ? render('correo.alertaOfertas.asuntoUna', { busqueda: d.busqueda }, idioma)
          : render('correo.alertaOfertas.asunto', { busqueda: d.busqueda, n: String(d.ofertas.length) }, idioma),
      greeting: m.greeting,
      paragraphs: [render('correo.alertaOfertas.cuerpo', { ...m.marca, busqueda: d.busqueda }, idioma)],
      items: d.ofertas.map((o) => ({
        titulo: o.titulo,
        detalle: o.provincia ? `${o.empresa} · ${o.provincia}` : o.empresa,
        url: enlace(ctx, `${o.idPerfil === 1 ? '/ofertas-empleo' : '/ofertas-practicas'}/${o.urlAcceso}`),
      })),
      action: { label: render('correo.alertaOfertas.boton', {}, idioma), url: enlace(ctx, lista), fallback: m.fallback },
      notes: [
        render(
          'correo.alertaOfertas.motivo',
          {
            ...m.marca,
            busqueda: d.busqueda,
            frecuencia: render(`correo.alertaOfertas.frecuencia.${d.frecuencia}`, {}, idioma),
          },
          idioma,
        ),
      ],
      unsubscribe: {
        label: render('correo.alertaOfertas.baja', {}, idioma),
        url: enlace(ctx, `${RUTA_BAJA_ALERTA}/${d.tokenBaja}`),
        oneClickUrl: enlace(ctx, `/api/Publico/bajaAlerta/${d.tokenBaja}`),
      },
      footer: m.footer,
    };
  },
  exportacionLista: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.exportacionLista.asunto', m.marca, idioma),
      greeting: m.greeting,
      paragraphs: [
        render(d.contacto ? 'correo.exportacionLista.cuerpoContacto' : 'correo.exportacionLista.cuerpo', m.marca, idioma),
      ],
      action: {
        label: render('correo.exportacionLista.boton', {}, idioma),
        url: enlace(ctx, RUTA_MIS_DATOS),
        fallback: m.fallback,
      },
      notes: [render('correo.caducidad', { fecha: fechaCaducidad(d.caduca, idioma) }, idioma)],
      footer: m.footer,
    };
  },
  cuentaEliminada: (ctx, idioma, d) => {
    const m = marco(ctx, idioma, d.nombre);
    return {
      idioma,
      subject: render('correo.bajaAceptada.asunto', m.marca, idioma),
      greeting: m.greeting,
      paragraphs: d.contacto
        ? [render('correo.cuentaEliminada.cuerpoContacto', m.marca, idioma)]
        : [
            render('correo.cuentaEliminada.cuerpo', m.marca, idioma),
            render(d.conservaPracticas ? 'correo.cuentaEliminada.bloqueado' : 'correo.cuentaEliminada.nada', m.marca, idioma),
          ],
      footer: m.footer,
    };
  },
  informesParaCalificar: (ctx, idioma, d) => conEnlaceDeTutor(ctx, idioma, d, 'informesParaCalificar', RUTA_TUTOR_ACADEMICO),
  certificadoColaboracion: (ctx, idioma, d) => conEnlaceDeTutor(ctx, idioma, d, 'certificadoColaboracion', RUTA_TUTOR_EMPRESA),
};

/** A tutor's mail with a personal link: the kinds that differ only in their texts and page. */
function conEnlaceDeTutor(
  ctx: ContextoCorreo,
  idioma: Idioma,
  d: { nombre: string; alumno: string; empresa: string; token: string; caduca: string },
  tipo: 'proyectoFormativoParaRevisar' | 'informesParaCalificar' | 'certificadoColaboracion',
  ruta: string,
): MailContent {
  const m = marco(ctx, idioma, d.nombre);
  const p = { ...m.marca, alumno: d.alumno, empresa: d.empresa };
  return {
    idioma,
    subject: render(`correo.${tipo}.asunto`, p, idioma),
    greeting: m.greeting,
    paragraphs: [render(`correo.${tipo}.cuerpo`, p, idioma)],
    action: { label: render(`correo.${tipo}.boton`, {}, idioma), url: enlace(ctx, ruta, d.token), fallback: m.fallback },
    notes: [render('correo.enlacePersonal', { fecha: fechaCaducidad(d.caduca, idioma) }, idioma)],
    footer: m.footer,
  };
}

/**
 * A typed template call: the data are checked and the mail rendered, HTML and
 * text, in `idioma`. Throws when the data do not fit the kind.
 */
export function componer<P extends Plantilla>(ctx: ContextoCorreo, plantilla: P, datos: unknown, idioma: Idioma): RenderedMail {
  const validos = plantillas[plantilla].parse(datos) as Datos<P>;
  return renderMail(ctx.brand, ctx.publicUrl, contenido[plantilla](ctx, idioma, validos), ctx.logo);
}
