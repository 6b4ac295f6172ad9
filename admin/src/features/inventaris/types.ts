export interface InventarisRow {
  id_inventaris: number;
  nama_inventaris: string;
  jenis_inventaris: string;
  jumlah_inventaris: number;
  lokasi_inventaris: string;
}
