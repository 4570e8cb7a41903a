// A review of the shown section in the edit language (001 §4, §7), a modal record page's (RecordModal
// `approval`) and the clinic profile wizard's: the button says what it does (review, or review again
// once reviewed), makes the call with the record's key, the language and the section's number,
// and hands its answer on.
import ApproveIcon from '@mui/icons-material/FactCheck';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { type LanguageMarks, marksState } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import type { RecordModal } from '../../../common/recordPage';
import { useCallMutation } from '../list/useCallMutation';
import type { CallMethods } from './recordPageContext';

interface Props {
  approval: Pick<NonNullable<RecordModal['approval']>, 'call' | 'param' | 'label' | 'again' | 'done'>;
  input: Readonly<Record<string, unknown>>;
  lang: EditLang;
  section: number;
  marks: LanguageMarks | undefined;
  onApproved: (answer: unknown) => void;
}

export function SectionApproval({ approval, input, lang, section, marks, onApproved }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<CallMethods>();
  const done = marksState(marks, lang, section) === 'complete';
  const approving = useCallMutation(() => dataProvider[approval.call]({ ...input, [approval.param]: section }), {
    reloads: [],
    success: () => [approval.done, { lang }],
    onDone: onApproved,
  });
  return (
    <Button
      variant={done ? 'outlined' : 'contained'}
      color="success"
      startIcon={<ApproveIcon />}
      disabled={approving.isPending}
      onClick={() => approving.mutate()}
    >
      {translate(done ? approval.again : approval.label, { lang })}
    </Button>
  );
}
