// A review's author (001 §2 "Patient reviews"): the avatar, 44 px, which opens the avatar dialog
// for a review written here (an imported one's is not edited), the name, the country in the UI
// language and the stars; dimmed while the review is hidden from the site.
import { Avatar, Box, Rating, Stack, Typography } from '@mui/material';
import { type SyntheticEvent, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { countryName } from '../../../common/countryNames';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { IconAction } from '../../../src/engine/parts/IconAction';
import { useLang } from '../../../src/useLang';
import type { Review } from '../reviewRecords';
import { ReviewAvatarDialog } from './ReviewAvatarDialog';

const stop = (event: SyntheticEvent) => event.stopPropagation();

function ReviewAuthor() {
  const translate = useTranslate();
  const lang = useLang();
  const review = useRecordContext<Review>();
  const [open, setOpen] = useState(false);
  if (!review) return null;
  const avatar = (
    <Avatar src={review.avatar ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
      {review.name.slice(0, 1)}
    </Avatar>
  );
  return (
    <Stack direction="row" spacing={1.5} sx={{ width: 170, opacity: review.visible ? 1 : 0.7 }}>
      {review.origId !== null ? (
        avatar
      ) : (
        <IconAction
          label={translate('app.reviews.avatar.change', { name: review.name })}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
          sx={{ p: 0 }}
        >
          {avatar}
        </IconAction>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{review.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {review.country ? countryName(review.country, lang) : ''}
        </Typography>
        <Rating value={review.rating} readOnly size="small" aria-label={translate('app.reviews.rating', { rating: review.rating })} />
      </Box>
      {open && (
        // The dialog's clicks and keys are its own: in React's tree it is inside the row, whose click
        // opens the review's form.
        // biome-ignore lint/a11y/noStaticElementInteractions: stops events, handles none
        <span onClick={stop} onKeyDown={stop}>
          <ReviewAvatarDialog review={review} onClose={() => setOpen(false)} />
        </span>
      )}
    </Stack>
  );
}

export const cell: CellEntry = { name: 'reviewAuthor', render: () => <ReviewAuthor /> };
