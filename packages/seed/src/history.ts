// The church history on /profile, in periods from 1932 to 2009.

export const HISTORY: { periode: string; judul: string; isi: string[] }[] = [
  {
    periode: '1932–1945',
    judul: 'Benih Injil di Lereng Girimarto',
    isi: [
      'Kabar Injil sampai di Girimarto pada tahun 1932, dibawa oleh seorang guru Injil dari Wonogiri yang berkeliling ke desa-desa di kaki perbukitan. Beberapa keluarga petani mulai berkumpul di pendapa rumah Mbah Karyo Wiryono untuk mendengarkan cerita-cerita Alkitab dan menyanyikan kidung dalam bahasa Jawa.',
      'Pada akhir tahun itu juga lima orang dibaptis, menjadi warga Kristen pertama di Girimarto. Persekutuan kecil ini dilayani dari Wonogiri sebulan sekali; pada Minggu lainnya warga beribadah sendiri dengan membaca Alkitab dan berdoa bersama.',
      'Masa pendudukan Jepang (1942–1945) adalah masa yang berat. Para pekerja zending ditawan dan pertemuan ibadah harus dilakukan diam-diam di rumah-rumah warga. Namun persekutuan tidak bubar: para sesepuh jemaat meneruskan ibadah dan saling menolong dalam kekurangan pangan.',
    ],
  },
  {
    periode: '1946–1965',
    judul: 'Bertumbuh di Masa Kemerdekaan',
    isi: [
      'Setelah kemerdekaan, persekutuan di Girimarto diakui sebagai pepanthan dari GKJ Wonogiri. Pelayanan sakramen dilakukan oleh pendeta GKJ Wonogiri, sedangkan kehidupan jemaat sehari-hari dipimpin oleh para penatua setempat.',
      'Pada tahun 1957 warga membangun gedung gereja pertama di atas tanah pemberian keluarga Wiryono: berangka kayu jati, berdinding gedhèk dan beratap genting. Sekolah Minggu mulai diadakan di serambi gereja, dan kelompok-kelompok persekutuan tumbuh di Paseban dan Simpar.',
      'Jemaat belajar hidup sederhana dan saling memikul beban. Persembahan sering berupa beras, kelapa dan hasil kebun, yang kemudian dijual untuk membiayai pelayanan.',
    ],
  },
  {
    periode: '1966–1985',
    judul: 'Masa Pertumbuhan',
    isi: [
      'Akhir tahun 1960-an membawa pertumbuhan yang pesat. Banyak keluarga meminta dibaptis, dan tempat-tempat kebaktian baru dibuka di Sidoharjo dan Gemawang. Pelayanan kepada anak dan pemuda semakin ditata, dan karawitan mulai mengiringi ibadah berbahasa Jawa.',
      'Pada tahun 1978 gedung gereja induk dibangun kembali dengan dinding tembok dan atap bersusun menyerupai joglo, hasil gotong royong warga selama dua tahun. Kelompok-kelompok di Paseban, Sidoharjo, Gemawang dan Simpar juga mulai mendirikan tempat ibadah sederhana.',
      'Masa ini melahirkan generasi penatua dan diaken yang setia, yang kelak menjadi tulang punggung persiapan kemandirian jemaat.',
    ],
  },
  {
    periode: '1986–1999',
    judul: 'Menuju Kemandirian',
    isi: [
      'Sejak pertengahan 1980-an Majelis mulai mempersiapkan pendewasaan jemaat. Warga dibina untuk menopang pelayanan dengan persembahan sendiri, para penatua dan diaken mengikuti pembinaan dari Klasis, dan administrasi warga ditata ulang.',
      'Pada tahun 1997 jemaat memanggil seorang calon pendeta untuk menjalani masa vikariat. Di tahun-tahun yang sulit karena krisis ekonomi 1998, warga justru semakin bersatu: lumbung diakonia dibuka untuk keluarga yang kekurangan, dan pembangunan gedung pepanthan tetap berjalan.',
      'Menjelang akhir dasawarsa, kelima tempat ibadah telah memiliki gedung sendiri, dan jemaat dinyatakan siap untuk berdiri sebagai gereja dewasa.',
    ],
  },
  {
    periode: '2000',
    judul: 'Didewasakan',
    isi: [
      'Pada 26 Mei 2000 GKJ Girimarto resmi didewasakan dalam ibadah syukur yang dipimpin oleh utusan Klasis dan dihadiri gereja-gereja tetangga. Saat itu jemaat beranggotakan 646 warga yang tersebar di lima gereja: Induk Girimarto dan empat pepanthan, yaitu Paseban, Sidoharjo, Gemawang dan Simpar.',
      'Dalam ibadah yang sama, Pdt. Yohanes Dwi Santosa ditahbiskan sebagai pendeta pertama GKJ Girimarto. Warga merayakannya dengan kirab hasil bumi dan kenduri bersama, sebagai ungkapan syukur atas penyertaan Tuhan selama 68 tahun.',
    ],
  },
  {
    periode: '2001–2009',
    judul: 'Bertumbuh sebagai Gereja Dewasa',
    isi: [
      'Tahun-tahun pertama sebagai gereja dewasa diisi dengan penataan pelayanan. Komisi-komisi dibentuk, katekisasi diselenggarakan setiap tahun, dan ibadah berbahasa Indonesia dibuka pada Minggu siang bagi kaum muda dan warga pendatang.',
      'Ketika gempa bumi melanda Yogyakarta dan Klaten pada Mei 2006, warga GKJ Girimarto mengumpulkan beras, tikar dan tenaga relawan untuk jemaat-jemaat yang terdampak. Pengalaman itu meneguhkan pelayanan diakonia sebagai bagian dari jati diri jemaat.',
      'Pada tahun 2009 gedung Pepanthan Gemawang diperluas dan pastori di samping gereja induk selesai dibangun. Dengan lima tempat ibadah yang hidup, GKJ Girimarto melangkah ke dasawarsa berikutnya dengan ucapan syukur.',
    ],
  },
];
