import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

export interface AppDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
  /** Clicking outside closes the dialog unless it holds unsaved input. */
  isDismissable?: boolean;
}

/** A modal dialog: focus moves in and returns on close, Escape closes it. */
export function AppDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  size = 'md',
  role = 'dialog',
  isDismissable = true,
}: AppDialogProps) {
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={`modal modal-${size}`}>
        <Dialog className="dialog" role={role}>
          <div className="dialog-head">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            {role === 'dialog' && (
              <Button variant="quiet" iconOnly slot="close" aria-label="Tutup">
                <CloseIcon />
              </Button>
            )}
          </div>
          <div className="dialog-body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog-actions">{children}</div>;
}

/** A dialog about one row of a list (a record to rename, show or delete): open while `row` is set. */
export function RowDialog<Row>({
  row,
  onClose,
  ...props
}: { row: Row | null; onClose: () => void } & Omit<AppDialogProps, 'isOpen' | 'onOpenChange'>) {
  return <AppDialog {...props} isOpen={row !== null} onOpenChange={(open) => !open && onClose()} />;
}
