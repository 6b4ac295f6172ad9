// The weekly bulletins (warta jemaat) of the last three Sundays, published, and next Sunday's still a
// draft. The newest published one has its PDF (drawn by bulletin-pdf.ts), the others text alone.
import { MONTH_NAMES } from '@gkj/contract/calendar';
import type { Db } from '@gkj/db';
import { addDays, sundayOnOrAfter } from './dates.ts';

export interface StoredPdf {
  file_path: string;
  size: number;
}

/** The API's PDF store: checks the bytes, stores them in the bulletins' folder and answers path and size. */
export type StorePdf = (buffer: Buffer) => Promise<StoredPdf>;

/** '3 Mei 2026' */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** The Sunday on or before the date. */
export const lastSunday = (today: string) => sundayOnOrAfter(addDays(today, -6));

/** What each week's bulletin announces; the newest first. */
const WEEKS: { judul: string; isi: string[] }[] = [
  {
    judul: 'Persiapan Riyaya Undhuh-undhuh',
    isi: [
      'Ibadah Minggu di gereja induk dan keempat pepanthan dimulai pukul 07.00 WIB. Ibadah berbahasa Jawa di gereja induk pukul 09.00 WIB.',
      'Panitia Riyaya Undhuh-undhuh mengundang wakil setiap pepanthan untuk rapat persiapan pada Rabu pukul 19.00 WIB di gereja induk.',
      'Persekutuan doa wilayah diadakan Jumat malam di rumah keluarga Bapak Suparno, Dusun Simpar.',
      'Persembahan Minggu lalu: kolekte Rp2.415.000 dan persembahan syukur Rp1.150.000. Terima kasih atas kesetiaan Saudara.',
    ],
  },
  {
    judul: 'Bulan Diakonia',
    isi: [
      'Sepanjang bulan ini majelis mengajak warga menyisihkan beras perelek untuk warga lansia di setiap pepanthan.',
      'Latihan paduan suara gabungan setiap Sabtu pukul 16.00 WIB di gereja induk.',
      'Katekisasi sidi dimulai Minggu depan setelah ibadah kedua. Pendaftaran kepada majelis wilayah.',
    ],
  },
  {
    judul: 'Minggu Pendidikan Kristen',
    isi: [
      'Guru Sekolah Minggu berkumpul setelah ibadah untuk menyusun bahan kegiatan liburan anak.',
      'Kerja bakti membersihkan halaman gereja Pepanthan Paseban pada Sabtu pukul 06.30 WIB.',
    ],
  },
];

/** The bulletins, oldest first; `pdf` is the newest published one's file. */
export function buildBulletins(today: string, pdf: StoredPdf) {
  const newest = lastSunday(today);
  const published = WEEKS.map((week, index) => {
    const tanggal = addDays(newest, -7 * index);
    return {
      tanggal_warta: tanggal,
      judul_warta: week.judul,
      isi_warta: week.isi.join('\n\n'),
      berkas_pdf: index === 0 ? pdf.file_path : null,
      berkas_pdf_ukuran: index === 0 ? pdf.size : null,
      status: 'terbit' as const,
    };
  });
  const nextSunday = addDays(newest, 7);
  const draft = {
    tanggal_warta: nextSunday,
    judul_warta: 'Pengumuman Pekan Depan',
    isi_warta: 'Pengumuman pekan depan masih dihimpun dari majelis wilayah.',
    berkas_pdf: null,
    berkas_pdf_ukuran: null,
    status: 'draf' as const,
  };
  return [...published.reverse(), draft];
}

/** The newest published bulletin's PDF, as its printed sheet would read. */
export function newestBulletinText(today: string) {
  const tanggal = lastSunday(today);
  return {
    title: `Warta Jemaat GKJ Girimarto, Minggu ${longDate(tanggal)}`,
    lines: ['', ...WEEKS[0].isi.flatMap((paragraph) => wrap(paragraph, 84).concat(''))],
  };
}

/** Lines of at most `width` characters, broken between words (the PDF does not wrap text itself). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export async function seedBulletins(db: Db, today: string, pdf: StoredPdf): Promise<void> {
  await db.insertInto('warta_jemaat').values(buildBulletins(today, pdf)).execute();
}
