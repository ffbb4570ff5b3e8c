import { useBrand } from '@/lib/brand';
import { useDarkMode } from '@/lib/dark-mode';

/**
 * A brand with `logodarkmode` wears its primary colour in the header and shows
 * the logo variant made for dark backgrounds; dark mode does the same. The
 * header takes the brand's own colour (`brand`), not the theme's `primary`,
 * which dark mode lightens for text.
 */
export function useHeaderTone() {
  const brand = useBrand();
  const dark = useDarkMode();
  const onDark = brand.flags.logodarkmode || dark;
  return {
    onDark,
    logo: onDark ? brand.logos.oscuro : brand.logos.claro,
    iconButton: onDark ? 'text-brand-fg hover:bg-white/15' : 'text-fg hover:bg-subtle',
  };
}
