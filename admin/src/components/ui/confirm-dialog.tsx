import { useStore } from '@nanostores/react';
import { Button } from './button.tsx';
import { $confirmRequest, settleConfirm } from './confirm.ts';
import { AppDialog, DialogActions } from './dialog.tsx';

export function ConfirmDialog() {
  const request = useStore($confirmRequest);
  return (
    <AppDialog
      title="Konfirmasi"
      role="alertdialog"
      size="sm"
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) settleConfirm(false);
      }}
    >
      <p className="confirm-message">{request?.message}</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => settleConfirm(false)}>
          Batal
        </Button>
        <Button variant={request?.tone ?? 'primary'} onPress={() => settleConfirm(true)} autoFocus>
          {request?.confirmLabel ?? 'Ya'}
        </Button>
      </DialogActions>
    </AppDialog>
  );
}
