// A button that opens the list's images in the lightbox at this record's (a clinic's documents:
// its JPG, GIF and PNG files): the column's `source` is the image's address, `options.caption`
// the field of its caption, `options.when` the records that are images (common/recordTests; the
// others show no button), `options.open` the i18n key of the button's name (the caption as
// %{name}, its place among them as %{n}) and `options.title` the lightbox's. The lightbox pages
// through the list's images. With `options.thumb` (the field of a small copy's address: a clinic's
// pictures) the button is that picture, across its cell; `{LANG}` in the caption's path is the
// host's edit language (else the UI's).
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
