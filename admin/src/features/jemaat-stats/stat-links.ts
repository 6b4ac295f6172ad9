/** How each count of the statistics narrows the member list (the list's own URL filters). */
const AGE_FILTERS: Record<string, Record<string, string>> = {
  '0-12': { usia_dari: '0', usia_sampai: '12' },
  '13-17': { usia_dari: '13', usia_sampai: '17' },
  '18-35': { usia_dari: '18', usia_sampai: '35' },
  '36-59': { usia_dari: '36', usia_sampai: '59' },
  '60+': { usia_dari: '60' },
};

function valueFilter(dimensi: string, nilai: string): Record<string, string> | null {
  switch (dimensi) {
    case 'status':
      return nilai === 'tanpa' ? null : { status: nilai };
    case 'jenis_kelamin':
      return { jenis_kelamin: nilai };
    case 'usia':
      return AGE_FILTERS[nilai] ?? null;
    case 'belum_sidi':
      return { sidi: 'tidak', usia_dari: '17' };
    case 'semua':
      return {};
    default:
      return { [dimensi]: nilai };
  }
}

/** The member list showing exactly the members one count counts; null when the list cannot. */
export function listLink(
  dimensi: string,
  nilai: string,
  kewargaan: string | null,
  status: string,
): string | null {
  const filter = valueFilter(dimensi, nilai);
  if (!filter) return null;
  const params = new URLSearchParams();
  // The status dimension counts every member; the others the chosen status.
  params.set('status', dimensi === 'status' ? (filter.status ?? status) : status);
  if (kewargaan) params.set('kewargaan', kewargaan);
  for (const [name, value] of Object.entries(filter)) if (name !== 'status') params.set(name, value);
  return `/admin-dashboard/jemaat?${params}`;
}
