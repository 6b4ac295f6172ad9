import { RemoteComboField, type RemoteComboFieldProps } from './combo-field.tsx';
import type { Option } from './select-field.tsx';

interface JemaatChoice {
  id_jemaat: number;
  nama_jemaat: string;
  /** Optional in the answer; tells apart members of the same name. */
  no_induk_jemaat?: string | null;
}

/** An entry of GET /jemaat-dropdown as a combo box option. */
const jemaatOption = (row: JemaatChoice): Option => ({
  id: String(row.id_jemaat),
  label: row.no_induk_jemaat ? `${row.nama_jemaat} (${row.no_induk_jemaat})` : row.nama_jemaat,
});

/** The member picker of a form that links a member (a user account, a council seat): `id_jemaat`. */
export function JemaatField(
  props: Omit<RemoteComboFieldProps<JemaatChoice>, 'endpoint' | 'toOption' | 'name'>,
) {
  return <RemoteComboField {...props} endpoint="/jemaat-dropdown" toOption={jemaatOption} name="id_jemaat" />;
}
