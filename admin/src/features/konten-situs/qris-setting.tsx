import type { MerchantQris, Pengaturan, QrisDiperiksa } from '@gkj/contract';
import { storedMerchant } from '@gkj/contract/qris';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../components/ui/button.tsx';
import { ErrorLine } from '../../components/ui/field-parts.tsx';
import { ImageIcon } from '../../components/ui/icons.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiRequest, messageOf, toFormData } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { fileProblem, useUploadRules } from '../../lib/upload-rules.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { KONTEN_KEY, QRIS_PERUBAHAN_KEY } from './index.ts';
import { isOtherMerchant, MerchantDetails } from './qris-merchant.tsx';

/** A chosen file the server read as a valid QRIS, waiting for 'Simpan QRIS'. */
interface Checked {
  file: File;
  preview: string;
  merchant: MerchantQris;
}

/**
 * The offering QRIS. A chosen file is first checked by the server (POST /konten-situs/qris/periksa):
 * the admin sees who it pays, or why it was refused, before anything is saved.
 */
export function QrisSetting({ pengaturan }: { pengaturan: Pengaturan | null }) {
  const stored = pengaturan?.gambar_qris ?? null;
  const current = storedMerchant(pengaturan);
  const { rules, accept } = useUploadRules();
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const { progress, upload } = useUpload();

  useEffect(() => () => (checked ? URL.revokeObjectURL(checked.preview) : undefined), [checked]);

  async function check(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const problem = fileProblem(file, rules);
    setChecked(null);
    setRefusal(problem);
    if (problem) return;
    setChecking(true);
    try {
      const { data } = await apiRequest<QrisDiperiksa>('/konten-situs/qris/periksa', {
        method: 'POST',
        form: toFormData({ gambar: file }),
      });
      setChecked({ file, preview: URL.createObjectURL(file), merchant: data });
    } catch (error) {
      setRefusal(messageOf(error, 'Gagal memeriksa gambar QRIS.'));
    } finally {
      setChecking(false);
    }
  }

  async function save(pending: Checked) {
    await upload('/konten-situs/gambar/gambar_qris', toFormData({ gambar: pending.file }), {
      method: 'PUT',
      done: 'Gambar QRIS berhasil disimpan.',
      failed: 'Gagal menyimpan gambar QRIS.',
      after: () => {
        setChecked(null);
        return revalidate(KONTEN_KEY, QRIS_PERUBAHAN_KEY);
      },
    });
  }

  async function remove() {
    const outcome = await removeRecord('/konten-situs/gambar/gambar_qris', {
      confirm: 'Hapus gambar QRIS? Situs tidak lagi menampilkan QRIS persembahan.',
      success: 'Gambar QRIS berhasil dihapus.',
      failure: 'Gagal menghapus gambar QRIS.',
    });
    if (outcome === 'removed') await revalidate(KONTEN_KEY, QRIS_PERUBAHAN_KEY);
  }

  return (
    <section className="card image-setting qris-setting" aria-label="Gambar QRIS">
      <h2 className="card-title">Gambar QRIS</h2>
      <p className="field-description">
        Unggah QRIS statis dari bank atau penyedia QRIS gereja. Kodenya diperiksa lebih dahulu; nama penerima
        dan NMID tampil di situs di bawah kode, agar pemberi dapat mencocokkannya dengan aplikasi banknya.
      </p>
      {checked ? (
        <div className="qris-checked">
          <img className="image-preview" src={checked.preview} alt="QRIS yang dipilih" />
          <p className="qris-verdict" role="status">
            QRIS terbaca dan sah. Periksa penerimanya sebelum menyimpan:
          </p>
          <MerchantDetails merchant={checked.merchant} label="Penerima QRIS yang dipilih" />
          {current && isOtherMerchant(current, checked.merchant) && (
            <p className="qris-change-note">
              Penerima ini berbeda dari QRIS yang tersimpan ({current.nama_merchant} · NMID {current.nmid}).
              Pastikan penggantian ini disengaja: setiap admin akan melihat peringatannya selama 7 hari.
            </p>
          )}
          {progress !== null && <ProgressBar label="Gambar QRIS" value={progress} />}
          <div className="file-row">
            <Button variant="primary" onPress={() => save(checked)} isPending={progress !== null}>
              Simpan QRIS
            </Button>
            <Button variant="ghost" onPress={() => setChecked(null)} isDisabled={progress !== null}>
              Batal
            </Button>
          </div>
        </div>
      ) : (
        <>
          {stored ? (
            <img className="image-preview" src={stored} alt="Gambar QRIS" />
          ) : (
            <div className="image-placeholder">
              <ImageIcon width={32} height={32} />
              <span>Belum ada gambar.</span>
            </div>
          )}
          {stored && current && <MerchantDetails merchant={current} label="Penerima QRIS yang tersimpan" />}
          {stored && !current && (
            <p className="qris-change-note">
              QRIS ini disimpan sebelum ada pemeriksaan, jadi nama penerima dan NMID-nya belum diketahui dan
              tidak tampil di situs. Unggah ulang gambarnya.
            </p>
          )}
          {checking && <Spinner label="Memeriksa QRIS..." />}
          <ErrorLine error={refusal} />
          <div className="file-row">
            <FileTrigger acceptedFileTypes={accept} onSelect={check}>
              <Button variant="secondary" isDisabled={checking}>
                {stored ? 'Ganti Gambar' : 'Unggah Gambar'}
              </Button>
            </FileTrigger>
            {stored && (
              <Button variant="ghost" className="text-danger" onPress={remove} isDisabled={checking}>
                Hapus Gambar
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
