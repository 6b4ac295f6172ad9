import { crc16, type DataObject, readDataObjects, TlvError, withCrc, writeDataObjects } from './emv-tlv.ts';

/**
 * QRIS, Indonesia's national payment QR (Bank Indonesia, on EMVCo's merchant-presented format): what the
 * API checks in an uploaded offering code, and what the demo data and the tests build. Plain functions
 * and Indonesian refusals, no TypeBox: the API, the seed and the tests import this subpath.
 */

export { crc16, readDataObjects, withCrc, writeDataObjects } from './emv-tlv.ts';

/** What a giver's banking app shows before paying: the decoded merchant, kept with the site settings. */
export interface QrisMerchant {
  nama_merchant: string;
  kota_merchant: string;
  nmid: string;
}

/** The site settings' columns that keep the decoded merchant (null, or absent, where none was checked). */
export type StoredQrisColumns = Partial<
  Record<'qris_nama_merchant' | 'qris_kota_merchant' | 'qris_nmid', string | null>
>;

/**
 * The merchant the stored columns name, or null (no image, or one stored before uploads were checked):
 * the API reads it for the audit and the change warning, the dashboard for the current code.
 */
export function storedMerchant(row: StoredQrisColumns | null | undefined): QrisMerchant | null {
  if (!row?.qris_nama_merchant || !row.qris_nmid) return null;
  return {
    nama_merchant: row.qris_nama_merchant,
    kota_merchant: row.qris_kota_merchant ?? '',
    nmid: row.qris_nmid,
  };
}

/** Why a code was refused; the API answers 400 with the message. */
export type QrisRefusalKind = 'bukan-qris' | 'struktur' | 'crc' | 'dinamis';

export class QrisRefusal extends Error {
  readonly kind: QrisRefusalKind;

  constructor(kind: QrisRefusalKind, message: string) {
    super(message);
    this.name = 'QrisRefusal';
    this.kind = kind;
  }
}

/** The globally unique id of the national QRIS merchant account template (tag 51, sometimes 26–50). */
export const QRIS_GUI = 'ID.CO.QRIS.WWW';
/**
 * The national merchant id: 'ID', the entity type, the century, the year's last two digits, then the
 * sequence number and its check digit (13 digits after 'ID' in every issued code).
 */
export const NMID_PATTERN = /^ID\d{13}$/;

/** Merchant account information templates (EMVCo 26–51): each a run of data objects of its own. */
const ACCOUNT_TEMPLATES = Array.from({ length: 26 }, (_, i) => String(26 + i));
const REQUIRED: Record<string, string> = {
  '52': 'kategori merchant (tag 52)',
  '53': 'mata uang (tag 53)',
  '58': 'kode negara (tag 58)',
  '59': 'nama merchant (tag 59)',
  '60': 'kota merchant (tag 60)',
};
const CRC_TAIL = /6304([0-9A-Fa-f]{4})$/;

const broken = (detail: string) => new QrisRefusal('struktur', `Struktur data QRIS rusak: ${detail}.`);
const notQris = (detail: string) =>
  new QrisRefusal('bukan-qris', `Kode QR pada gambar bukan QRIS: ${detail}.`);

/** The start of a code's content, printable, for a refusal that says what the code holds instead. */
function preview(text: string): string {
  const clean = Array.from(text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim());
  return clean.length > 40 ? `${clean.slice(0, 40).join('')}…` : clean.join('');
}

/** The merchant account templates, each read into its data objects (a broken one breaks the code). */
function accountTemplates(objects: DataObject[]): Map<string, DataObject[]> {
  const templates = new Map<string, DataObject[]>();
  for (const { tag, value } of objects) {
    if (ACCOUNT_TEMPLATES.includes(tag)) templates.set(tag, readDataObjects(value, `tag ${tag}`));
  }
  return templates;
}

const valueOfTag = (objects: DataObject[], tag: string) =>
  objects.find((object) => object.tag === tag)?.value;

/** The NMID of the national QRIS template: tag 51 first, as QRIS puts it, else any template with QRIS's id. */
function nationalMerchantId(templates: Map<string, DataObject[]>): string {
  const national = [...templates.entries()]
    .filter(([, objects]) => valueOfTag(objects, '00')?.toUpperCase() === QRIS_GUI)
    .sort(([a], [b]) => (a === '51' ? -1 : b === '51' ? 1 : a.localeCompare(b)));
  if (national.length === 0)
    throw notQris(`tidak ada informasi merchant QRIS (${QRIS_GUI}) di tag 26–51, jadi tidak ada NMID`);
  const nmid = valueOfTag(national[0][1], '02');
  if (!nmid) throw notQris(`NMID (tag ${national[0][0]} sub-tag 02) tidak ada`);
  if (!NMID_PATTERN.test(nmid))
    throw notQris(`NMID "${preview(nmid)}" tidak sah (harus "ID" diikuti 13 angka)`);
  return nmid;
}

