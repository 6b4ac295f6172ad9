import type { Enrolment } from '@gkj/contract';

/**
 * The QR code an authenticator app scans, and the same secret as text for a phone that cannot scan
 * (or the app on the same phone as the dashboard). The SVG is drawn by our API, shown as an image.
 */
export function EnrolmentPanel({ enrolment }: { enrolment: Enrolment }) {
  const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`;
  return (
    <div className="enrolment">
      <ol className="enrolment-steps">
        <li>
          Pasang aplikasi autentikator di ponsel (Google Authenticator, Microsoft Authenticator, Aegis, 2FAS,
          atau sejenisnya).
        </li>
        <li>Di aplikasi itu, pilih tambah akun lalu pindai kode QR ini.</li>
        <li>Ketik kode 6 angka yang tampil di aplikasi.</li>
      </ol>
      <img
        className="enrolment-qr"
        src={qr}
        width={200}
        height={200}
        alt="Kode QR untuk aplikasi autentikator"
      />
      <p className="field-description">
        Aplikasinya di perangkat ini? <a href={enrolment.uri}>Buka di aplikasi autentikator</a>.
      </p>
      <p className="field-description">
        Tidak dapat memindai? Ketik kunci ini di aplikasi:{' '}
        <code className="enrolment-key" data-testid="kunci-autentikator">
          {enrolment.kunci}
        </code>
      </p>
    </div>
  );
}
