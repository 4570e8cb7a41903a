// The changes made on the gallery's cards (named calls with the clinic's hash): each change answers
// the whole gallery, which replaces the shown one (react-admin's cached list of clinicPictures,
// useListAnswer) without reading it again; the host re-reads the completion marks and says so; a
// failure shows the error alert with the server's message.
import { useDataProvider, useListContext } from 'react-admin';
import { useHost } from '../../src/engine/host/hostContext';
import { useListAnswer } from '../../src/engine/list/useListAnswer';
import { useRowChange } from '../../src/engine/list/useRowChange';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const RESOURCE = 'clinicPictures';

export function usePictureChanges(hash: string) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const list = useListContext<Picture>();
  const host = useHost();
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
      host?.onSaved();
    });

  return {
    busyId,
    setMain: (picture: Picture) => change(picture, () => dataProvider.setMainPicture({ hash, id: picture.id })),
    setVisible: (picture: Picture, visible: boolean) =>
      change(picture, () => dataProvider.togglePicture({ hash, id: picture.id, visible })),
    remove: (picture: Picture) => change(picture, () => dataProvider.deletePicture({ hash, id: picture.id })),
  };
}
