// A file downloaded by a declared call (a report, a list's export), the same everywhere: the bytes
// received while it streams (its length is not known in advance), then saved under the server's name.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Downloaded } from '../../../dataProvider/download';
import { useLang } from '../../useLang';
import { formatBytes } from './formatBytes';
import { saveFile } from './saveFile';

type Fetch = (onProgress: (received: number) => void) => Promise<Downloaded>;

export function useDownload(messages: { done: string; failed: string }) {
  const notify = useNotify();
  const lang = useLang();
  const [received, setReceived] = useState<number | null>(null);
  const download = async (fetch: Fetch) => {
    setReceived(0);
    try {
      const file = await fetch(setReceived);
      saveFile(file);
      notify(messages.done, { type: 'success', messageArgs: { name: file.fileName } });
    } catch (error) {
      notify(messages.failed, { type: 'error', messageArgs: { reason: error instanceof Error ? error.message : String(error) } });
    } finally {
      setReceived(null);
    }
  };
  return { download, busy: received !== null, size: received === null ? '' : formatBytes(received, lang) };
}
