// A doctor's photo in the edit modal's Base section (001 §2, §4, §9): the own photo (lAvatar) with
// upload through the app's one square crop step (at most 640x640), delete and its caption, beside
// the catalogue's photo (mAvatar), which "Copy" copies while the doctor has none of its own. Every
// change is saved at once by its own call (none is a field of the section's save), answers both
// photos, and the table is read again for its thumbnail.
import CopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CallsProvider } from '../../../dataProvider/callProvider';
import { CropUploadButton } from '../../../src/engine/crop/CropUploadButton';
import type { CropSpec } from '../../../src/engine/crop/CropUploadDialog';
import { RemoveConfirm } from '../../../src/engine/form/RemoveConfirm';
import { type RecordPageState, useRecordPage } from '../../../src/engine/page/recordPageContext';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import type { doctorAvatarCalls } from '../../clinics/calls';
import { type Avatar, type AvatarAnswer, avatarAnswerOf, type DoctorListItem } from '../doctorTexts';
import { AvatarAltDialog } from './AvatarAltDialog';

/** 001 §9: a doctor's photo is square, at most 640x640. */
const CROP: CropSpec = { aspectRatio: 1, max: { width: 640, height: 640 }, name: 'avatar' };

function Photo({ avatar, alt, empty, testId }: { avatar: Avatar | null; alt: string; empty: string; testId: string }) {
  return (
    <Box
      data-testid={testId}
      sx={{
        width: 120,
        height: 120,
        borderRadius: 1,
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {avatar ? (
        <Box component="img" src={avatar.url} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ p: 1, textAlign: 'center' }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}

function DoctorAvatarWidget({ label }: WidgetProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<CallsProvider<typeof doctorAvatarCalls>>();
  const { record } = useRecordPage() as RecordPageState;
  const hash = String(record.hash);
  const [answer, setAnswer] = useState(() => avatarAnswerOf(record as unknown as DoctorListItem));
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editingAlt, setEditingAlt] = useState(false);

  const saved = (next: AvatarAnswer) => {
    setAnswer(next);
    void queryClient.invalidateQueries({ queryKey: ['clinicDoctors'] });
  };
  /** One of the photo's calls, which all answer both photos. */
  const change = async (call: () => Promise<AvatarAnswer>) => {
    setBusy(true);
    try {
      saved(await call());
      notify('form.success', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'app.doctors.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const { lAvatar, mAvatar } = answer;
  const alt = translate('app.doctors.avatar.photoOf', { name: String(record.name ?? '') });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Photo avatar={lAvatar} alt={alt} empty={translate('app.doctors.avatar.none')} testId="own-avatar" />
        {mAvatar && !lAvatar && (
          // The original's "<<", in words, as on the logo step (issue 26 point 3).
          <Button
            variant="outlined"
            startIcon={<CopyIcon />}
            disabled={busy}
            onClick={() => void change(() => dataProvider.copyDoctorAvatar({ hash }))}
          >
            {translate('app.doctors.avatar.copy')}
          </Button>
        )}
        <Photo
          avatar={mAvatar}
          alt={translate('app.doctors.avatar.catalogue')}
          empty={translate('app.doctors.avatar.noCatalogue')}
          testId="catalogue-avatar"
        />
        <Stack spacing={1}>
          <CropUploadButton<AvatarAnswer>
            label={translate(lAvatar ? 'app.doctors.avatar.replace' : 'app.doctors.avatar.upload')}
            disabled={busy}
            testId="avatar-file"
            crop={CROP}
            title="app.doctors.avatar.cropTitle"
            upload={(file, fileName, onProgress) => dataProvider.uploadDoctorAvatar({ hash }, { file, fileName, onProgress })}
            onUploaded={saved}
          />
          {lAvatar && (
            <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
              {translate('app.doctors.avatar.delete')}
            </Button>
          )}
          <Button disabled={busy} onClick={() => setEditingAlt(true)}>
            {translate('app.doctors.avatar.alt')}
          </Button>
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.doctors.avatar.rules')}
      </Typography>
      {editingAlt && <AvatarAltDialog hash={hash} alt={answer.alt} onSaved={saved} onClose={() => setEditingAlt(false)} />}
      {confirming && (
        <RemoveConfirm
          title="app.doctors.avatar.deleteTitle"
          content="app.doctors.avatar.deleteText"
          confirm="ra.action.delete"
          confirmColor="warning"
          // The photo's calls say their own outcome (change); the dialog closes either way.
          request={() => change(() => dataProvider.deleteDoctorAvatar({ hash }))}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'doctorAvatar', component: DoctorAvatarWidget };
