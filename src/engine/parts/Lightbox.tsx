// The full-size preview of a gallery (001 §2 "lightbox preview"; the pictures, and the images
// among the documents): the image at `index` with its caption, the previous and next ones by
// buttons or arrow keys (wrapping around), Esc or the close button closes.
import CloseIcon from '@mui/icons-material/Close';
import PreviousIcon from '@mui/icons-material/NavigateBefore';
import NextIcon from '@mui/icons-material/NavigateNext';
import { Box, Dialog, IconButton, Stack, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

/** One image: where it is loaded from, and its caption (also its text alternative). */
interface Slide {
  url: string;
  caption: string;
}

interface Props {
  slides: readonly Slide[];
  index: number;
  label?: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const onDark = { color: 'common.white', bgcolor: 'rgba(0, 0, 0, 0.35)', '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.6)' } };

export function Lightbox({ slides, index, label = 'app.media.lightbox.title', onIndex, onClose }: Props) {
  const translate = useTranslate();
  const slide = slides[index];
  if (!slide) return null;
  const total = slides.length;
  const step = (by: number) => onIndex((index + by + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const alt = slide.caption;
  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      maxWidth={false}
      slotProps={{
        paper: {
          'aria-label': translate(label),
          sx: { bgcolor: 'grey.900', color: 'common.white', m: 1, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', minWidth: 320, minHeight: 240 }}>
        <Box
          component="img"
          src={slide.url}
          alt={alt}
          sx={{ display: 'block', maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 96px)' }}
        />
        <IconButton
          aria-label={translate('app.media.lightbox.close')}
          onClick={onClose}
          sx={{ ...onDark, position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        {total > 1 && (
          <>
            <IconButton
              aria-label={translate('app.media.lightbox.previous')}
              onClick={() => step(-1)}
              sx={{ ...onDark, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <PreviousIcon fontSize="large" />
            </IconButton>
            <IconButton
              aria-label={translate('app.media.lightbox.next')}
              onClick={() => step(1)}
              sx={{ ...onDark, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
            >
              <NextIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ px: 2, py: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-word' }}>
          {alt}
        </Typography>
        <Typography variant="caption" sx={{ opacity: 0.8, whiteSpace: 'nowrap' }}>
          {translate('app.media.lightbox.position', { n: index + 1, total })}
        </Typography>
      </Stack>
    </Dialog>
  );
}
