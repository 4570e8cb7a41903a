// A button that opens the list's images in the lightbox at this record's (a clinic's image documents):
// `source` the address, `options.caption` its caption's field, `when` the records that are images,
// `open` and `title` the i18n keys of the button's name and the lightbox's; with `thumb` (a small
// copy's field: a clinic's pictures) the button is that picture.
import PreviewIcon from '@mui/icons-material/ZoomIn';
import { ButtonBase } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { type RaRecord, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { passes, type RecordTests } from '../../../../common/recordTests';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useLang } from '../../../useLang';
import { useHost } from '../../host/hostContext';
import { IconAction } from '../../parts/IconAction';
import { Lightbox } from '../../parts/Lightbox';
import type { CellEntry } from './types';

interface Options {
  caption: string;
  when?: RecordTests;
  open: string;
  title?: string;
  thumb?: string;
}

function Preview({ source, options }: { source: string; options: Options }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data = [] } = useListContext();
  const [index, setIndex] = useState<number | null>(null);
  const host = useHost();
  const uiLang = useLang();
  const caption = localizedPath(options.caption, host?.lang ?? uiLang);
  const isImage = (candidate: RaRecord) => !options.when || passes(options.when, candidate);
  if (!record || !isImage(record)) return null;
  const images = data.filter(isImage);
  const text = (of: RaRecord, path: string) => String(valueAt(of, path) ?? '');
  const place = images.findIndex((image) => image.id === record.id);
  const label = translate(options.open, { name: text(record, caption), n: place + 1 });
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    setIndex(place);
  };
  return (
    <>
      {options.thumb ? (
        <ButtonBase aria-label={label} onClick={open} sx={{ display: 'block', width: '100%' }}>
          <img
            src={text(record, options.thumb)}
            alt={text(record, caption)}
            loading="lazy"
            style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
          />
        </ButtonBase>
      ) : (
        <IconAction label={label} onClick={open}>
          <PreviewIcon />
        </IconAction>
      )}
      {index !== null && (
        <Lightbox
          slides={images.map((image) => ({ url: text(image, source), caption: text(image, caption) }))}
          index={Math.max(0, index)}
          label={options.title}
          onIndex={setIndex}
          onClose={() => setIndex(null)}
        />
      )}
    </>
  );
}

export const cell: CellEntry = {
  name: 'lightbox',
  render: (column) => <Preview source={column.source} options={column.options as unknown as Options} />,
};
