export interface ErrorReport {
  codigo: number;
  ruta: string;
  detalle?: string;
  idUsuario: string | null;
  host: string;
}

/**
 * Forwards codes 1, 12, 24 and 500 seen by the SPA to the chat webhook. Never
 * from localhost (developers' noise), and with no personal data beyond the id.
 */
export class ErrorReportService {
  constructor(private readonly webhookUrl: string | null) {}

  async report(report: ErrorReport): Promise<boolean> {
    if (!this.webhookUrl) return false;
    const hostname = report.host.split(':')[0] ?? '';
    if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return false;
    const text = `Puente · error ${report.codigo} en ${report.ruta}${report.idUsuario ? ` (usuario ${report.idUsuario})` : ''}${
      report.detalle ? `\n${report.detalle.slice(0, 500)}` : ''
    }`;
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    return response?.ok ?? false;
  }
}
