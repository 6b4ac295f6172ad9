/** The five congregations, the values of every lokasi field. */
export const LOKASI = [
  'Induk Girimarto',
  'Pepanthan Paseban',
  'Pepanthan Simpar',
  'Pepanthan Sidoharjo',
  'Pepanthan Gemawang',
] as const;

export const LOKASI_OPTIONS = LOKASI.map((lokasi) => ({ id: lokasi, label: lokasi }));
