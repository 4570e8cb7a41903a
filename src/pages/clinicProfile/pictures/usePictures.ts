// The clinic's pictures (react-admin's getList of clinicPictures: GET /api/admin/pictures/{hash})
// and the changes made on the cards (named calls): each change answers the whole gallery, which
// replaces the shown one; a failure shows the error alert.
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { useListAnswer } from '../../../engine/list/useListAnswer';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const RESOURCE = 'clinicPictures';

export function usePictures(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const list = useGetList<Picture>(RESOURCE, wholeListOf({ hash }));
  const showList = useListAnswer(RESOURCE);

  /** Shows the gallery a call answered (and reads it anew if the answer holds none). */
  const show = async (answer: PicturesAnswer | null | undefined) => {
    if (Array.isArray(answer?.images)) showList('hash', hash, answer.images);
    else await list.refetch();
  };

  const change = async (picture: Picture, call: () => Promise<PicturesAnswer>): Promise<boolean> => {
    setBusyId(picture.id);
    try {
      await show(await call());
      onSaved();
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.media.pictures.failed', { type: 'error' });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return {
    pictures: list.data ?? [],
    isPending: list.isPending,
    isError: list.isError,
    busyId,
    reload: () => list.refetch(),
    show,
    setMain: (picture: Picture) => change(picture, () => dataProvider.setMainPicture({ hash, id: picture.id })),
    setVisible: (picture: Picture, visible: boolean) =>
      change(picture, () => dataProvider.togglePicture({ hash, id: picture.id, visible })),
    remove: (picture: Picture) => change(picture, () => dataProvider.deletePicture({ hash, id: picture.id })),
  };
}
