import { useTitle } from '../../lib/use-title.ts';

export function NotFoundPage() {
  useTitle('Halaman tidak ditemukan');
  return (
    <section className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-text">Halaman yang Anda cari tidak ditemukan.</h1>
      {/* A full page load: the home page belongs to the public site, not to this app. */}
      <a className="btn btn-primary" href="/">
        Kembali ke Beranda
      </a>
    </section>
  );
}
