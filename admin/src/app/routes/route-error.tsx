import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './not-found.tsx';

/** A route that failed to render or to download (an old tab after a new release). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="not-found" role="alert">
      <h1 className="not-found-text">Terjadi kesalahan saat membuka halaman ini.</h1>
      <p>Periksa koneksi internet Anda, lalu muat ulang halaman.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Muat Ulang
      </button>
    </section>
  );
}
