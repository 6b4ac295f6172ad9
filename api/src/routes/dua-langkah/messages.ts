export const WRONG_CODE_MESSAGE = 'Kode verifikasi salah atau sudah dipakai.';
export const ENROL_CODE_MESSAGE =
  'Kode tidak cocok. Pastikan jam ponsel tepat, lalu ketik kode yang sedang tampil di aplikasi.';
export const CHALLENGE_EXPIRED_MESSAGE =
  'Langkah masuk sudah kedaluwarsa. Masuk lagi dengan username dan password.';
export const ALREADY_ON_MESSAGE = 'Verifikasi dua langkah sudah aktif.';
export const NOT_ON_MESSAGE = 'Verifikasi dua langkah belum aktif.';
export const NO_ENROLMENT_MESSAGE = 'Pemasangan belum dimulai: pindai kode QR yang baru terlebih dahulu.';
export const REQUIRED_FOR_ROLE_MESSAGE =
  'Peran Anda wajib memakai verifikasi dua langkah, jadi tidak dapat dimatikan. Admin dapat meresetnya bila ponsel hilang.';
export const WRONG_PASSWORD_MESSAGE = 'Password salah.';
