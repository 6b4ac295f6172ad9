// Name material for the member register: Javanese names, often after a baptismal name.

export const BAPTISMAL_MALE = [
  'Yohanes',
  'Paulus',
  'Petrus',
  'Yakobus',
  'Andreas',
  'Markus',
  'Lukas',
  'Stefanus',
  'Timotius',
  'Daniel',
  'Yosef',
  'Samuel',
  'Filipus',
  'Matius',
  'Thomas',
  'Agustinus',
];
export const BAPTISMAL_FEMALE = [
  'Maria',
  'Martha',
  'Ruth',
  'Debora',
  'Elisabeth',
  'Magdalena',
  'Ester',
  'Lidia',
  'Priskila',
  'Sara',
  'Hana',
  'Rebeka',
  'Yohana',
  'Theresia',
  'Veronika',
  'Susana',
];
export const JAVANESE_MALE = [
  'Sukardi',
  'Suparno',
  'Sutrisno',
  'Sugiyanto',
  'Wiyono',
  'Marsudi',
  'Sukiman',
  'Parjono',
  'Suwarno',
  'Sumadi',
  'Wagiman',
  'Tukiman',
  'Joko Santoso',
  'Bambang Wahyudi',
  'Agus Setiawan',
  'Heru Prasetyo',
  'Budi Hartono',
  'Slamet Riyadi',
  'Sri Mulyono',
  'Eko Purwanto',
  'Dwi Haryanto',
  'Teguh Raharjo',
  'Yuli Kristanto',
  'Wahyu Nugroho',
  'Sigit Purnomo',
  'Hadi Saputro',
];
export const JAVANESE_FEMALE = [
  'Sri Lestari',
  'Sri Wahyuni',
  'Sulastri',
  'Suwarni',
  'Sumiyati',
  'Tukinem',
  'Painem',
  'Endang Susilowati',
  'Retno Wulandari',
  'Tri Handayani',
  'Sih Rahayu',
  'Dwi Astuti',
  'Wahyu Kristiani',
  'Ning Widayati',
  'Yuni Setyowati',
  'Puji Rahayu',
  'Rini Hastuti',
  'Siti Mardiyah',
  'Kartini',
  'Warsini',
  'Ngatini',
  'Suprihatin',
];
// Younger members carry modern two-part names: a first name and a second name combined.
export const YOUNG_MALE: [string[], string[]] = [
  ['Yosua', 'Kevin', 'Natanael', 'Gilang', 'Rafael', 'Yehezkiel', 'Bagas', 'Krisna', 'Elia', 'Yonatan'],
  [
    'Bima Saputra',
    'Adi Pratama',
    'Eko Wibowo',
    'Kristian',
    'Dimas',
    'Arya',
    'Setiadi',
    'Aditya',
    'Wisnu Aji',
    'Nugraha',
  ],
];
export const YOUNG_FEMALE: [string[], string[]] = [
  ['Kezia', 'Grace', 'Angelina', 'Febriana', 'Yemima', 'Christina', 'Dewi', 'Clara', 'Priska', 'Gabriela'],
  [
    'Putri Rahayu',
    'Ayu Lestari',
    'Kristanti',
    'Sekar',
    'Wulan',
    'Kartikasari',
    'Anggraini',
    'Maharani',
    'Laras',
    'Tyas',
  ],
];

/** Dusun of each congregation's area, for member addresses. */
export const AREAS: Record<string, { dusun: string[]; desa: string }> = {
  'GKJ Girimarto': { dusun: ['Krajan', 'Ngelo', 'Gondang', 'Pandean', 'Tegalrejo'], desa: 'Girimarto' },
  'GKJ Girimarto Pepanthan Paseban': { dusun: ['Paseban', 'Kedunggudel', 'Ngasinan'], desa: 'Sanan' },
  'GKJ Girimarto Pepanthan Sidoharjo': { dusun: ['Sidoharjo', 'Jetis', 'Nglaban'], desa: 'Selorejo' },
  'GKJ Girimarto Pepanthan Gemawang': { dusun: ['Gemawang', 'Sumberejo', 'Karangasem'], desa: 'Jatirejo' },
  'GKJ Girimarto Pepanthan Simpar': { dusun: ['Simpar', 'Ngrendeng', 'Watugajah'], desa: 'Tambakmerang' },
};

/** The congregation of each household in turn: the Induk is the largest of the five churches. */
export const KEWARGAAN_CYCLE = [
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Paseban',
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Sidoharjo',
  'GKJ Girimarto Pepanthan Gemawang',
  'GKJ Girimarto',
  'GKJ Girimarto Pepanthan Simpar',
];

/** Who served the sacraments when: pastors of the mother church before 26 May 2000, then our own. */
export function officiantAt(date: string): string {
  if (date < '1966-01-01') return 'Pdt. R. Soemardi';
  if (date < '1986-01-01') return 'Pdt. Andreas Siswadi';
  if (date < '2000-05-26') return 'Pdt. Paulus Hadi Suwarno';
  return 'Pdt. Yohanes Dwi Santosa';
}

/** Where a sacrament was registered: the mother church before the church was made mature. */
export function churchAt(date: string, kewargaan: string): string {
  return date < '2000-05-26' ? 'GKJ Wonogiri' : kewargaan;
}
