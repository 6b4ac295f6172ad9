// What other features may use of the site content screen: the cached read of all site content.

/** The SWR key (and API path) of GET /konten-situs, revalidated after every content write. */
export const KONTEN_KEY = '/konten-situs';

/** GET /konten-situs/qris/perubahan (admin): the latest change of the QRIS merchant within 7 days. */
export const QRIS_PERUBAHAN_KEY = '/konten-situs/qris/perubahan';
