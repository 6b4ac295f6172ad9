import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLine } from '../../components/ui/field-parts.tsx';
import { UploadIcon } from '../../components/ui/icons.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { messageOf, uploadWithProgress } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { fileProblem, type UploadRules, useUploadRules } from '../../lib/upload-rules.ts';

interface Pending {
  key: string;
  file: File;
  progress: number;
  /** 'rejected': refused before sending (type, size); 'failed': the upload was refused or broke. */
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'rejected';
  error?: string;
}

const PARALLEL_UPLOADS = 2;

// Files chosen on a new activity's page, handed over to its edit page once it is saved (the two
// are different routes, so the uploader mounts afresh there).
let chosenBeforeSave: File[] = [];
let handedOver: { kegiatanId: number; files: File[] } | null = null;

/** Called when a new activity was saved: its edit page starts with the files already chosen. */
export function carryChosenImages(kegiatanId: number): void {
  handedOver = chosenBeforeSave.length ? { kegiatanId, files: chosenBeforeSave } : null;
  chosenBeforeSave = [];
}

/** A chosen file, waiting to be sent, or refused at once with the reason the server would give. */
function pending(file: File, index: number, rules?: UploadRules): Pending {
  const problem = fileProblem(file, rules);
  return {
    key: `${Date.now()}-${index}-${file.name}`,
    file,
    progress: 0,
    state: problem ? 'rejected' : 'waiting',
    error: problem ?? undefined,
  };
}

function takeHandedOver(kegiatanId: number | null): Pending[] {
  if (!handedOver || handedOver.kegiatanId !== kegiatanId) return [];
  const files = handedOver.files.map((file, index) => pending(file, index));
  handedOver = null;
  return files;
}

const isSettled = (item: Pending) => item.state === 'failed' || item.state === 'rejected';

/**
 * Uploads activity photos, one request per file so each shows its own progress. Files can be
 * chosen before the activity is saved; sending them waits until it has an id.
 */
export function ImageUploader({ kegiatanId }: { kegiatanId: number | null }) {
  const [files, setFiles] = useState<Pending[]>(() => takeHandedOver(kegiatanId));
  const [busy, setBusy] = useState(false);
  const { rules, accept } = useUploadRules();

  useEffect(() => {
    if (kegiatanId !== null) return;
    chosenBeforeSave = files.filter((item) => item.state === 'waiting').map((item) => item.file);
  }, [files, kegiatanId]);
  useEffect(
    () => () => {
      if (kegiatanId === null) chosenBeforeSave = [];
    },
    [kegiatanId],
  );

  const patch = (key: string, change: Partial<Pending>) =>
    setFiles((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function choose(list: FileList | null) {
    const chosen = [...(list ?? [])].map((file, index) => pending(file, index, rules));
    setFiles((current) => [...current.filter((item) => item.state !== 'done'), ...chosen]);
  }

  async function uploadOne(item: Pending, id: number) {
    patch(item.key, { state: 'uploading', progress: 0, error: undefined });
    const body = new FormData();
    body.append('id_kegiatan_gereja', String(id));
    body.append('gambar', item.file);
    try {
      await uploadWithProgress('/gambar-kegiatan', body, (progress) => patch(item.key, { progress }));
      patch(item.key, { state: 'done', progress: 100 });
      return true;
    } catch (error) {
      patch(item.key, { state: 'failed', error: messageOf(error, 'Gagal mengupload gambar.') });
      return false;
    }
  }

  async function upload() {
    // A file that failed or was refused stays listed with its reason and is not sent again.
    const queue = files.filter((item) => item.state === 'waiting');
    if (queue.length === 0) {
      notify.error('Pilih setidaknya satu gambar.');
      return;
    }
    if (!kegiatanId) {
      notify.error('Simpan data kegiatan terlebih dahulu.');
      return;
    }
    setBusy(true);
    let failed = 0;
    const workers = Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (!(await uploadOne(next, kegiatanId))) failed += 1;
      }
    });
    await Promise.all(workers);
    setBusy(false);
    await revalidate(`/gambar-kegiatan/by-kegiatan/${kegiatanId}`, '/kegiatan-dengan-thumbnail');
    if (failed > 0) notify.error('Gagal mengupload gambar.');
    else notify.success('Gambar berhasil diunggah.');
  }

  return (
    <section className="card upload-card" aria-labelledby="upload-title">
      <h2 id="upload-title" className="card-title">
        Unggah Gambar Kegiatan
      </h2>
      <p className="form-section-description">
        {kegiatanId
          ? 'Pilih satu atau beberapa gambar, lalu tekan Unggah.'
          : 'Simpan data kegiatan terlebih dahulu; gambar yang sudah dipilih tetap menunggu.'}
      </p>
      <div className="file-row">
        <FileTrigger acceptedFileTypes={accept} allowsMultiple onSelect={choose}>
          <Button variant="secondary" isDisabled={busy}>
            Pilih Gambar
          </Button>
        </FileTrigger>
        <Button variant="primary" onPress={upload} isPending={busy}>
          <UploadIcon />
          Unggah
        </Button>
      </div>
      {files.length > 0 && (
        <ul className="upload-list">
          {files.map((item) => (
            <li key={item.key} className="upload-item" data-failed={isSettled(item) || undefined}>
              {isSettled(item) ? (
                // The reason instead of a bar: a bar at 100% would say the file arrived.
                <>
                  <span className="upload-name">{item.file.name}</span>
                  <ErrorLine error={item.error} />
                </>
              ) : (
                <ProgressBar
                  label={item.file.name}
                  value={item.progress}
                  tone={item.state === 'done' ? 'done' : undefined}
                />
              )}
              {(item.state === 'waiting' || isSettled(item)) && !busy && (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => setFiles((current) => current.filter((other) => other.key !== item.key))}
                >
                  {item.state === 'waiting' ? 'Batal' : 'Hapus dari daftar'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
