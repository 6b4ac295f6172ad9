import { type FormEvent, useState } from 'react';
import { ImageField } from '../../components/ui/image-field.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { UploadSubmit } from '../../components/ui/upload-submit.tsx';
import { toFormData } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { KONTEN_KEY } from '../konten-situs/index.ts';

export function GaleriAddForm({ lokasi }: { lokasi: string }) {
  const [nama, setNama] = useState('');
  const [kegiatan, setKegiatan] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUpload();
  const [formKey, setFormKey] = useState(0);

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!nama.trim() || !kegiatan.trim() || !file) {
      notify.error('Mohon lengkapi semua field.');
      return;
    }
    await upload(
      '/galeri-gereja',
      toFormData({ lokasi, nama: nama.trim(), kegiatan: kegiatan.trim(), gambar: file }),
      {
        done: 'Foto galeri berhasil ditambahkan.',
        failed: 'Gagal menambahkan foto galeri.',
        after: () => {
          setNama('');
          setKegiatan('');
          setFile(null);
          setFormKey((key) => key + 1);
          return revalidate(KONTEN_KEY);
        },
      },
    );
  }

  return (
    <form key={formKey} className="card form" noValidate onSubmit={add} aria-label={`Tambah foto ${lokasi}`}>
      <h2 className="card-title">Tambah Foto</h2>
      <div className="form-grid">
        <TextInput label="Nama Foto" value={nama} onChange={setNama} isRequired />
        <TextInput label="Kegiatan" value={kegiatan} onChange={setKegiatan} isRequired />
        <ImageField label="Foto" file={file} onFile={setFile} />
      </div>
      <UploadSubmit progress={progress} file={file} fallbackName="Foto">
        Tambah Foto
      </UploadSubmit>
    </form>
  );
}
