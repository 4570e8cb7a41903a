// Step "patientreviews" (section 7; 001 §2 "Patient reviews", §3, §5, §7): the clinic's patient
// reviews filtered by language and source, the add and edit modal, the avatar dialog, delete
// (after a confirmation) and visibility. Every change is saved at once and marks the section in
// the review's language; imported reviews open read-only.
import AddIcon from '@mui/icons-material/AddCommentOutlined';
import { Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { RemoveConfirm } from '../../../engine/form/RemoveConfirm';
import { ListFrame } from '../../../engine/list/ListFrame';
import type { StepProps } from '../stepTypes';
import { ReviewAvatarDialog } from './ReviewAvatarDialog';
import { ReviewDialog } from './ReviewDialog';
import { ReviewFilters } from './ReviewFilters';
import { ReviewRow } from './ReviewRow';
import type { Review } from './reviewModel';
import { DEFAULT_FILTERS, filterReviews } from './reviewModel';
import { usePickOptions } from './usePickOptions';
import { useReviews } from './useReviews';

type Open = { kind: 'add' } | { kind: 'edit' | 'avatar' | 'delete'; review: Review } | null;
const COLUMNS = ['name', 'review', 'actions'] as const;

export default function PatientReviewsStep({ hash, lang, onSaved }: StepProps) {
  const translate = useTranslate();
  const list = useReviews(hash, onSaved);
  const options = usePickOptions(hash, lang);
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const shown = filterReviews(list.reviews, filters);
  const deleting = open?.kind === 'delete' ? open.review : null;
  const saved = () => {
    void list.reload();
    onSaved();
  };

  return (
    <Stack spacing={2}>
      <ListFrame
        messages="app.reviews"
        count={shown.length}
        list={list}
        filters={<ReviewFilters value={filters} onChange={setFilters} />}
        add={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })}>
            {translate('app.reviews.add')}
          </Button>
        }
      >
        <TableContainer sx={{ contain: 'inline-size' }}>
          <Table size="small" aria-label={translate('app.profile.steps.patientreviews')}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`app.reviews.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((review) => (
                <ReviewRow
                  key={review.id}
                  review={review}
                  busy={list.busyId === review.id}
                  nameOf={options.nameOf}
                  onEdit={() => setOpen({ kind: 'edit', review })}
                  onAvatar={() => setOpen({ kind: 'avatar', review })}
                  onDelete={() => setOpen({ kind: 'delete', review })}
                  onVisible={(visible) => void list.setVisible(review, visible)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListFrame>
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <ReviewDialog
          hash={hash}
          review={open.kind === 'edit' ? open.review : undefined}
          lang={lang}
          options={options}
          reload={() => list.reread(open.kind === 'edit' ? open.review.id : undefined)}
          onSaved={saved}
          onClose={close}
        />
      )}
      {open?.kind === 'avatar' && (
        <ReviewAvatarDialog
          hash={hash}
          review={open.review}
          onRemove={() => list.removeAvatar(open.review)}
          onUploaded={saved}
          onClose={close}
        />
      )}
      {deleting && (
        <RemoveConfirm
          title="app.reviews.deleteTitle"
          content={translate('app.reviews.deleteText', { name: deleting.name })}
          confirm="ra.action.delete"
          confirmColor="warning"
          request={() => list.remove(deleting)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
