import { showError } from '@/lib/error-banner-store';

/**
 * What the query client does with a failed call: the catalogue banner, and
 * for the codes spec §8 monitors (1, 12, 24, 500 and unknown ones) a report
 * with the code and path only (decision 005). The catalogue that says which
 * codes to report is fetched with the first error, not with every page
 * (decision 026).
 */
export function showApiError(code: number, mensaje: string | null = null) {
  showError(code, mensaje);
  void import('@/lib/error-report').then(({ mustReport, reportError }) => (mustReport(code) ? reportError(code) : undefined));
}
