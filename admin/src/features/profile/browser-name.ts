// A session's browser and system named from its User-Agent, as a person recognises their own devices
// ('Chrome di Android'). A handful of patterns cover what a congregation's staff use; a full parser
// library would weigh more than this whole screen.
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Peramban tidak dikenal';
  const browser = first(BROWSERS, userAgent) ?? 'Peramban lain';
  const system = first(SYSTEMS, userAgent);
  return system ? `${browser} di ${system}` : browser;
}
