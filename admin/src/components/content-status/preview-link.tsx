import type { PratinjauLinkSaved } from '@gkj/contract';
import { useState } from 'react';
import { apiRequest, messageOf } from '../../lib/api.ts';
import { writeClipboard } from '../../lib/clipboard.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/text-field.tsx';
import { notify } from '../ui/toast.tsx';

/**
 * 'Pratinjau di Situs': a private address of the saved record in the public site's own layout, to read
 * it as visitors will or to send it to a reviewer. The address holds a signed token that expires.
 */
export function PreviewLink({ path }: { path: string }) {
  const [link, setLink] = useState<{ url: string; until: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function create() {
    setPending(true);
    try {
      const answer = await apiRequest<PratinjauLinkSaved>(`${path}/pratinjau`, { method: 'POST' });
      setLink({ url: `${window.location.origin}${answer.data.url}`, until: answer.data.berlaku_sampai });
    } catch (failure) {
      notify.error(messageOf(failure, 'Gagal membuat tautan pratinjau.'));
    } finally {
      setPending(false);
    }
  }

  async function copy() {
    if (!link) return;
    if (await writeClipboard(link.url)) {
      notify.success('Tautan pratinjau disalin.');
    } else {
      // A browser that refuses gets the address selected in its field, for a manual copy.
      document.querySelector<HTMLInputElement>('.preview-link input')?.select();
      notify.error('Tautan tidak dapat disalin otomatis; salin dari kolom tautan.');
    }
  }

  return (
    <div className="preview-link span-all">
      <Button variant="secondary" onPress={create} isPending={pending}>
        Pratinjau di Situs
      </Button>
      {link && (
        <div className="preview-link-result">
          <TextInput label="Tautan pratinjau" value={link.url} isReadOnly className="preview-link-url" />
          <div className="preview-link-actions">
            <Button variant="secondary" size="sm" onPress={copy}>
              Salin Tautan
            </Button>
            {/* A plain link: the preview is a page of the public site, opened beside the dashboard. */}
            <a className="btn btn-secondary btn-sm" href={link.url} target="_blank" rel="noopener noreferrer">
              Buka
            </a>
          </div>
          <p className="field-description">
            Berlaku sampai {formatDateTime(link.until)} WIB. Pratinjau menampilkan versi yang terakhir
            disimpan.
          </p>
        </div>
      )}
    </div>
  );
}
