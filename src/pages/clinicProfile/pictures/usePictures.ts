// The clinic's pictures (GET /api/admin/pictures/{hash}) and the changes made on the cards: each
// change answers the whole gallery, which replaces the shown one; a failure shows the error alert.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { HttpRequest } from '../../../../dataProvider/http';
import { mediaCalls, type Picture, type PicturesAnswer } from '../../../../dataProvider/mediaCalls';
import type { UploadingDataProvider } from '../../../../dataProvider/upload';

const picturesKey = (hash: string) => ['clinicPictures', hash];

export function usePictures(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<UploadingDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: picturesKey(hash),
    queryFn: () => dataProvider.request<PicturesAnswer>(mediaCalls.pictures(hash)),
  });

  /** Shows the gallery a call answered (and reads it anew if the answer holds none). */
  const show = async (answer: PicturesAnswer | null | undefined) => {
    if (Array.isArray(answer?.images)) queryClient.setQueryData(picturesKey(hash), answer);
    else await queryClient.invalidateQueries({ queryKey: picturesKey(hash) });
  };

  const change = async (picture: Picture, request: HttpRequest): Promise<boolean> => {
    setBusyId(picture.id);
    try {
      await show(await dataProvider.request<PicturesAnswer>(request));
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
    setMain: (picture: Picture) => change(picture, mediaCalls.setMain(hash, picture.id)),
    setVisible: (picture: Picture, visible: boolean) => change(picture, mediaCalls.setVisible(hash, picture.id, visible)),
    remove: (picture: Picture) => change(picture, mediaCalls.deletePicture(hash, picture.id)),
  };
}
