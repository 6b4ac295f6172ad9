import useSWR from 'swr';

/** GET /batas-unggahan: the server's own upload limits (its configuration decides them). */
export interface UploadRules {
  ukuran_maks_berkas: number;
  jumlah_maks_berkas: number;
  jenis_berkas: string[];
}

/** The file chooser's filter until the server's list has arrived. */
const ANY_IMAGE = ['image/*'];

/** The server's upload rules, read once per session; undefined until they arrive. */
export function useUploadRules() {
  const { data } = useSWR<UploadRules>('/batas-unggahan', {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { rules: data, accept: data?.jenis_berkas ?? ANY_IMAGE };
}

const megabytes = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });
const inMegabytes = (bytes: number) => `${megabytes.format(bytes / (1024 * 1024))} MB`;

/**
 * Why the server would refuse this file, checked before it is sent so nobody waits for an upload
 * that cannot succeed; null when it may go. Without the rules (not loaded yet) only the kind of file is
 * checked: the server still enforces everything.
 */
export function fileProblem(file: File, rules: UploadRules | undefined): string | null {
  const isImage = rules
    ? rules.jenis_berkas.includes(file.type)
    : file.type.startsWith('image/') && file.type !== 'image/svg+xml';
  if (!isImage) return 'Berkas harus berupa gambar JPEG, PNG, WebP atau AVIF.';
  if (rules && file.size > rules.ukuran_maks_berkas) {
    return `Ukuran berkas ${inMegabytes(file.size)} melebihi batas ${inMegabytes(rules.ukuran_maks_berkas)}.`;
  }
  return null;
}
