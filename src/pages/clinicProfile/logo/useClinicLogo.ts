// The clinic's logos (GET /api/admin/cliniclogo/{hash}: lLogo own, mLogo catalogue) and the
// changes of the logo step; every call answers both logos, which replace the shown ones.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { LogoAnswer, MediaCallsProvider } from '../../../../resources/clinicPictures/mediaModel';

const logoKey = (hash: string) => ['clinicLogo', hash];

export function useClinicLogo(hash: string, onSaved: () => void) {
  const dataProvider = useDataProvider<MediaCallsProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const query = useQuery({
    queryKey: logoKey(hash),
    queryFn: () => dataProvider.clinicLogo({ hash }),
  });

  /** Shows the logos a change answered and tells the frame. */
  const saved = (answer: LogoAnswer) => {
    queryClient.setQueryData(logoKey(hash), answer);
    onSaved();
  };

  const change = async (call: () => Promise<LogoAnswer>): Promise<boolean> => {
    setBusy(true);
    try {
      saved(await call());
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.media.logo.failed', { type: 'error' });
      // Another tab may have changed the logo meanwhile (409): show what is stored now.
      await queryClient.invalidateQueries({ queryKey: logoKey(hash) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    lLogo: query.data?.lLogo ?? null,
    mLogo: query.data?.mLogo ?? null,
    isPending: query.isPending,
    isError: query.isError,
    busy,
    reload: () => query.refetch(),
    saved,
    /** The crop step's upload: its answer is shown by `saved`. */
    upload: (file: Blob, fileName: string, onProgress: (progress: number) => void) =>
      dataProvider.uploadClinicLogo({ hash }, { file, fileName, onProgress }),
    remove: () => change(() => dataProvider.deleteClinicLogo({ hash })),
    copyCatalogue: () => change(() => dataProvider.transferClinicLogo({ hash })),
  };
}
