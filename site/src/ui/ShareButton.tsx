import { Icon } from './icons.tsx';

export const SHARE_MESSAGE = 'Link halaman kegiatan telah disalin ke clipboard!';

/** 'Bagikan': the page's share script opens the share sheet, or copies the address and shows the message. */
export function ShareButton() {
  return (
    <button type="button" className="btn btn-outline" data-share="" data-share-message={SHARE_MESSAGE}>
      <Icon name="share" />
      Bagikan
    </button>
  );
}
