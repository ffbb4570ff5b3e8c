import type { PublicBrand } from '@puente/contract/brand';

/** brand.colores key → CSS variable read by index.css. */
const colourVariables: Record<keyof PublicBrand['colores'], string> = {
  primario: '--brand-primario',
  primarioTexto: '--brand-primario-texto',
  secundario: '--brand-secundario',
  acento: '--brand-acento',
  fondo: '--brand-fondo',
  superficie: '--brand-superficie',
  texto: '--brand-texto',
  textoSuave: '--brand-texto-suave',
};

/** The brand's colours as [CSS variable, value] pairs: set on the page by the browser, or written into pre-rendered HTML. */
export const brandCssVariables = (brand: PublicBrand): [string, string][] =>
  Object.entries(colourVariables).map(([key, variable]) => [variable, brand.colores[key as keyof PublicBrand['colores']]]);

/** A brand is data turned into CSS variables on the root element; components only read variables. */
export function applyBrandTheme(brand: PublicBrand, root: HTMLElement = document.documentElement) {
  for (const [variable, value] of brandCssVariables(brand)) root.style.setProperty(variable, value);
  root.dataset.brand = brand.id;
  let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.href = brand.logos.claro;
}

export function applyDarkMode(dark: boolean, root: HTMLElement = document.documentElement) {
  root.classList.toggle('dark', dark);
}

/** Dark mode is a developer aid for now (spec §2): offered only on localhost. */
export const darkModeOffered = () =>
  typeof window !== 'undefined' && ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
