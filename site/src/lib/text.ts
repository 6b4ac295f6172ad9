/** Paragraphs of a text typed with line breaks; empty lines are dropped. */
export function splitParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** 'renungan' → 'Renungan'. */
export function capitalize(word: string | null | undefined): string {
  if (!word) return '';
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Plain one-line text of at most `max` characters, cut at a word boundary. */
export function clampText(text: string | null | undefined, max = 160): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** A photo's alt text: its stored name when that describes it; an uploaded file name ('baksos-1.jpg') does not. */
export function describePhoto(name: string | null | undefined, title: string, index: number): string {
  return name && !/\.[a-z0-9]{3,4}$/i.test(name.trim()) ? name.trim() : `${title}, foto ${index + 1}`;
}
