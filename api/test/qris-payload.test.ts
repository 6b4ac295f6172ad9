import {
  buildQrisPayload,
  crc16,
  QrisRefusal,
  readDataObjects,
  readQris,
  withCrc,
  writeDataObjects,
} from '@gkj/contract/qris';
import { describe, expect, it } from 'vitest';
import { badCrcPayload, brokenStructurePayload, MERCHANT, qrisPayload } from './support/qris-images.ts';

/** The refusal `readQris` throws for a payload, as kind and message. */
function refusalOf(payload: string): { kind: string; message: string } {
  try {
    readQris(payload);
  } catch (error) {
    if (error instanceof QrisRefusal) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error(`accepted: ${payload}`);
}

/** A payload from these data objects, with a correct CRC. */
const signed = (...objects: [string, string][]) => withCrc(writeDataObjects(objects));
const NATIONAL: [string, string] = [
  '51',
  writeDataObjects([
    ['00', 'ID.CO.QRIS.WWW'],
    ['02', MERCHANT.nmid],
  ]),
];
const TAIL: [string, string][] = [
  ['52', '8661'],
  ['53', '360'],
  ['58', 'ID'],
  ['59', 'GKJ GIRIMARTO'],
  ['60', 'WONOGIRI'],
];

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the catalogue check value and the CRC of a published QRIS sample', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    // A static QRIS as printed by a wallet provider (tag 63 closes it with this CRC).
    const sample =
      '00020101021126610014COM.GO-JEK.WWW01189360091434970566750210G4970566750303UMI51440014ID.CO.QRIS.WWW0215ID10254118460050303UMI5204899953033605802ID5907WARUNGK6007JAKARTA6105123456304';
    expect(readQris(`${sample}${crc16(sample)}`)).toEqual({
      nama_merchant: 'WARUNGK',
      kota_merchant: 'JAKARTA',
      nmid: 'ID1025411846005',
    });
  });
});

describe('EMVCo data objects', () => {
  it('reads what it writes, nested templates included, counting characters not bytes', () => {
    const text = writeDataObjects([
      ['00', '01'],
      ['64', writeDataObjects([['01', 'Gréja Jawi']])],
    ]);
    expect(readDataObjects(text)).toEqual([
      { tag: '00', value: '01' },
      { tag: '64', value: '0110Gréja Jawi' },
    ]);
  });

  it('refuses values past the end, tags that are no digits and repeated tags', () => {
    expect(() => readDataObjects('000301')).toThrow('panjang tag 00 di data QRIS melewati akhir data');
    expect(() => readDataObjects('0002010A')).toThrow(
      'terpotong atau tidak berformat tag-panjang-nilai setelah tag 00',
    );
    expect(() => readDataObjects('00020100020')).toThrow();
    expect(() => readDataObjects('0002010002')).toThrow();
    expect(() => readDataObjects('000201000201')).toThrow('tag 00 muncul dua kali');
  });
});

describe('readQris', () => {
  it('answers the merchant of a static QRIS', () => {
    expect(readQris(qrisPayload())).toEqual(MERCHANT);
    // The national template may also stand in tag 26, with no acquirer template beside it.
    const inTag26 = signed(['00', '01'], ['01', '11'], ['26', NATIONAL[1]], ...TAIL);
    expect(readQris(inTag26).nmid).toBe(MERCHANT.nmid);
    // A lower-case CRC is the same number.
    const payload = qrisPayload();
    expect(readQris(`${payload.slice(0, -4)}${payload.slice(-4).toLowerCase()}`)).toEqual(MERCHANT);
  });

  it('refuses an ordinary web address as no QRIS, saying what the code holds', () => {
    expect(refusalOf('https://gkjgirimarto.or.id/persembahan')).toEqual({
      kind: 'bukan-qris',
      message:
        'Kode QR pada gambar bukan QRIS: isinya "https://gkjgirimarto.or.id/persembahan", bukan data pembayaran.',
    });
  });

  it('refuses a wrong CRC with both values', () => {
    const given = badCrcPayload().slice(-4);
    const { kind, message } = refusalOf(badCrcPayload());
    expect(kind).toBe('crc');
    expect(message).toContain(`tertulis ${given}, seharusnya ${qrisPayload().slice(-4)}`);
  });

  it('refuses a broken structure, naming where', () => {
    expect(refusalOf(brokenStructurePayload())).toEqual({
      kind: 'struktur',
      message: 'Struktur data QRIS rusak: panjang tag 59 di data QRIS melewati akhir data.',
    });
    expect(refusalOf('000201010211').message).toBe(
      'Struktur data QRIS rusak: CRC (tag 63, 4 karakter) tidak ada di akhir data.',
    );
    expect(refusalOf(signed(['00', '02'], NATIONAL, ...TAIL)).message).toBe(
      'Struktur data QRIS rusak: penanda format (tag 00) harus bernilai 01.',
    );
    const brokenTemplate = signed(['00', '01'], ['51', '0014ID.CO.QRIS.WWW0299ID1'], ...TAIL);
    expect(refusalOf(brokenTemplate).message).toBe(
      'Struktur data QRIS rusak: panjang tag 02 di tag 51 melewati akhir data.',
    );
    const noName = signed(['00', '01'], NATIONAL, ...TAIL.filter(([tag]) => tag !== '59'));
    expect(refusalOf(noName).message).toBe('Struktur data QRIS rusak: nama merchant (tag 59) tidak ada.');
  });

  it('refuses EMVCo payment codes of other schemes, countries and currencies as no QRIS', () => {
    const promptPay = signed(
      ['00', '01'],
      [
        '29',
        writeDataObjects([
          ['00', 'A000000677010111'],
          ['01', '0066812345678'],
        ]),
      ],
      ['53', '764'],
      ['58', 'TH'],
      ['59', 'SOMCHAI'],
      ['60', 'BANGKOK'],
    );
    expect(refusalOf(promptPay)).toEqual({
      kind: 'bukan-qris',
      message:
        'Kode QR pada gambar bukan QRIS: tidak ada informasi merchant QRIS (ID.CO.QRIS.WWW) di tag 26–51, jadi tidak ada NMID.',
    });
    const badNmid = signed(
      ['00', '01'],
      [
        '51',
        writeDataObjects([
          ['00', 'ID.CO.QRIS.WWW'],
          ['02', 'ID12'],
        ]),
      ],
      ...TAIL,
    );
    expect(refusalOf(badNmid).message).toBe(
      'Kode QR pada gambar bukan QRIS: NMID "ID12" tidak sah (harus "ID" diikuti 13 angka).',
    );
    const dollars = signed(
      ['00', '01'],
      NATIONAL,
      ['52', '8661'],
      ['53', '840'],
      ['58', 'ID'],
      ['59', 'X'],
      ['60', 'Y'],
    );
    expect(refusalOf(dollars).message).toBe(
      'Kode QR pada gambar bukan QRIS: mata uangnya (tag 53) 840, bukan Rupiah (360).',
    );
  });

  it('refuses a dynamic (one-payment) QRIS', () => {
    const dynamic = signed(['00', '01'], ['01', '12'], NATIONAL, ...TAIL, ['54', '50000']);
    expect(refusalOf(dynamic).kind).toBe('dinamis');
  });

  it('builds the payload an acquirer issues: static, QRIS template in tag 51, CRC last', () => {
    const payload = buildQrisPayload(MERCHANT);
    expect(payload).toMatch(/^00020101021151440014ID\.CO\.QRIS\.WWW0215ID10232748193060303UMI52048661/);
    expect(payload.slice(-8, -4)).toBe('6304');
  });
});
