/** The display name field of the user form and the profile page: the author name the public sees. */
export const DISPLAY_NAME_MAX = 100;
export const DISPLAY_NAME_HINT =
  'Nama penulis yang tampil di situs, mis. Pdt. Yohanes Dwi Santosa (bukan username).';
