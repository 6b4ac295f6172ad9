/** The display name field of the user form and the profile page: the author name the public sees. */
export const DISPLAY_NAME_MAX = 100;
export const DISPLAY_NAME_HINT =
  'Ditampilkan di situs sebagai nama penulis artikel, mis. Pdt. Yohanes Dwi Santosa. Jangan gunakan username.';
