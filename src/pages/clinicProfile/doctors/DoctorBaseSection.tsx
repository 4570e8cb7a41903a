// The doctor modal's Base section (section 1; 001 §5 "Doctor base"): the avatar, then the form of
// the edit language's texts with the slug, the career's first year and the languages, which have
// no language. Nothing is sent until every field validates.
import { LinearProgress, Stack } from '@mui/material';
import type { EditLang } from '../../../../common/lang';
import type { FormSection } from '../../../../common/resource';
import { doctorBaseSchema } from '../../../../schemas/doctorBase';
import { languages } from '../../../../schemas/enums/languages';
import { PageForm } from '../../../engine/form/PageForm';
import { DoctorAvatar } from './DoctorAvatar';
import type { AvatarAnswer, CompleteEdit } from './doctorsModel';
import { useDoctorSection } from './useDoctorSection';

const SECTIONS: FormSection[] = [
  {
    fields: [
      { source: 'name' },
      { source: 'slug' },
      { source: 'specialty' },
      { source: 'medicalDegree' },
      { source: 'shortDescription', widget: 'textarea' },
      { source: 'experience' },
      { source: 'languages', widget: 'multiselect', choices: (lang) => languages.map((l) => ({ id: l.code, name: l[lang] })) },
      { source: 'seoDescription', widget: 'textarea' },
      { source: 'keywords' },
    ],
  },
];

export interface SectionProps {
  hash: string;
  lang: EditLang;
  onDirty: (dirty: boolean) => void;
  registerSave: (save: (() => Promise<boolean>) | null) => void;
  onSaved: (marks: CompleteEdit) => void;
  /** Something the list shows changed (the avatar). */
  onChanged: () => void;
  /** The photos as the list loaded them. */
  avatar: AvatarAnswer;
}

export function DoctorBaseSection({ hash, lang, onDirty, registerSave, onSaved, onChanged, avatar }: SectionProps) {
  const { answer, loadedAt, persist, conflict } = useDoctorSection('base', hash, lang, onSaved);
  if (!answer) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <DoctorAvatar hash={hash} name={answer.doctor.name[lang] || answer.doctor.name.RU} initial={avatar} onChanged={onChanged} />
      <PageForm
        key={loadedAt}
        schema={doctorBaseSchema}
        name="doctorBase"
        sections={SECTIONS}
        record={answer.base ?? {}}
        persist={persist}
        onDirtyChange={onDirty}
        registerSave={registerSave}
        conflict={conflict}
      />
    </Stack>
  );
}
