// Step "logo" (section 11; 001 §2 "Logo", §4, §7, §9): the clinic's own logo (lLogo) with upload
// through the crop step and delete, beside the catalogue's logo (mLogo); "Copy the catalogue logo"
// (the original's "<<", issue 26) copies it, offered only while the clinic has none of its own.
// Every change is saved at once; the step counts as edited while the crop step holds a chosen file.
import CopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CropUploadButton } from '../../../engine/crop/CropUploadButton';
import type { CropSpec, PendingCropSave } from '../../../engine/crop/CropUploadDialog';
import { RemoveConfirm } from '../../../engine/form/RemoveConfirm';
import type { StepProps } from '../stepTypes';
import { usePendingSave } from '../usePendingSave';
import { LogoPanel } from './LogoPanel';
import { useClinicLogo } from './useClinicLogo';

/** 001 §9: the logo keeps the proportions chosen, at most 1280x1280. */
const LOGO_CROP: CropSpec = { max: { width: 1280, height: 1280 }, name: 'logo' };

export default function LogoStep({ hash, setDirty, registerSave, onSaved }: StepProps) {
  const translate = useTranslate();
  const logo = useClinicLogo(hash, onSaved);
  const [confirming, setConfirming] = useState(false);
  const [cropSave, setCropSave] = useState<PendingCropSave | null>(null);
  const onCropPending = useCallback((save: PendingCropSave | null) => setCropSave(() => save), []);

  usePendingSave(cropSave, { setDirty, registerSave });

  if (logo.isPending) return <LinearProgress />;
  if (logo.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void logo.reload()}>{translate('app.media.pictures.reload')}</Button>}>
        {translate('app.media.logo.loadFailed')}
      </Alert>
    );
  }
  const { lLogo, mLogo } = logo;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.media.logo.rules')}
      </Typography>
      {/* Side by side while there is room (the frame's width varies), else one under the other. */}
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'stretch', flexWrap: 'wrap' }}>
        <LogoPanel
          title={translate('app.media.logo.own')}
          logo={lLogo}
          empty={translate('app.media.logo.none')}
          alt={translate('app.media.logo.alt')}
          testId="own-logo"
        >
          <CropUploadButton
            label={translate(lLogo ? 'app.media.logo.replace' : 'app.media.logo.upload')}
            disabled={logo.busy}
            testId="logo-file"
            crop={LOGO_CROP}
            upload={logo.upload}
            onUploaded={logo.saved}
            onPending={onCropPending}
          />
          {lLogo && (
            <Button color="error" startIcon={<DeleteIcon />} disabled={logo.busy} onClick={() => setConfirming(true)}>
              {translate('app.media.logo.delete')}
            </Button>
          )}
        </LogoPanel>
        <Box sx={{ width: 160, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {/* The original's "<<", in words: the panels wrap on a narrow screen, so no arrow. */}
          {mLogo && !lLogo && (
            <Button variant="outlined" startIcon={<CopyIcon />} disabled={logo.busy} onClick={() => void logo.copyCatalogue()}>
              {translate('app.media.logo.copy')}
            </Button>
          )}
        </Box>
        <LogoPanel
          title={translate('app.media.logo.catalogue')}
          logo={mLogo}
          empty={translate('app.media.logo.noCatalogue')}
          alt={translate('app.media.logo.catalogue')}
          testId="catalogue-logo"
        />
      </Stack>
      {confirming && (
        <RemoveConfirm
          title="app.media.logo.deleteTitle"
          content="app.media.logo.deleteText"
          confirm="ra.action.delete"
          confirmColor="warning"
          // The logo's calls say their own refusals and show what is stored then (useClinicLogo):
          // the dialog closes either way.
          request={async () => void (await logo.remove())}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
