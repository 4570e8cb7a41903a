// The editor's left menu (000 §2): the steps in two groups, clinic info and portal info, each
// with its completion mark in the edit language: complete, stale (the other language changed after
// this one's review: the translation needs a look) or incomplete.
import DoneIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import StaleIcon from '@mui/icons-material/Update';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { type LanguageMarks, marksState, otherLang, type SectionState } from '../../../common/completion';
import type { EditLang } from '../../../common/lang';
import { PROFILE_STEPS, STEP_GROUPS } from './profileSteps';

/** Each state's icon, colour and label key. */
const MARKS: Record<SectionState, { Icon: typeof DoneIcon; color: 'success' | 'warning' | 'disabled'; label: string }> = {
  complete: { Icon: DoneIcon, color: 'success', label: 'app.profile.complete' },
  stale: { Icon: StaleIcon, color: 'warning', label: 'app.completeness.staleMark' },
  incomplete: { Icon: TodoIcon, color: 'disabled', label: 'app.profile.incomplete' },
};

interface Props {
  hash: string;
  current: string;
  lang: EditLang;
  completeEdit: LanguageMarks | undefined;
}

export function ProfileMenu({ hash, current, lang, completeEdit }: Props) {
  const translate = useTranslate();
  const groups = STEP_GROUPS.map((group) => ({ group, steps: PROFILE_STEPS.filter((step) => step.group === group) }));
  return (
    <nav aria-label={translate('app.profile.menu')}>
      {groups
        .filter(({ steps }) => steps.length > 0)
        .map(({ group, steps }) => (
          <List key={group} dense subheader={<ListSubheader disableSticky>{translate(`app.profile.groups.${group}`)}</ListSubheader>}>
            {steps.map(({ step, section }) => {
              const { Icon, color, label } = MARKS[marksState(completeEdit, lang, section)];
              const state = translate(label, { lang, other: otherLang(lang) });
              return (
                <ListItem key={step} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={`/admin/clinics/profile/${hash}/${step}`}
                    selected={step === current}
                    aria-current={step === current ? 'page' : undefined}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }} title={state}>
                      <Icon fontSize="small" color={color} aria-label={state} />
                    </ListItemIcon>
                    <ListItemText primary={translate(`app.profile.steps.${step}`)} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        ))}
    </nav>
  );
}
