import tokens from '@gkj/design-tokens/tokens.css?raw';

/**
 * A colour of the design tokens (@gkj/design-tokens) for the places CSS cannot reach: the browser's
 * theme colour and the web manifest. Read from the stylesheet itself, so there is one definition.
 */
export function tokenColor(name: `--color-${string}`): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokens);
  if (!match) throw new Error(`Token warna ${name} tidak ada di tokens.css.`);
  return match[1];
}

/** The browser bar and the installed app's frame: the dark green of the navigation bar. */
export const THEME_COLOR = tokenColor('--color-primary-strong');
export const BACKGROUND_COLOR = tokenColor('--color-bg');
