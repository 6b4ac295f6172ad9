import type { Option } from '../../components/ui/select-field.tsx';

export interface JemaatChoice {
  id_jemaat: number;
  nama_jemaat: string;
  /** Optional in the answer; told apart members of the same name. */
  no_induk_jemaat?: string | null;
}

/** An entry of GET /jemaat-dropdown as a combo box option. */
export const jemaatOption = (row: JemaatChoice): Option => ({
  id: String(row.id_jemaat),
  label: row.no_induk_jemaat ? `${row.nama_jemaat} (${row.no_induk_jemaat})` : row.nama_jemaat,
});
