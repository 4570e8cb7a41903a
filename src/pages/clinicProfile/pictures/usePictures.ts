// The clinic's pictures (GET /api/admin/pictures/{hash}) and the changes made on the cards: each
// change answers the whole gallery, which replaces the shown one; a failure shows the error alert.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { MediaCallsProvider, Picture, PicturesAnswer } from './mediaModel';

const picturesKey = (hash: string) => ['clinicPictures', hash];

export function usePictures(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: picturesKey(hash),
    queryFn: () => dataProvider.clinicPictures({ hash }),
  });

  /** Shows the gallery a call answered (and reads it anew if the answer holds none). */
  const show = async (answer: PicturesAnswer | null | undefined) => {
    if (Array.isArray(answer?.images)) queryClient.setQueryData(picturesKey(hash), answer);
    else await queryClient.invalidateQueries({ queryKey: picturesKey(hash) });
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
    pictures: query.data?.images ?? [],
    isPending: query.isPending,
    isError: query.isError,
    busyId,
    reload: () => queryClient.invalidateQueries({ queryKey: picturesKey(hash) }),
    show,
    setMain: (picture: Picture) => change(picture, () => dataProvider.setMainPicture({ hash, id: picture.id })),
    setVisible: (picture: Picture, visible: boolean) =>
      change(picture, () => dataProvider.togglePicture({ hash, id: picture.id, visible })),
    remove: (picture: Picture) => change(picture, () => dataProvider.deletePicture({ hash, id: picture.id })),
  };
}
