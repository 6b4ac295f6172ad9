import { Button } from '../ui/button.tsx';
import { notify } from '../ui/toast.tsx';

function download(codes: string[], username: string) {
  const text = [
    `Kode cadangan verifikasi dua langkah GKJ Girimarto untuk ${username}`,
    'Setiap kode hanya berlaku sekali. Simpan di tempat aman.',
    '',
    ...codes,
    '',
  ].join('\n');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  link.download = `kode-cadangan-${username}.txt`;
  link.click();
  URL.revokeObjectURL(link.href);
}

async function copy(codes: string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    notify.success('Kode cadangan disalin.');
  } catch {
    notify.error('Tidak dapat menyalin; unduh atau catat kodenya.');
  }
}

/** The recovery codes, shown once: for signing in when the phone is lost. */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  return (
    <section className="recovery-codes" aria-labelledby="recovery-title">
      <h3 id="recovery-title" className="card-title">
        Kode Cadangan
      </h3>
      <p className="field-description">
        Simpan kode ini di tempat aman (dicetak atau di pengelola password). Bila ponsel hilang, satu kode
        dapat dipakai sekali untuk masuk. Kode ini tidak akan ditampilkan lagi.
      </p>
      <ul className="recovery-list" data-testid="kode-cadangan">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="form-actions-inline">
        <Button variant="secondary" size="sm" onPress={() => void copy(codes)}>
          Salin
        </Button>
        <Button variant="secondary" size="sm" onPress={() => download(codes, username)}>
          Unduh (.txt)
        </Button>
      </div>
    </section>
  );
}
