// The church's identity and page texts (pengaturan_situs), written as the church would present itself.

export const PASTOR = {
  title: 'Pdt. Yohanes Dwi Santosa, S.Si.Teol.',
  /** The name as it stands in the member register, without title and degree. */
  name: 'Yohanes Dwi Santosa',
  shortTitle: 'Pdt. Yohanes Dwi Santosa',
};

export const SITE_TEXTS = {
  nama_gereja: 'GKJ Girimarto',
  alamat: 'Jl. Raya Girimarto No. 17, Girimarto, Wonogiri, Jawa Tengah 57683',
  telepon: '(0273) 5312047',
  email_1: 'sekretariat@gkjgirimarto.or.id',
  email_2: 'majelis@gkjgirimarto.or.id',
  judul_sambutan: 'Sugeng Rawuh di GKJ Girimarto',
  teks_sambutan:
    'Selamat datang di rumah Tuhan. Kami adalah persekutuan jemaat Kristen Jawa di Girimarto, Wonogiri, yang beribadah di gereja induk dan empat pepanthan. Mari bertumbuh bersama dalam iman, pengharapan dan kasih.',
  tentang_singkat: [
    'GKJ Girimarto adalah gereja Kristen Jawa yang tumbuh di lereng perbukitan Girimarto, Wonogiri, sejak benih Injil ditaburkan pada tahun 1932. Pada 26 Mei 2000 jemaat ini didewasakan dan kini melayani warga di gereja induk serta empat pepanthan: Paseban, Sidoharjo, Gemawang dan Simpar.',
    'Ibadah diselenggarakan dalam bahasa Jawa dan bahasa Indonesia, diiringi karawitan maupun musik gerejawi, dengan Sekolah Minggu di setiap tempat ibadah.',
  ].join('\n\n'),
  profil_gereja: [
    'GKJ Girimarto adalah bagian dari persekutuan Gereja-gereja Kristen Jawa dan Klasis Wonogiri. Jemaat kami sebagian besar adalah petani, pedagang, guru dan perantau yang tetap pulang ke desa; mereka tinggal tersebar di dusun-dusun di antara sawah dan perbukitan kapur.',
    'Pelayanan gereja dijalankan oleh Majelis Gereja yang terdiri atas pendeta, penatua dan diaken, dibantu komisi-komisi: Komisi Anak, Komisi Remaja-Pemuda, Komisi Dewasa, Komisi Adiyuswa dan Komisi Karawitan. Setiap pepanthan memiliki majelis wilayah yang mendampingi warga dari dekat.',
    'Kami rindu menjadi gereja yang berakar pada budaya Jawa dan terbuka bagi siapa saja: tempat orang belajar firman, saling menopang dalam suka dan duka, serta ikut membangun desa bersama tetangga dari berbagai keyakinan.',
  ].join('\n\n'),
  nama_bank: 'BRI',
  nomor_rekening: '0079-01-001234-53-1',
  atas_nama_rekening: 'GKJ Girimarto',
  visi: 'Menjadi jemaat yang bertumbuh dalam iman, hidup dalam kasih, dan menjadi berkat bagi sesama di bumi Girimarto.',
  misi: [
    'Menyelenggarakan ibadah yang hidup dan bermakna dalam bahasa Jawa dan bahasa Indonesia.',
    'Membina warga gereja dari anak sampai adiyuswa agar makin dewasa dalam iman.',
    'Mewujudkan kepedulian kepada yang lemah melalui pelayanan diakonia.',
    'Memelihara persekutuan antara gereja induk dan keempat pepanthan.',
    'Menjaga keutuhan ciptaan dan bekerja sama dengan masyarakat sekitar.',
    'Mengelola harta dan talenta gereja secara jujur, terbuka dan bertanggung jawab.',
  ].join('\n'),
  nama_pendeta: PASTOR.title,
  profil_pendeta: [
    'Pdt. Yohanes Dwi Santosa lahir di Wonogiri dan dibesarkan di tengah keluarga petani di Girimarto. Ia menempuh pendidikan teologi di Fakultas Teologi Universitas Kristen Duta Wacana, Yogyakarta, lalu menjalani masa vikariat di jemaat ini sejak tahun 1997.',
    'Ia ditahbiskan sebagai pendeta pertama GKJ Girimarto dalam ibadah pendewasaan jemaat pada 26 Mei 2000. Sejak itu ia melayani gereja induk dan keempat pepanthan, dengan perhatian khusus pada pembinaan warga, pendampingan keluarga dan pelestarian karawitan dalam ibadah.',
    'Bersama istrinya, Ibu Maria Endah Lestari, dan kedua anak mereka, ia tinggal di pastori di samping gedung gereja induk. Di sela pelayanan ia gemar berkebun dan menulis renungan untuk warta jemaat.',
  ].join('\n\n'),
};
