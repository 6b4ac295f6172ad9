import type { SettingImage as PengaturanImage } from '@gkj/contract';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { ImageIcon } from '../../components/ui/icons.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { notify } from '../../components/ui/toast.tsx';
import { toFormData } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { fileProblem, useUploadRules } from '../../lib/upload-rules.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { KONTEN_KEY } from './index.ts';

export interface ImageSettingProps {
  kolom: PengaturanImage;
  label: string;
  stored: string | null;
  description?: string;
}

/** One image of the site settings: replaced as soon as a file is chosen, with upload progress. */
export function ImageSetting({ kolom, label, stored, description }: ImageSettingProps) {
  const { progress, upload: send } = useUpload();
  const { rules, accept } = useUploadRules();

  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const problem = fileProblem(file, rules);
    if (problem) {
      notify.error(problem);
      return;
    }
    await send(`/konten-situs/gambar/${kolom}`, toFormData({ gambar: file }), {
      method: 'PUT',
      done: `${label} berhasil diperbarui.`,
      failed: `Gagal mengunggah ${label.toLowerCase()}.`,
      after: () => revalidate(KONTEN_KEY),
    });
  }

  async function remove() {
    const outcome = await removeRecord(`/konten-situs/gambar/${kolom}`, {
      confirm: `Hapus ${label.toLowerCase()}?`,
      success: `${label} berhasil dihapus.`,
      failure: `Gagal menghapus ${label.toLowerCase()}.`,
    });
    if (outcome === 'removed') await revalidate(KONTEN_KEY);
  }

  return (
    <section className="card image-setting" aria-label={label}>
      <h2 className="card-title">{label}</h2>
      {stored ? (
        <img className="image-preview" src={stored} alt={label} />
      ) : (
        <div className="image-placeholder">
          <ImageIcon width={32} height={32} />
          <span>Belum ada gambar.</span>
        </div>
      )}
      {description && <p className="field-description">{description}</p>}
      {progress !== null && <ProgressBar label={label} value={progress} />}
      <div className="file-row">
        <FileTrigger acceptedFileTypes={accept} onSelect={upload}>
          <Button variant="secondary" isDisabled={progress !== null}>
            {stored ? 'Ganti Gambar' : 'Unggah Gambar'}
          </Button>
        </FileTrigger>
        {stored && (
          <Button variant="ghost" className="text-danger" onPress={remove} isDisabled={progress !== null}>
            Hapus Gambar
          </Button>
        )}
      </div>
    </section>
  );
}
