// A review's text and what it is about (001 §2 "Patient reviews"): the language badge, the
// publication and treatment dates, a video marker linking the video, the catalogue and deleted
// markers (an imported one's catalogue publication as a disabled switch), the categories (or "all") and specialties, the doctors, then the text collapsed to 80 px;
// dimmed while the review is hidden from the site.
import VideoIcon from '@mui/icons-material/OndemandVideo';
import { Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useIdNames } from '../../../src/engine/list/cells/IdNamesCell';
import type { CellEntry } from '../../../src/engine/list/cells/types';
import { useLang } from '../../../src/useLang';
import { PICKS } from '../parts';
import type { Review } from '../reviewRecords';
import { CollapsibleText } from './CollapsibleText';

const TOPICS = [PICKS.categories, PICKS.specialties];
const DOCTORS = [PICKS.doctors];

const day = (value: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));

function ReviewText() {
  const translate = useTranslate();
  const lang = useLang();
  const review = useRecordContext<Review>();
  const topics = useIdNames(TOPICS, review);
  const doctors = useIdNames(DOCTORS, review);
  if (!review) return null;
  return (
    <Stack sx={{ minWidth: 240, opacity: review.visible ? 1 : 0.7 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color="primary" label={review.locals} />
        <Typography variant="body2">{translate('app.reviews.published', { date: day(review.publishedDT, lang) })}</Typography>
        {review.curedDT && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reviews.cured', { date: day(review.curedDT, lang) })}
          </Typography>
        )}
        {review.youtube && (
          <Chip
            size="small"
            variant="outlined"
            icon={<VideoIcon />}
            label={translate('app.reviews.video')}
            component="a"
            href={review.youtube}
            target="_blank"
            rel="noopener noreferrer"
            // The link's own, not the row's (which opens the review's form).
            onClick={(event) => event.stopPropagation()}
            clickable
          />
        )}
        {review.origId !== null && <Chip size="small" variant="outlined" label={translate('app.reviews.imported')} />}
        {review.origId !== null && (
          <FormControlLabel
            control={<Switch size="small" checked={review.published} disabled />}
            label={translate('app.reviews.publishedSwitch')}
          />
        )}
        {review.deleted && <Chip size="small" color="warning" label={translate('app.reviews.deleted')} />}
      </Stack>
      {(review.allCategories || topics.length > 0) && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.reviews.categories')}: {review.allCategories ? translate('app.reviews.allCategories') : topics.join(', ')}
        </Typography>
      )}
      {doctors.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.reviews.doctors')}: {doctors.join(', ')}
        </Typography>
      )}
      <CollapsibleText html={review.review} id={`review-text-${review.id}`} />
    </Stack>
  );
}

export const cell: CellEntry = { name: 'reviewText', render: () => <ReviewText /> };
