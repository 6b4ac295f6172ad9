import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons.tsx';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus and closes it on Escape; focus goes back to
 * the element that opened it, and a click on the backdrop closes it too. It is rendered into <body>
 * (after hydration) so the section it opens from lends it no colours or stacking.
 */
export function Dialog({ open, title, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [mounted, setMounted] = useState(false);

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!mounted || !dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, mounted]);

  const restoreFocus = () => {
    opener.current?.focus();
    opener.current = null;
  };

  if (!mounted) return null;
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the browser handles
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-labelledby={titleId}
      onClose={() => {
        restoreFocus();
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <>
          <div className="dialog-header">
            <h2 className="dialog-title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="icon-btn" onClick={onClose}>
              <Icon name="close" label="Tutup" />
            </button>
          </div>
          <div className="dialog-body">{children}</div>
        </>
      )}
    </dialog>,
    document.body,
  );
}
