import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { CloseIcon } from './icons.tsx';

interface ToastMessage {
  text: string;
  tone: 'success' | 'error' | 'info';
}

export const TOAST_TIMEOUT_MS = 4000;

// The one toast queue of the app: at most 3 visible, each gone after 4000 ms.
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

function show(tone: ToastMessage['tone'], text: string): void {
  toastQueue.add({ text, tone }, { timeout: TOAST_TIMEOUT_MS });
}

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};

export function ToastHost() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label="Notifikasi">
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.tone}`}>
          <ToastContent className="toast-content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="toast-close" aria-label="Tutup notifikasi">
            <CloseIcon width={16} height={16} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
