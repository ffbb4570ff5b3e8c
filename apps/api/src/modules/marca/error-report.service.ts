import type { SessionService } from '../auth/session.service';

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
  constructor(private readonly deps: { webhookUrl: string | null; sessions: Pick<SessionService, 'authenticate'> }) {}

  /** A report from the SPA: the user is named by id only when the request still carries a live session. */
  async fromClient(input: Pick<ErrorReport, 'codigo' | 'ruta' | 'detalle'>, token: string | null, host: string) {
    const caller = token ? await this.deps.sessions.authenticate(token).catch(() => null) : null;
    await this.report({ ...input, idUsuario: caller ? `${caller.tipo}:${caller.id}` : null, host });
    return null;
  }

  async report(report: ErrorReport): Promise<boolean> {
    if (!this.deps.webhookUrl) return false;
    const hostname = report.host.split(':')[0] ?? '';
    if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return false;
    const text = `Puente · error ${report.codigo} en ${report.ruta}${report.idUsuario ? ` (usuario ${report.idUsuario})` : ''}${
      report.detalle ? `\n${report.detalle.slice(0, 500)}` : ''
    }`;
    const response = await fetch(this.deps.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(5000),
    }).catch(() => null);
    return response?.ok ?? false;
  }
}
