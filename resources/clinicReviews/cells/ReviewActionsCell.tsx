// A review's actions (001 §2): edit, or view for an imported one (the list's modal, useRowEdit);
// delete after a confirmation, for a review written here; the visible checkbox; for an imported
// review, its catalogue's published switch, shown disabled.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Checkbox, FormControlLabel, Stack, Switch } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { RemoveConfirm } from '../../../src/engine/form/RemoveConfirm';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useRowEdit } from '../../../src/engine/list/rowEdit';
import { IconAction } from '../../../src/engine/parts/IconAction';
import { type Review, useReviewChange } from '../useReviewChange';

function ReviewActions() {
  const translate = useTranslate();
  const review = useRecordContext<Review>();
  const edit = useRowEdit();
  const { hash, dataProvider, busyId, change } = useReviewChange();
  const [deleting, setDeleting] = useState(false);
  if (!review) return null;
  const imported = review.origId !== null;
  const busy = busyId === review.id;
  const name = { name: review.name };
  return (
    <Stack sx={{ width: 180 }}>
      <Box sx={{ display: 'flex' }}>
        {edit && (
          <IconAction label={translate(imported ? 'app.reviews.view' : 'app.reviews.edit', name)} onClick={() => edit(review)}>
            {imported ? <ViewIcon /> : <EditIcon />}
          </IconAction>
        )}
        {!imported && (
          <IconAction label={translate('app.reviews.delete', name)} disabled={busy} onClick={() => setDeleting(true)}>
            <DeleteIcon />
          </IconAction>
        )}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={review.visible}
            disabled={busy}
            onChange={(event) => {
              const visible = event.target.checked;
              void change(review, () => dataProvider.toggleReview({ hash, reviewId: review.id, visible }));
            }}
          />
        }
        label={translate('app.reviews.visible')}
      />
      {imported && (
        <FormControlLabel control={<Switch checked={review.published} disabled />} label={translate('app.reviews.publishedSwitch')} />
      )}
      {deleting && (
        <RemoveConfirm
          title="app.reviews.deleteTitle"
          content={translate('app.reviews.deleteText', name)}
          confirm="ra.action.delete"
          confirmColor="warning"
          request={() => change(review, () => dataProvider.deleteReview({ hash, id: review.id }))}
          onClose={() => setDeleting(false)}
        />
      )}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'reviewActions', render: () => <ReviewActions /> };
