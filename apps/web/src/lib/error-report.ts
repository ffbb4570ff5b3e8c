import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { callApi } from './api-client';

/** Spec §8: the codes the monitoring endpoint accepts. */
const reportableCodes = [1, 12, 24, 500] as const;
type ReportableCode = (typeof reportableCodes)[number];

const isReportable = (code: number): code is ReportableCode => (reportableCodes as readonly number[]).includes(code);

/** Whether a shown code must be reported (the catalogue's `reportar`, true for unknown codes too). */
export const mustReport = (code: number) => catalogueEntry(code).reportar === true;

/**
 * Sends the code and the path only: no message, token or form data, because the
 * webhook behind it is a chat room, not a place for personal data. An unknown
 * code is reported as 1 with the code as detail. A failing report is dropped
 * silently; reporting it would loop.
 */
export async function reportError(code: number) {
  const ruta = window.location.pathname.slice(0, 300);
  const codigo: ReportableCode = isReportable(code) ? code : 1;
  const detalle = codigo === code ? undefined : `codigo ${code}`;
  try {
    await callApi('informarError', { codigo, ruta, detalle }, { token: null });
  } catch {
    // Nothing sensible left to do when the report itself cannot be sent.
  }
}
