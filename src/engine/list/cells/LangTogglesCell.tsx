// A record's flag per edit language (a clinic's or a doctor's visibility), a checkbox per language,
// each change made at once by `options.call` with `options.input` (body field -> path), `locals` and
// `visible`. `flag`: the flag's path (`{LANG}`: the box's); `name`: the box's name (%{lang}, %{name});
// the answer's `answer` path must hold the flag sent, else `failed` is said; `reloads`, `said`.
import { Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { EDIT_LANGS, type EditLang, editLangOf } from '../../../../common/lang';
import { localizedPath } from '../../../../common/resource';
import { valueAt } from '../../../../dataProvider/clientList';
import { useLang } from '../../../useLang';
import { useHost } from '../../host/hostContext';
import { type CallMethods, recordInput } from '../../page/recordPageContext';
import { firstFilled } from '../../parts/nameIn';
import { useRowChange } from '../useRowChange';
import type { CellEntry } from './types';

interface Options {
  call: string;
  input: Readonly<Record<string, string>>;
  flag: string;
  name: string;
  named?: string;
  reloads: readonly string[];
  answer?: string;
  failed: string;
  said?: string;
}

function LangToggles({ options }: { options: Options }) {
  const translate = useTranslate();
  const notify = useNotify();
  const host = useHost();
  const uiLang = useLang();
  const lang = host?.lang ?? editLangOf(uiLang);
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<CallMethods>();
  const record = useRecordContext();
  const reload = () => Promise.all(options.reloads.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
  const { busyId, change } = useRowChange(options.failed, reload);
  if (!record) return null;
  const input = recordInput(record, options.input);
  const toggle = (locals: EditLang, visible: boolean) =>
    change(
      record.id,
      () => dataProvider[options.call]({ ...input, locals, visible }),
      (answer) => {
        if (host) host.onSaved();
        else if (options.said) notify(options.said, { type: 'success' });
        if (options.answer && valueAt(answer, localizedPath(options.answer, locals)) !== visible) notify(options.failed, { type: 'error' });
      },
    );
  const name = options.named ? String(firstFilled(record, options.named, lang) ?? '') : '';
  return (
    // A click here is the box's, not the row's (which may open the record's form).
    <Stack direction="row" sx={{ flexWrap: 'wrap' }} data-testid={`langToggles-${record.id}`} onClick={(event) => event.stopPropagation()}>
      {EDIT_LANGS.map((boxLang) => (
        <FormControlLabel
          key={boxLang}
          label={boxLang}
          sx={{ m: 0 }}
          control={
            <Checkbox
              size="small"
              checked={firstFilled(record, options.flag, boxLang) === true}
              disabled={busyId === record.id}
              onChange={(event) => void toggle(boxLang, event.target.checked)}
              slotProps={{ input: { 'aria-label': translate(options.name, { lang: boxLang, name }) } }}
            />
          }
        />
      ))}
    </Stack>
  );
}

export const cell: CellEntry = {
  name: 'langToggles',
  render: (column) => <LangToggles options={column.options as unknown as Options} />,
};
