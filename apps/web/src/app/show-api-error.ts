import { showError } from '@/lib/error-banner-store';
import { mustReport, reportError } from '@/lib/error-report';

/**
 * What the query client does with a failed call: the catalogue banner, and
 * for the codes spec §8 monitors (1, 12, 24, 500 and unknown ones) a report
 * with the code and path only (decision 005).
 */
export function showApiError(code: number, mensaje: string | null = null) {
  showError(code, mensaje);
  if (mustReport(code)) void reportError(code);
}
