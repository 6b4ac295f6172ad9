export const EXCERPT_LENGTH = 160;
/** Enough of the body to fill an excerpt even after its whitespace collapses. */
export const EXCERPT_SOURCE_LENGTH = 600;

/**
 * The first ~160 characters of an article body as one plain line: whitespace collapsed, cut at the
 * last word that fits, with an ellipsis when something was cut.
 */
export function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH + 1);
  const lastSpace = cut.lastIndexOf(' ');
  // A single word longer than the excerpt is cut where it stands.
  const words = lastSpace > 0 ? cut.slice(0, lastSpace) : text.slice(0, EXCERPT_LENGTH);
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}
