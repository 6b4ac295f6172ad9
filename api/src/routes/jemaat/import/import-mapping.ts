import { JEMAAT_FIELDS, type JemaatField } from '@gkj/contract';
import { httpError } from '../../../lib/http-error.ts';
import { fieldLabel } from '../../../lib/validation-messages.ts';

/** One column's target field; null leaves the column out (a 'Tempat Lahir' the record has no field for). */
export type Mapping = (JemaatField | null)[];

/** Headers as church registers write them, reduced to letters and digits. */
const ALIASES: Partial<Record<JemaatField, string[]>> = {
  nama_jemaat: ['nama', 'namalengkap', 'namajemaat', 'namawarga'],
  no_induk_jemaat: ['noinduk', 'nomorinduk', 'noindukjemaat', 'induk', 'nia', 'nomorindukjemaat'],
  jenis_kelamin_jemaat: ['lp', 'jeniskelamin', 'jk', 'kelamin', 'gender', 'sex'],
  alamat_jemaat: ['alamat', 'alamatrumah'],
  kewargaan: ['pepanthan', 'pepantan', 'kewargaan', 'kelompok', 'gereja', 'wilayah'],
  no_telp_jemaat: ['telp', 'telpon', 'telepon', 'notelp', 'notelepon', 'nomortelepon', 'hp', 'nohp', 'wa'],
  tanggal_lahir_jemaat: ['tgllahir', 'tanggallahir', 'lahir', 'tgllhr'],
  tanggal_meninggal_jemaat: ['tglmeninggal', 'tanggalmeninggal', 'meninggal', 'tglwafat'],
  status_bergereja: ['status', 'statusbergereja', 'statusjemaat'],
  status_kewargagerejaan: ['statuskewargagerejaan', 'statuswarga', 'warga'],
  kelompok_usia: ['kelompokusia'],
  tanggal_baptis: ['tglbaptis', 'tanggalbaptis', 'baptis', 'tglbaptisan'],
  tanggal_sidi: ['tglsidi', 'tanggalsidi', 'sidi'],
  pasangan: ['pasangan', 'namapasangan', 'suamiistri'],
  tanggal_nikah: ['tglnikah', 'tanggalnikah', 'tglmenikah', 'tanggalmenikah', 'nikah', 'tglpernikahan'],
};

const reduced = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const KNOWN = new Map<string, JemaatField>();
for (const field of JEMAAT_FIELDS) {
  for (const name of [...(ALIASES[field] ?? []), reduced(field), reduced(fieldLabel(field))]) {
    if (!KNOWN.has(name)) KNOWN.set(name, field);
  }
}

/** The field each header most likely fills; a field goes to its first column only. */
export function proposeMapping(headers: string[]): Mapping {
  const taken = new Set<JemaatField>();
  return headers.map((header) => {
    const field = KNOWN.get(reduced(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The mapping the user chose (JSON: a field name or null per column), or the proposal. */
export function chosenMapping(headers: string[], sent: string | undefined): Mapping {
  let mapping: Mapping;
  if (sent === undefined || sent.trim() === '') mapping = proposeMapping(headers);
  else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(sent);
    } catch {
      throw httpError(400, 'Pemetaan kolom tidak terbaca.');
    }
    if (!Array.isArray(parsed) || parsed.length !== headers.length) {
      throw httpError(400, `Pemetaan kolom harus berisi ${headers.length} pilihan, satu per kolom.`);
    }
    mapping = parsed.map((value) => {
      if (value === null || value === '') return null;
      if (typeof value !== 'string' || !(JEMAAT_FIELDS as string[]).includes(value)) {
        throw httpError(400, `Pemetaan kolom tidak dikenal: ${String(value)}.`);
      }
      return value as JemaatField;
    });
    const used = mapping.filter((field) => field !== null);
    const twice = used.find((field, index) => used.indexOf(field) !== index);
    if (twice) throw httpError(400, `${fieldLabel(twice)} dipetakan ke lebih dari satu kolom.`);
  }
  if (!mapping.includes('nama_jemaat')) {
    throw httpError(
      400,
      'Berkas tidak memiliki kolom nama jemaat. Tambahkan kolom "Nama" atau petakan satu kolom ke Nama jemaat.',
    );
  }
  return mapping;
}
