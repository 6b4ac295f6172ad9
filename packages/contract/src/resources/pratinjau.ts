import { type Static, Type } from 'typebox';
import { Artikel } from './artikel.ts';
import { KegiatanLengkap } from './kegiatan-gereja.ts';
import { WartaJemaat } from './warta-jemaat.ts';

/** What a preview address shows: the record as saved now, whatever its status, as the site draws it. */
export const Pratinjau = Type.Union([
  Type.Object({ jenis: Type.Literal('artikel'), data: Artikel }),
  Type.Object({ jenis: Type.Literal('kegiatan'), data: KegiatanLengkap }),
  Type.Object({ jenis: Type.Literal('warta'), data: WartaJemaat }),
]);
export type Pratinjau = Static<typeof Pratinjau>;
