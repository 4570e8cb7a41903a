// An upload queue as React state (pictures, documents): the items an upload modal lists, the end
// of each round (`onUploaded` when something was uploaded), and the frame's "save", which waits
// for the uploads. The step says how a file is checked and sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePublicConfig } from '../../layout/usePublicConfig';
import { createUploadQueue, type QueueItem, type QueueOptions } from './uploadQueue';

export type UploadItem = QueueItem<File>;

interface Options {
  check: QueueOptions<File>['check'];
  run: QueueOptions<File>['run'];
  onUploaded: () => void;
}

export function useUploadQueue(options: Options) {
  // The deployment's setting (UPLOAD_PARALLEL); the queue clamps it to 1..5 and defaults to 3.
  const { uploadParallel } = usePublicConfig();
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // The queue lives as long as the step; it reads the latest options through this ref.
  const latest = useRef(options);
  latest.current = options;
  const [queue] = useState(() =>
    createUploadQueue<File>({
      parallel: uploadParallel,
      check: (file) => latest.current.check?.(file),
      run: (file, report, signal) => latest.current.run(file, report, signal),
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
