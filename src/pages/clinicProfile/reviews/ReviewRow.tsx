// One review of the list (001 §2 "Patient reviews"): the author (avatar 44 px, which opens the
// avatar dialog for reviews written here, name, country, stars); the review (language badge,
// publication and treatment dates, categories, doctors, a video marker, the collapsible text, the
// deleted and catalogue markers); the actions (edit or view, delete, the visible checkbox and, for
// imported reviews, the disabled published switch).
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideo';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { Avatar, Box, Checkbox, Chip, FormControlLabel, Rating, Stack, Switch, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IconAction } from '../../../engine/parts/IconAction';
import { useLang } from '../../../useLang';
import { CollapsibleText } from './CollapsibleText';
import { countryName } from './countryNames';
import type { PickOption, Review } from './reviewModel';

interface Props {
  review: Review;
  busy: boolean;
  nameOf: (list: PickOption['list'], id: number) => string;
  onEdit: () => void;
  onAvatar: () => void;
  onDelete: () => void;
  onVisible: (visible: boolean) => void;
}

const day = (value: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));

export function ReviewRow({ review, busy, nameOf, onEdit, onAvatar, onDelete, onVisible }: Props) {
  const translate = useTranslate();
  const lang = useLang();
  const imported = review.origId !== null;
  const name = { name: review.name };
  const picks = [...review.categories.map((id) => nameOf('categories', id)), ...review.specialties.map((id) => nameOf('specialties', id))];
  const avatar = (
    <Avatar src={review.avatar ?? undefined} alt="" sx={{ width: 44, height: 44 }}>
      {review.name.slice(0, 1)}
    </Avatar>
  );
  return (
    <TableRow data-testid="review-row" sx={{ opacity: review.visible ? 1 : 0.7, verticalAlign: 'top' }}>
      <TableCell sx={{ width: 220 }}>
        <Stack direction="row" spacing={1.5}>
          {imported ? (
            avatar
          ) : (
            <IconAction label={translate('app.reviews.avatar.change', name)} onClick={onAvatar} sx={{ p: 0 }}>
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
        </Stack>
      </TableCell>
      <TableCell>
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
              clickable
            />
          )}
          {imported && <Chip size="small" variant="outlined" label={translate('app.reviews.imported')} />}
          {review.deleted && <Chip size="small" color="warning" label={translate('app.reviews.deleted')} />}
        </Stack>
        {(review.allCategories || picks.length > 0) && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reviews.categories')}: {review.allCategories ? translate('app.reviews.allCategories') : picks.join(', ')}
          </Typography>
        )}
        {review.doctors.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.reviews.doctors')}: {review.doctors.map((id) => nameOf('doctors', id)).join(', ')}
          </Typography>
        )}
        <CollapsibleText html={review.review} id={`review-text-${review.id}`} />
      </TableCell>
      <TableCell sx={{ width: 200 }}>
        <Stack>
          <Box sx={{ display: 'flex' }}>
            <IconAction label={translate(imported ? 'app.reviews.view' : 'app.reviews.edit', name)} onClick={onEdit}>
              {imported ? <ViewIcon /> : <EditIcon />}
            </IconAction>
            {!imported && (
              <IconAction label={translate('app.reviews.delete', name)} disabled={busy} onClick={onDelete}>
                <DeleteIcon />
              </IconAction>
            )}
          </Box>
          <FormControlLabel
            control={<Checkbox checked={review.visible} disabled={busy} onChange={(event) => onVisible(event.target.checked)} />}
            label={translate('app.reviews.visible')}
          />
          {imported && (
            <FormControlLabel control={<Switch checked={review.published} disabled />} label={translate('app.reviews.publishedSwitch')} />
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
