import { MONTH_NAMES, WEEKDAY_NAMES } from '@gkj/contract/calendar';
import { type Birthdays, congregationName } from './types.ts';

/** 'Minggu, 6 Desember 2026': a bulletin writes the month out, where the screen abbreviates it. */
export function bulletinDate(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday}, ${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The two lists as plain text for the weekly bulletin: a heading per list that has anyone, then one
 * line per member, so pasted into the bulletin's text each person becomes a paragraph of their own.
 * The age is left out: the bulletin is published on the public site, and the day with the age is
 * a member's whole birth date. The congregation is named when the list covers them all, as on screen.
 */
export function birthdayText(data: Birthdays, showCongregation = true): string {
  const line = (tanggal: string, who: string, details: (string | null)[]) => {
    const said = details.filter(Boolean).join(', ');
    return `${bulletinDate(tanggal)} — ${who}${said ? ` (${said})` : ''}`;
  };
  const where = (kewargaan: string | null) =>
    showCongregation && kewargaan && kewargaan !== 'tanpa' ? congregationName(kewargaan) : null;
  const sections = [
    {
      title: 'Ulang Tahun',
      lines: data.ulang_tahun.map((row) => line(row.tanggal, row.nama_jemaat, [where(row.kewargaan)])),
    },
    {
      title: 'Ulang Tahun Pernikahan',
      lines: data.pernikahan.map((row) =>
        line(row.tanggal, `${row.nama_jemaat}${row.pasangan ? ` & ${row.pasangan}` : ''}`, [
          `${row.tahun} tahun pernikahan`,
          where(row.kewargaan),
        ]),
      ),
    },
  ];
  return sections
    .filter((section) => section.lines.length > 0)
    .map((section) => [section.title, ...section.lines].join('\n'))
    .join('\n\n');
}
