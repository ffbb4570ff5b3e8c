type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const SCRIPT_ID = 'analitica-marca';

/**
 * Loads Google Analytics for the brand's id. The CSP forbids inline scripts,
 * so the usual inline bootstrap is done here in module code and only the
 * external library is added as a <script src> element.
 */
export function loadAnalytics(measurementId: string) {
  if (document.getElementById(SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

export const analyticsLoaded = () => document.getElementById(SCRIPT_ID) !== null;
