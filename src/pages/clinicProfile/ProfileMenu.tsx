// The editor's left menu (000 §2): the steps in two groups, clinic info and portal info, each
// with its completion mark in the edit language.
import DoneIcon from '@mui/icons-material/CheckCircle';
import TodoIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { EditLang } from '../../../common/lang';
import { type CompleteEdit, sectionComplete } from './clinicProfileModel';
import { PROFILE_STEPS, STEP_GROUPS } from './profileSteps';

interface Props {
  hash: string;
  current: string;
  lang: EditLang;
  completeEdit: CompleteEdit | undefined;
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
              const done = sectionComplete(completeEdit, lang, section);
              const state = translate(done ? 'app.profile.complete' : 'app.profile.incomplete', { lang });
              return (
                <ListItem key={step} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={`/admin/clinics/profile/${hash}/${step}`}
                    selected={step === current}
                    aria-current={step === current ? 'page' : undefined}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }} title={state}>
                      {done ? (
                        <DoneIcon fontSize="small" color="success" aria-label={state} />
                      ) : (
                        <TodoIcon fontSize="small" color="disabled" aria-label={state} />
                      )}
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
