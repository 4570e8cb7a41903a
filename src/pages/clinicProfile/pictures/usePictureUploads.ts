// The pictures step's upload queue as React state: the items the upload modal lists, and the end
// of each round (the gallery reloads and the frame re-reads the completion marks).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';
import { usePublicConfig } from '../../../layout/usePublicConfig';
import { uploadPicture, WRONG_FORMAT_SIZE } from './uploadPicture';
import { createUploadQueue, type QueueItem } from './uploadQueue';
import { acceptableImage } from './uploadRules';

export type UploadItem = QueueItem<File>;

export function usePictureUploads(hash: string, onUploaded: () => void) {
  const dataProvider = useDataProvider<UploadingDataProvider>();
  // The deployment's setting (UPLOAD_PARALLEL); the queue clamps it to 1..5 and defaults to 3.
  const { uploadParallel } = usePublicConfig();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // The queue lives as long as the step; it reads the latest props through this ref.
  const latest = useRef({ hash, onUploaded, dataProvider });
  latest.current = { hash, onUploaded, dataProvider };
  const [queue] = useState(() =>
    createUploadQueue<File>({
      parallel: uploadParallel,
      check: (file) => (acceptableImage(file) ? undefined : WRONG_FORMAT_SIZE),
      run: (file, report, signal) => uploadPicture(latest.current.dataProvider.upload, latest.current.hash, file, report, signal),
      onChange: setItems,
      onIdle: (uploaded) => {
        if (uploaded > 0) latest.current.onUploaded();
      },
    }),
  );
  // Leaving the step stops what is unfinished (the frame asked first: the step is dirty meanwhile).
  useEffect(() => () => queue.cancel(), [queue]);
  const finish = useCallback(async () => {
    await queue.idle();
    return !queue.items().some((item) => item.state === 'failed');
  }, [queue]);

  return {
    items,
    busy: items.some((item) => item.state === 'waiting' || item.state === 'running'),
    add: queue.add,
    retry: queue.retry,
    forgetSettled: queue.forgetSettled,
    /** The frame's "save": wait for the uploads; true when none failed. */
    finish,
  };
}
