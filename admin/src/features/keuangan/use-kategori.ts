import type { Kategori } from '@gkj/contract';
import useSWR from 'swr';
import { notify } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api.ts';

export const KATEGORI_ENDPOINT = '/kategori-transaksi';

/** The finance categories, shared by the list's filter, the form and the category screen. */
export function useKategori() {
  const { data, mutate } = useSWR<{ data: Kategori[] }>(KATEGORI_ENDPOINT, {
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 401)) notify.error('Gagal memuat kategori');
    },
  });
  return { kategori: data?.data ?? [], loaded: Boolean(data), reload: mutate };
}

/** Options of a category chooser: those of one type when it is known, each labelled with its type otherwise. */
export function kategoriOptions(kategori: Kategori[], jenis?: string) {
  return kategori
    .filter((k) => !jenis || k.jenis_kategori === jenis)
    .map((k) => ({
      id: String(k.id_kategori),
      label: jenis ? k.nama_kategori : `${k.nama_kategori} (${k.jenis_kategori})`,
    }));
}