/**
 * Checks a decoded QR code's content as a static QRIS and answers its merchant. Refuses, in this order,
 * with a message that names what failed: content that is no EMVCo payment data (a web address), a
 * missing or wrong CRC, a broken structure, no QRIS merchant account with a valid NMID, a currency or
 * country other than Indonesia's, a missing merchant name or city, and a dynamic (one-payment) code.
 */
export function readQris(text: string): QrisMerchant {
  if (!/^00\d{2}/.test(text)) throw notQris(`isinya "${preview(text)}", bukan data pembayaran`);
  const tail = CRC_TAIL.exec(text);
  if (!tail) throw broken('CRC (tag 63, 4 karakter) tidak ada di akhir data');
  const expected = crc16(text.slice(0, -4));
  if (tail[1].toUpperCase() !== expected) {
    throw new QrisRefusal(
      'crc',
      `CRC QRIS tidak cocok (tertulis ${tail[1].toUpperCase()}, seharusnya ${expected}): isi kode telah berubah atau rusak. Gunakan gambar QRIS asli dari bank atau penyedia QRIS Anda.`,
    );
  }
  let objects: DataObject[];
  let templates: Map<string, DataObject[]>;
  try {
    objects = readDataObjects(text);
    templates = accountTemplates(objects);
  } catch (error) {
    if (error instanceof TlvError) throw broken(error.detail);
    throw error;
  }
  if (objects[0].tag !== '00' || objects[0].value !== '01')
    throw broken('penanda format (tag 00) harus bernilai 01');
  if (objects.at(-1)?.tag !== '63') throw broken('CRC (tag 63) harus menjadi data terakhir');
  const nmid = nationalMerchantId(templates);
  const currency = valueOfTag(objects, '53');
  if (currency && currency !== '360') throw notQris(`mata uangnya (tag 53) ${currency}, bukan Rupiah (360)`);
  const country = valueOfTag(objects, '58');
  if (country && country !== 'ID') throw notQris(`kode negaranya (tag 58) ${country}, bukan ID`);
  for (const [tag, label] of Object.entries(REQUIRED)) {
    if (!valueOfTag(objects, tag)?.trim()) throw broken(`${label} tidak ada`);
  }
  if (valueOfTag(objects, '01') === '12') {
    throw new QrisRefusal(
      'dinamis',
      'QRIS ini dinamis (untuk satu pembayaran saja) sehingga tidak dapat dipakai untuk persembahan. Unggah QRIS statis dari bank atau penyedia QRIS Anda.',
    );
  }
  return {
    nama_merchant: (valueOfTag(objects, '59') as string).trim(),
    kota_merchant: (valueOfTag(objects, '60') as string).trim(),
    nmid,
  };
}

/** What a static QRIS payload is built from (demo data, tests); the acquirer's account is optional. */
export interface QrisPayloadFields extends QrisMerchant {
  /** Merchant category code; 8661 is religious organisations. */
  mcc?: string;
  kode_pos?: string;
  /** The acquirer's own merchant account template (tag 26): its reverse domain and merchant PAN. */
  acquirer?: { gui: string; pan: string; merchantId: string };
}

/** A static QRIS payload with its CRC, as an acquirer would issue it for a merchant. */
export function buildQrisPayload(fields: QrisPayloadFields): string {
  const { acquirer } = fields;
  const objects: [string, string][] = [
    ['00', '01'],
    ['01', '11'],
  ];
  if (acquirer) {
    objects.push([
      '26',
      writeDataObjects([
        ['00', acquirer.gui],
        ['01', acquirer.pan],
        ['02', acquirer.merchantId],
        ['03', 'UMI'],
      ]),
    ]);
  }
  objects.push(
    [
      '51',
      writeDataObjects([
        ['00', QRIS_GUI],
        ['02', fields.nmid],
        ['03', 'UMI'],
      ]),
    ],
    ['52', fields.mcc ?? '8661'],
    ['53', '360'],
    ['58', 'ID'],
    ['59', fields.nama_merchant],
    ['60', fields.kota_merchant],
  );
  if (fields.kode_pos) objects.push(['61', fields.kode_pos]);
  return withCrc(writeDataObjects(objects));
}
