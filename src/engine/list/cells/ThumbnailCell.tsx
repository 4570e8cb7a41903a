// A picture's thumbnail that opens the full picture in the lightbox (a media file's, 001 §2): `full`
// and `caption` are the fields of its address and description, `open` the button's name (%{id}).
import { ButtonBase } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { valueAt } from '../../../../dataProvider/clientList';
import { Lightbox } from '../../parts/Lightbox';
import type { CellEntry } from './types';

interface Options {
  full: string;
  caption?: string;
  open: string;
}

function Thumbnail({ source, options }: { source: string; options: Options }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const text = (path: string | undefined) => (path ? String(valueAt(record, path) ?? '') : '');
  const thumb = text(source);
  if (!record || !thumb) return null;
  return (
    <>
      <ButtonBase
        aria-label={translate(options.open, { id: record.id })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        sx={{ borderRadius: 1 }}
      >
        <img
          src={thumb}
          alt={text(options.caption)}
          width={96}
          height={64}
          style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
        />
      </ButtonBase>
      {open && (
        // The lightbox's clicks reach the row through React's tree (its portal is the row's child).
        // biome-ignore lint/a11y/noStaticElementInteractions: stops clicks, handles none
        // biome-ignore lint/a11y/useKeyWithClickEvents: stops clicks, handles none
        <span onClick={(event) => event.stopPropagation()}>
          <Lightbox
            slides={[{ url: text(options.full), caption: text(options.caption) }]}
            index={0}
            onIndex={() => undefined}
            onClose={() => setOpen(false)}
          />
        </span>
      )}
    </>
  );
}

export const cell: CellEntry = {
  name: 'thumbnail',
  render: (column) => <Thumbnail source={column.source} options={column.options as unknown as Options} />,
};
