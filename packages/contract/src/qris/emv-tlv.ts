/**
 * The EMVCo merchant-presented QR data format (the one QRIS uses): a flat run of data objects, each a
 * 2-digit tag, a 2-digit length and that many characters of value; some values are themselves such runs
 * (templates). The last object is the CRC (tag 63), a CRC-16/CCITT-FALSE of everything before its value.
 */

export interface DataObject {
  tag: string;
  value: string;
}

/** A payload that breaks the format; `detail` says where, in Indonesian, for the refusal message. */
export class TlvError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(detail);
    this.name = 'TlvError';
    this.detail = detail;
  }
}

const TWO_DIGITS = /^\d{2}$/;

/**
 * Reads a run of data objects. Lengths count characters (code points), as EMVCo defines them. Refuses
 * a tag or length that is not two digits, a value running past the end, and a tag given twice.
 * `where` names the template being read ('data QRIS', 'tag 51') in the refusal.
 */
export function readDataObjects(text: string, where = 'data QRIS'): DataObject[] {
  const chars = Array.from(text);
  const objects: DataObject[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < chars.length) {
    const tag = chars.slice(at, at + 2).join('');
    const length = chars.slice(at + 2, at + 4).join('');
    if (!TWO_DIGITS.test(tag) || !TWO_DIGITS.test(length)) {
      const after = objects.at(-1);
      throw new TlvError(
        `${where} terpotong atau tidak berformat tag-panjang-nilai ${after ? `setelah tag ${after.tag}` : 'di awal'}`,
      );
    }
    const end = at + 4 + Number(length);
    if (end > chars.length) throw new TlvError(`panjang tag ${tag} di ${where} melewati akhir data`);
    if (seen.has(tag)) throw new TlvError(`tag ${tag} muncul dua kali di ${where}`);
    seen.add(tag);
    objects.push({ tag, value: chars.slice(at + 4, end).join('') });
    at = end;
  }
  return objects;
}

/** Writes data objects in the order given; a value longer than 99 characters cannot be written. */
export function writeDataObjects(objects: readonly (readonly [tag: string, value: string])[]): string {
  return objects
    .map(([tag, value]) => {
      const length = Array.from(value).length;
      if (!TWO_DIGITS.test(tag) || length > 99) throw new Error(`Cannot write EMVCo tag ${tag} (${length})`);
      return `${tag}${String(length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of the text's UTF-8 bytes, as 4 hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload closed by its CRC object: `6304` and the CRC of everything up to and including `6304`. */
export function withCrc(body: string): string {
  const signed = `${body}6304`;
  return `${signed}${crc16(signed)}`;
}
