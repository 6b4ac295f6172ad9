export interface JadwalRow {
  id_jadwal_ibadah: number;
  nama_ibadah: string;
  info_ibadah: string | null;
  lokasi_ibadah: string;
  tema_ibadah: string;
  tanggal_ibadah: string;
  pemimpin_ibadah: string;
}
