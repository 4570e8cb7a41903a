// A button that opens the list's images in the lightbox at this record's (a clinic's documents:
// its JPG, GIF and PNG files): the column's `source` is the image's address, `options.caption`
// the field of its caption, `options.when` the records that are images (common/recordTests; the
// others show no button), `options.open` the i18n key of the button's name (the caption as
// %{name}) and `options.title` the lightbox's. The lightbox pages through the list's images.
import PreviewIcon from '@mui/icons-material/ZoomIn';
import { useState } from 'react';
import { type RaRecord, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { passes, type RecordTests } from '../../../../common/recordTests';
import { valueAt } from '../../../../dataProvider/clientList';
import { IconAction } from '../../parts/IconAction';
import { Lightbox } from '../../parts/Lightbox';
import type { CellEntry } from './types';

interface Options {
  caption: string;
  when?: RecordTests;
  open: string;
  title?: string;
}

function Preview({ source, options }: { source: string; options: Options }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { data = [] } = useListContext();
  const [index, setIndex] = useState<number | null>(null);
  const isImage = (candidate: RaRecord) => !options.when || passes(options.when, candidate);
  if (!record || !isImage(record)) return null;
  const images = data.filter(isImage);
  const text = (of: RaRecord, path: string) => String(valueAt(of, path) ?? '');
  return (
    <>
      <IconAction
        label={translate(options.open, { name: text(record, options.caption) })}
        onClick={(event) => {
          event.stopPropagation();
          setIndex(images.findIndex((image) => image.id === record.id));
        }}
      >
        <PreviewIcon />
      </IconAction>
      {index !== null && (
        <Lightbox
          slides={images.map((image) => ({ url: text(image, source), caption: text(image, options.caption) }))}
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
