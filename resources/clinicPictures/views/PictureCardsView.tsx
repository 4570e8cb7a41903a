// The clinic's gallery as cards (001 §2 "Pictures"; the list view `pictureCards`), inside the
// engine's hosted list (its count, its upload, its load failure): each picture with the main badge,
// its caption in the host's edit language, the visibility switch, "make main", the declaration's
// caption modal (RU and EN, opened by the list's `onEdit`), the delete after a confirmation, and the
// lightbox. Every change is saved at once.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { RemoveConfirm } from '../../../src/engine/form/RemoveConfirm';
import { useHost } from '../../../src/engine/host/hostContext';
import type { ListViewEntry, ListViewProps } from '../../../src/engine/list/views';
import { Lightbox } from '../../../src/engine/parts/Lightbox';
import { useRouteValues } from '../../../src/engine/routeValues';
import type { Picture } from '../mediaModel';
import { PictureCard } from '../PictureCard';
import { usePictureChanges } from '../usePictureChanges';

type Open = { kind: 'delete'; picture: Picture } | { kind: 'view'; index: number } | null;

function PictureCards({ definition, onEdit }: ListViewProps) {
  const translate = useTranslate();
  const { hash = '' } = useRouteValues(definition.config.path);
  const lang = useHost()?.lang ?? 'RU';
  const { data: pictures = [], isPending } = useListContext<Picture>();
  const gallery = usePictureChanges(hash);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  if (isPending) return <LinearProgress />;
  if (!pictures.length)
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, p: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{translate('app.media.pictures.empty')}</Typography>
      </Box>
    );

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))' }}>
        {pictures.map((picture, index) => (
          <PictureCard
            key={picture.id}
            picture={picture}
            n={index + 1}
            lang={lang}
            busy={gallery.busyId === picture.id}
            onOpen={() => setOpen({ kind: 'view', index })}
            onSetMain={() => void gallery.setMain(picture)}
            onVisible={(visible) => void gallery.setVisible(picture, visible)}
            // The form edits the call's body: the captions at its top, the clinic's hash (the
            // picture's own would fail the body's rule).
            onEditAlt={() => onEdit?.({ ...picture, ...picture.alt, hash })}
            onDelete={() => setOpen({ kind: 'delete', picture })}
          />
        ))}
      </Box>
      {open?.kind === 'view' && (
        <Lightbox
          slides={pictures.map((picture) => ({ url: picture.url, caption: picture.alt?.[lang] ?? '' }))}
          index={open.index}
          onIndex={(index) => setOpen({ kind: 'view', index })}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && (
        <RemoveConfirm
          title="app.media.pictures.deleteTitle"
          content="app.media.pictures.deleteText"
          confirm="ra.action.delete"
          confirmColor="warning"
          request={() => gallery.remove(open.picture)}
          onClose={close}
        />
      )}
    </>
  );
}

export const view: ListViewEntry = { name: 'pictureCards', component: PictureCards, inList: true };
