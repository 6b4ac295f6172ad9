import type { Enrolment } from '@gkj/contract';
import { useStore } from '@nanostores/react';
import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { PasswordConfirmDialog } from '../../components/account/password-confirm-dialog.tsx';
import { CodeField, useCodeField } from '../../components/two-factor/code-field.tsx';
import { EnrolmentPanel } from '../../components/two-factor/enrolment-panel.tsx';
import { RecoveryCodes } from '../../components/two-factor/recovery-codes.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { notify } from '../../components/ui/toast.tsx';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { formatStamp } from '../../lib/format.ts';
import { $session } from '../../lib/session.ts';

interface Status {
  aktif: boolean;
  aktif_sejak: string | null;
  wajib: boolean;
  sisa_kode_cadangan: number;
}

interface CodesAnswer {
  message: string;
  kode_cadangan: string[];
}

const KEY = '/profile/2fa';

/**
 * 'Verifikasi Dua Langkah' on the profile: enrol an authenticator app (QR code, first code), see the
 * recovery codes once, renew them or turn the factor off with the password (unless the role must use it).
 */
export function TwoFactorSection() {
  const username = useStore($session)?.username ?? '';
  const { data, error, mutate } = useSWR<Status>(KEY);
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const field = useCodeField();
  const [pending, setPending] = useState(false);
  const [codes, setCodes] = useState<string[]>();
  const [dialog, setDialog] = useState<'off' | 'codes'>();

  async function start() {
    setPending(true);
    try {
      setEnrolment(await apiRequest<Enrolment>(`${KEY}/mulai`, { method: 'POST' }));
      field.reset();
    } catch (problem) {
      notify.error(messageOf(problem, 'Gagal memulai pemasangan.'));
    } finally {
      setPending(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!field.check()) return;
    setPending(true);
    try {
      const answer = await apiRequest<CodesAnswer>(`${KEY}/aktifkan`, {
        method: 'POST',
        json: { kode: field.code },
      });
      setEnrolment(undefined);
      setCodes(answer.kode_cadangan);
      notify.success(answer.message);
      void mutate();
    } catch (problem) {
      field.setError(messageOf(problem, 'Gagal mengaktifkan verifikasi dua langkah.'));
    } finally {
      setPending(false);
    }
  }

  async function renewCodes(password: string) {
    const answer = await apiRequest<CodesAnswer>(`${KEY}/kode-cadangan`, {
      method: 'POST',
      json: { password },
    });
    setCodes(answer.kode_cadangan);
    notify.success(answer.message);
    void mutate();
  }

  async function turnOff(password: string) {
    const answer = await apiRequest<{ message: string }>(`${KEY}/nonaktifkan`, {
      method: 'POST',
      json: { password },
    });
    setCodes(undefined);
    notify.success(answer.message);
    void mutate();
  }

  return (
    <Card
      titleId="two-factor-title"
      title="Verifikasi Dua Langkah"
      action={
        data && (
          <span className={`badge${data.aktif ? ' badge-success' : ''}`}>
            {data.aktif ? 'Aktif' : 'Belum aktif'}
          </span>
        )
      }
    >
      <p className="field-description">
        Selain password, masuk memerlukan kode dari aplikasi autentikator di ponsel Anda, sehingga password
        yang bocor saja tidak cukup untuk membuka data jemaat.
      </p>
      {error ? (
        <p className="field-description" role="alert">
          Gagal memuat status verifikasi dua langkah.
        </p>
      ) : !data ? (
        <p className="field-description">Memuat status...</p>
      ) : codes ? (
        <>
          <RecoveryCodes codes={codes} username={username} />
          <div className="form-actions-inline">
            <Button variant="primary" onPress={() => setCodes(undefined)}>
              Selesai
            </Button>
          </div>
        </>
      ) : enrolment ? (
        <form className="two-factor-form" noValidate onSubmit={confirm}>
          <EnrolmentPanel enrolment={enrolment} />
          <CodeField {...field.input} digitsOnly />
          <div className="form-actions-inline">
            <Button variant="secondary" onPress={() => setEnrolment(undefined)}>
              Batal
            </Button>
            <Button type="submit" variant="primary" isPending={pending}>
              Aktifkan
            </Button>
          </div>
        </form>
      ) : data.aktif ? (
        <>
          <p>
            Aktif sejak {data.aktif_sejak ? formatStamp(data.aktif_sejak) : '-'}. Sisa kode cadangan:{' '}
            <strong>{data.sisa_kode_cadangan}</strong>.{data.wajib && ' Peran Anda wajib memakainya.'}
          </p>
          <div className="form-actions-inline">
            <Button variant="secondary" onPress={() => setDialog('codes')}>
              Buat Kode Cadangan Baru
            </Button>
            {!data.wajib && (
              <Button variant="danger" onPress={() => setDialog('off')}>
                Matikan
              </Button>
            )}
          </div>
        </>
      ) : (
        <div className="form-actions-inline">
          <Button variant="primary" onPress={() => void start()} isPending={pending}>
            Aktifkan Verifikasi Dua Langkah
          </Button>
        </div>
      )}
      <PasswordConfirmDialog
        title={dialog === 'off' ? 'Matikan Verifikasi Dua Langkah' : 'Buat Kode Cadangan Baru'}
        text={
          dialog === 'off'
            ? 'Setelah dimatikan, password saja cukup untuk masuk. Ketik password Anda untuk melanjutkan.'
            : 'Kode cadangan lama tidak berlaku lagi. Ketik password Anda untuk melanjutkan.'
        }
        confirmLabel={dialog === 'off' ? 'Matikan' : 'Buat Kode Baru'}
        isOpen={dialog !== undefined}
        onOpenChange={(open) => !open && setDialog(undefined)}
        onConfirm={dialog === 'off' ? turnOff : renewCodes}
      />
    </Card>
  );
}
