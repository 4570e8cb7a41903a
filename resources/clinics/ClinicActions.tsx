// The actions of one clinic row (000 §2): visibility per language (POST toggleclinic), the preview
// (only while the RU version is visible), direct leads (POST toggledlead) and the superagent.
import PreviewIcon from '@mui/icons-material/Visibility';
import { Button, Checkbox, FormControlLabel, Stack, Switch } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { clinicCalls } from '../../dataProvider/endpoints';
import type { AppDataProvider } from '../../dataProvider/index';
import { useRecordAction } from '../../src/engine/list/useRecordAction';
import { type ClinicRecord, isVisible, WIRE_LANGS } from './clinicModel';

interface Props {
  clinic: ClinicRecord;
  superagentName: string | undefined;
  onSuperagent: (clinic: ClinicRecord) => void;
}

export function ClinicActions({ clinic, superagentName, onSuperagent }: Props) {
  const translate = useTranslate();
  const { run, busy } = useRecordAction('clinics');
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row">
        {WIRE_LANGS.map((lang) => (
          <FormControlLabel
            key={lang}
            label={lang}
            control={
              <Checkbox
                size="small"
                checked={isVisible(clinic, lang)}
                disabled={busy}
                inputProps={{ 'aria-label': translate('app.clinics.visibility', { lang }) }}
                onChange={(event) => run('visibility', { id: clinic.hash, value: { locals: lang, visible: event.target.checked } })}
              />
            }
          />
        ))}
        {isVisible(clinic, 'RU') && <PreviewButton hash={clinic.hash} />}
      </Stack>
      <FormControlLabel
        label={translate('resources.clinics.fields.directLead')}
        control={
          <Switch
            size="small"
            checked={clinic.directLead}
            disabled={busy}
            onChange={(event) => run('directLead', { id: clinic.hash, value: event.target.checked })}
          />
        }
      />
      <Button size="small" onClick={() => onSuperagent(clinic)}>
        {superagentName ? translate('app.clinics.superagent', { name: superagentName }) : translate('app.clinics.noSuperagent')}
      </Button>
    </Stack>
  );
}

/** Opens the preview in a new tab. The tab opens on the click itself (browsers block tabs opened
 * later), then goes to the URL the call answers. */
function PreviewButton({ hash }: { hash: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const open = async () => {
    const tab = window.open('', '_blank');
    try {
      const { url } = await dataProvider.request<{ url: string }>(clinicCalls.preview(hash));
      if (!tab) throw new Error('no tab');
      tab.opener = null;
      tab.location.href = url;
    } catch {
      tab?.close();
      notify('app.clinics.previewFailed', { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<PreviewIcon />} onClick={open}>
      {translate('app.clinics.preview')}
    </Button>
  );
}
