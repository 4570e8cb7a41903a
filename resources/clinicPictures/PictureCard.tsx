// One picture of the gallery (001 §2 "Pictures"): the thumbnail opening the lightbox, the main
// badge, the caption in the edit language, the visibility switch and the card's actions.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import { Box, Card, CardActionArea, CardActions, CardContent, CardMedia, Chip, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditLang } from '../../common/lang';
import { formatBytes } from '../../src/engine/parts/formatBytes';
import { IconAction } from '../../src/engine/parts/IconAction';
import { useLang } from '../../src/useLang';
import type { Picture } from './mediaModel';

interface Props {
  picture: Picture;
  /** 1-based, for the labels that name the picture. */
  n: number;
  lang: EditLang;
  busy: boolean;
  onOpen: () => void;
  onSetMain: () => void;
  onVisible: (visible: boolean) => void;
  onEditAlt: () => void;
  onDelete: () => void;
}

export function PictureCard({ picture, n, lang, busy, onOpen, onSetMain, onVisible, onEditAlt, onDelete }: Props) {
  const translate = useTranslate();
  const uiLang = useLang();
  const alt = picture.alt?.[lang] ?? '';
  return (
    <Card variant="outlined" data-testid="picture-card" sx={{ display: 'flex', flexDirection: 'column', position: 'relative' }}>
      <CardActionArea onClick={onOpen} aria-label={translate('app.media.pictures.open', { n })}>
        <CardMedia
          component="img"
          image={picture.thumb}
          alt={alt}
          loading="lazy"
          sx={{ aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover', opacity: picture.visible ? 1 : 0.45 }}
        />
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, left: 8, display: 'flex', gap: 0.5, pointerEvents: 'none' }}>
        {picture.mainImg && <Chip size="small" color="primary" icon={<StarIcon />} label={translate('app.media.pictures.main')} />}
        {!picture.visible && <Chip size="small" label={translate('app.media.pictures.hidden')} sx={{ bgcolor: 'background.paper' }} />}
      </Box>
      <CardContent sx={{ flex: 1, py: 1, '&:last-child': { pb: 1 } }}>
        <Typography
          variant="body2"
          color={alt ? 'text.primary' : 'text.secondary'}
          sx={{ fontStyle: alt ? 'normal' : 'italic', wordBreak: 'break-word' }}
        >
          {alt || translate('app.media.pictures.noAlt')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('app.media.pictures.details', {
            width: picture.width,
            height: picture.height,
            size: formatBytes(picture.size, uiLang),
          })}
          {picture.origId !== null && picture.origId !== undefined && ` · ${translate('app.media.pictures.imported')}`}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ pt: 0 }}>
        <FormControlLabel
          label={<Typography variant="body2">{translate('app.media.pictures.visible')}</Typography>}
          sx={{ ml: 0 }}
          control={<Switch size="small" checked={picture.visible} disabled={busy} onChange={(event) => onVisible(event.target.checked)} />}
        />
        <Box sx={{ flex: 1 }} />
        <IconAction label={translate('app.media.pictures.setMain')} disabled={busy || picture.mainImg} onClick={onSetMain}>
          {picture.mainImg ? <StarIcon color="primary" /> : <StarOutlineIcon />}
        </IconAction>
        <IconAction label={translate('app.media.pictures.editAlt', { n })} disabled={busy} onClick={onEditAlt}>
          <EditIcon />
        </IconAction>
        <IconAction label={translate('app.media.pictures.delete', { n })} disabled={busy} onClick={onDelete}>
          <DeleteIcon />
        </IconAction>
      </CardActions>
    </Card>
  );
}
