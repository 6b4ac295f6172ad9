import type { Slide } from '@gkj/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { removeRecord } from '../../components/ui/remove-record.ts';
import { StoredImage } from '../../components/ui/stored-image.tsx';
import { TextInput } from '../../components/ui/text-field.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { UploadSubmit } from '../../components/ui/upload-submit.tsx';
import { apiRequest, messageOf, toFormData } from '../../lib/api.ts';
import { revalidate } from '../../lib/revalidate.ts';
import { useUpload } from '../../lib/use-upload.ts';
import { KONTEN_KEY } from './index.ts';

interface SlideCardProps {
  slide: Slide;
  /** Moves the slide one place up (-1) or down (1); absent at that end of the list. */
  onMove: (by: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
}

function SlideCard({ slide, onMove, isFirst, isLast }: SlideCardProps) {
  const [judul, setJudul] = useState(slide.judul);
  const [keterangan, setKeterangan] = useState(slide.keterangan ?? '');
  const [saving, setSaving] = useState(false);
  // The version this card was loaded at, then the one its own save answered: a save after someone
  // else's answers 409 (a changed caption from elsewhere remounts the card with the new version).
  const [version, setVersion] = useState(slide.updated_at);
  const changed = judul !== slide.judul || keterangan !== (slide.keterangan ?? '');

  async function save() {
    if (!judul.trim()) {
      notify.error('Judul slide wajib diisi.');
      return;
    }
    setSaving(true);
    try {
      const answer = await apiRequest<{ data: Slide }>(`/konten-situs/slides/${slide.id_slide}`, {
        method: 'PUT',
        json: { judul: judul.trim(), keterangan: keterangan.trim() || null, updated_at: version },
      });
      setVersion(answer.data.updated_at);
      notify.success('Slide berhasil disimpan.');
      await revalidate(KONTEN_KEY);
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menyimpan slide.'));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    const outcome = await removeRecord(`/konten-situs/slides/${slide.id_slide}`, {
      confirm: `Hapus slide "${slide.judul}"?`,
      success: 'Slide berhasil dihapus.',
      failure: 'Gagal menghapus slide.',
    });
    if (outcome === 'removed') await revalidate(KONTEN_KEY);
  }

  return (
    <li className="slide-card">
      <StoredImage image={slide} alt={slide.judul} sizes="(max-width: 767px) 100vw, 320px" />
      <div className="slide-fields">
        <TextInput label="Judul" value={judul} onChange={setJudul} isRequired />
        <TextInput label="Keterangan" value={keterangan} onChange={setKeterangan} />
        <div className="file-row">
          <Button size="sm" variant="primary" onPress={save} isPending={saving} isDisabled={!changed}>
            Simpan Slide
          </Button>
          <Button size="sm" variant="ghost" isDisabled={isFirst} onPress={() => onMove(-1)}>
            Naikkan
          </Button>
          <Button size="sm" variant="ghost" isDisabled={isLast} onPress={() => onMove(1)}>
            Turunkan
          </Button>
          <Button size="sm" variant="ghost" className="text-danger" onPress={remove}>
            Hapus
          </Button>
        </div>
      </div>
    </li>
  );
}

/** The home carousel: each slide's caption and image; a new slide is uploaded with progress. */
export function SlidesManager({ slides }: { slides: Slide[] }) {
  const [judul, setJudul] = useState('');
  const [keterangan, setKeterangan] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { progress, upload } = useUpload();

  async function move(index: number, by: -1 | 1) {
    const ids = slides.map((slide) => slide.id_slide);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    try {
      await apiRequest('/konten-situs/slides-urutan', { method: 'PUT', json: { ids } });
      notify.success('Urutan slide berhasil disimpan.');
      await revalidate(KONTEN_KEY);
    } catch (error) {
      notify.error(messageOf(error, 'Gagal menyimpan urutan slide.'));
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!judul.trim() || !file) {
      notify.error('Mohon lengkapi judul dan gambar slide.');
      return;
    }
    await upload(
      '/konten-situs/slides',
      toFormData({ judul: judul.trim(), keterangan: keterangan.trim(), gambar: file }),
      {
        done: 'Slide berhasil ditambahkan.',
        failed: 'Gagal menambahkan slide.',
        after: () => {
          setJudul('');
          setKeterangan('');
          setFile(null);
          return revalidate(KONTEN_KEY);
        },
      },
    );
  }

  return (
    <section className="card" aria-labelledby="slides-title">
      <h2 id="slides-title" className="card-title">
        Carousel Beranda
      </h2>
      <ul className="slide-list">
        {slides.map((slide, index) => (
          <SlideCard
            key={`${slide.id_slide}-${slide.judul}-${slide.keterangan}`}
            slide={slide}
            onMove={(by) => move(index, by)}
            isFirst={index === 0}
            isLast={index === slides.length - 1}
          />
        ))}
      </ul>
      <form className="form slide-add" noValidate onSubmit={add}>
        <h3 className="card-title">Tambah Slide</h3>
        <div className="form-grid">
          <TextInput label="Judul" value={judul} onChange={setJudul} isRequired />
          <TextInput label="Keterangan" value={keterangan} onChange={setKeterangan} />
          <ImageField label="Gambar" file={file} onFile={setFile} />
        </div>
        <UploadSubmit progress={progress} file={file} fallbackName="Slide">
          Tambah Slide
        </UploadSubmit>
      </form>
    </section>
  );
}
