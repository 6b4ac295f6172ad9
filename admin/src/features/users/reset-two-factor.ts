import type { UserRow } from '@gkj/contract';
import { persist } from '../../components/resource-form/persist.ts';
import { confirmAction } from '../../components/ui/confirm.ts';
import { apiRequest } from '../../lib/api.ts';

/**
 * For a lost phone: the user's authenticator and recovery codes stop working and every session of theirs
 * ends; at the next sign-in they use the password alone, or enrol again if their role must use a factor.
 */
export async function resetTwoFactor(user: UserRow, reload: () => unknown): Promise<void> {
  const confirmed = await confirmAction(
    `Reset verifikasi dua langkah ${user.username_user}? Aplikasi autentikator dan kode cadangannya tidak berlaku lagi, dan semua sesinya berakhir.`,
    { confirmLabel: 'Reset', tone: 'danger' },
  );
  if (!confirmed) return;
  await persist({
    request: () => apiRequest<{ message: string }>(`/user/${user.id_user}/2fa`, { method: 'DELETE' }),
    success: (answer) => answer.message,
    failure: 'Gagal mereset verifikasi dua langkah.',
    revalidate: ['/user'],
  }).catch(() => undefined);
  reload();
}
