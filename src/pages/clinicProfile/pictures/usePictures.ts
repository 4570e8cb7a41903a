// The clinic's pictures (react-admin's getList of clinicPictures: GET /api/admin/pictures/{hash})
// and the changes made on the cards (named calls): each change answers the whole gallery, which
// replaces the shown one; a failure shows the error alert.
import { useDataProvider, useGetList } from 'react-admin';
import { useListAnswer } from '../../../engine/list/useListAnswer';
import { useRowChange } from '../../../engine/list/useRowChange';
import { wholeListOf } from '../../../engine/list/wholeList';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const RESOURCE = 'clinicPictures';

export function usePictures(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const list = useGetList<Picture>(RESOURCE, wholeListOf({ hash }));
  const showList = useListAnswer(RESOURCE);
  const { busyId, change: rowChange } = useRowChange('app.media.pictures.failed');

  /** Shows the gallery a call answered (and reads it anew if the answer holds none). */
  const show = async (answer: PicturesAnswer | null | undefined) => {
    if (Array.isArray(answer?.images)) showList('hash', hash, answer.images);
    else await list.refetch();
  };

  const change = (picture: Picture, call: () => Promise<PicturesAnswer>) =>
    rowChange(picture.id, call, async (answer) => {
      await show(answer);
      onSaved();
    });

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
