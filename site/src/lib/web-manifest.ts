import { BACKGROUND_COLOR, THEME_COLOR } from './design-tokens.ts';

export const MANIFEST_ICON_SIZES = [192, 512] as const;

/** The web app manifest: how the site looks when a visitor adds it to a phone's home screen. */
export function webManifest(church: string, description: string) {
  return {
    name: church,
    short_name: church,
    description,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: MANIFEST_ICON_SIZES.map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
