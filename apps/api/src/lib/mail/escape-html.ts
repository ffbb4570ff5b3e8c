const ENTIDADES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for an HTML body or a quoted attribute. Every value a mail shows (a
 * name, a company, a staff member's reason) goes through here: they are typed
 * by people, and a mail client renders what it gets.
 */
export function escapeHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ENTIDADES[c] ?? c);
}
