import type { Brand } from '@puente/contract/brand';
import { escapeHtml } from './escape-html';
import type { LogoCorreo } from './logo';

/** What one mail says, as plain text: the layout escapes it for HTML. */
export interface MailContent {
  idioma: 'es' | 'en';
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one action of the mail: a button in HTML, the address on its own line in text. */
  action?: { label: string; url: string; fallback: string };
  notes?: readonly string[];
  /** Linked items after the paragraphs (an alert's offers): a title that links, and a line under it. */
  items?: readonly { titulo: string; detalle: string; url: string }[];
  /**
   * A mail one can stop (an alert): the visible link under the footer, and the address a mail client POSTs to for
   * RFC 8058's one-click unsubscribe (`List-Unsubscribe` and `List-Unsubscribe-Post` headers).
   */
  unsubscribe?: { label: string; url: string; oneClickUrl: string };
  footer: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Every address the mail links to (the log prints them when mails go to files). */
  links: string[];
  /** Headers the mail carries besides the usual ones (RFC 8058's, for a mail one can unsubscribe from). */
  headers: Record<string, string>;
}

/** An absolute URL for a brand asset: brand.json names them from the site root (`/marca/logo.svg`). */
export function assetUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The brand's mail: its logo for dark backgrounds (the inline PNG when given, lib/mail/logo.ts) on a bar of its primary colour, the text on its
 * surface colour, one button, the footer in its soft text colour. Tables and
 * inline styles only, because that is what mail clients render; the plain-text
 * part says the same for clients that show no HTML.
 */
export function renderMail(brand: Brand, publicUrl: string, content: MailContent, logo?: LogoCorreo | null): RenderedMail {
  const c = brand.colores;
  const e = escapeHtml;
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(text)}</p>`;
  const action = content.action;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>` +
      `<td style="background:${c.primario};border-radius:6px">` +
      `<a href="${e(action.url)}" style="display:inline-block;padding:12px 24px;color:${c.primarioTexto};text-decoration:none;font-weight:bold">${e(action.label)}</a>` +
      `</td></tr></table>` +
      p(action.fallback, `font-size:13px;color:${c.textoSuave}`) +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${e(action.url)}" style="color:${c.primario}">${e(action.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${content.idioma}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${e(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${c.fondo};font-family:Arial,Helvetica,sans-serif;color:${c.texto};line-height:1.5">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.fondo}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${c.superficie};border-radius:8px">`,
    `<tr><td style="background:${c.primario};padding:16px 24px;border-radius:8px 8px 0 0">`,
    logo
      ? `<img src="cid:${e(logo.cid)}" alt="${e(brand.logos.alt)}" width="${logo.width}" height="${logo.height}" style="display:block;height:${logo.height}px;border:0">`
      : `<img src="${e(assetUrl(publicUrl, brand.logos.oscuro))}" alt="${e(brand.logos.alt)}" height="40" style="display:block;height:40px;border:0">`,
    '</td></tr>',
    '<tr><td style="padding:24px">',
    p(content.greeting),
    ...content.paragraphs.map((text) => p(text)),
    ...(content.items ?? []).map(
      (item) =>
        `<p style="margin:0 0 16px"><a href="${e(item.url)}" style="color:${c.primario};font-weight:bold">${e(item.titulo)}</a>` +
        `<br><span style="font-size:14px;color:${c.textoSuave}">${e(item.detalle)}</span></p>`,
    ),
    button,
    ...(content.notes ?? []).map((text) => p(text, `font-size:13px;color:${c.textoSuave}`)),
    '</td></tr>',
    `<tr><td style="padding:16px 24px;border-top:1px solid ${c.fondo};font-size:12px;color:${c.textoSuave}">${e(content.footer)}` +
      (content.unsubscribe
        ? `<br><a href="${e(content.unsubscribe.url)}" style="color:${c.textoSuave}">${e(content.unsubscribe.label)}</a>`
        : '') +
      '</td></tr>',
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.items ?? []).map((item) => `${item.titulo}\n${item.detalle}\n${item.url}`),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(content.notes ?? []),
    '--',
    content.footer,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}:\n${content.unsubscribe.url}`] : []),
  ].join('\n\n');
  const links = [
    ...(content.items ?? []).map((item) => item.url),
    ...(action ? [action.url] : []),
    ...(content.unsubscribe ? [content.unsubscribe.url] : []),
  ];
  const headers: Record<string, string> = content.unsubscribe
    ? { 'List-Unsubscribe': `<${content.unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
  return { subject: content.subject, text: `${text}\n`, html, links, headers };
}
