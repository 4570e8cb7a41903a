// The rich-text toolbar's text colour and highlight buttons: react-admin's palette, but each
// swatch a named button in a popover, so that colours can be chosen from the keyboard and a
// screen reader says which one (react-admin's swatches are unnamed, mouse-only boxes).
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import { Box, ButtonBase, Popover, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { blue, green, grey, orange, purple, red, yellow } from '@mui/material/colors';
import { useTiptapEditor } from 'ra-input-rich-text';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';

const HUES = { grey, red, orange, yellow, green, blue, purple } as const;
const SHADES = [900, 700, 500, 300, 100] as const;

/** The colours offered, darkest row first: what the allow-list's colour patterns must accept. */
export const RICH_TEXT_PALETTE = SHADES.flatMap((shade) =>
  Object.entries(HUES).map(([hue, colors]) => ({ hue: hue as keyof typeof HUES, shade, color: colors[shade] })),
);

type Kind = 'color' | 'highlight';

export function RichTextColorButtons() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState<{ anchor: HTMLElement; kind: Kind }>();

  const pick = (kind: Kind, color: string) => {
    const chain = editor?.chain().focus();
    if (kind === 'color') chain?.setColor(color).run();
    else chain?.toggleHighlight({ color }).run();
    setOpen(undefined);
  };

  const button = (kind: Kind, icon: ReactNode) => (
    <ToggleButton
      value={kind}
      aria-label={translate(`ra.tiptap.${kind}`)}
      title={translate(`ra.tiptap.${kind}`)}
      aria-haspopup="true"
      disabled={!editor?.isEditable}
      onClick={(event) => setOpen({ anchor: event.currentTarget, kind })}
    >
      {icon}
    </ToggleButton>
  );

  return (
    <>
      <ToggleButtonGroup>
        {button('color', <FormatColorTextIcon fontSize="inherit" />)}
        {button('highlight', <FontDownloadIcon fontSize="inherit" />)}
      </ToggleButtonGroup>
      <Popover
        open={open !== undefined}
        anchorEl={open?.anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClose={() => setOpen(undefined)}
      >
        <Box
          role="group"
          aria-label={open && translate(`ra.tiptap.${open.kind}`)}
          sx={{ display: 'grid', gridTemplateColumns: `repeat(${Object.keys(HUES).length}, 24px)`, gap: 0.5, p: 1 }}
        >
          {RICH_TEXT_PALETTE.map(({ hue, shade, color }) => {
            const name = translate('ra.tiptap.swatch', { hue: translate(`ra.tiptap.hues.${hue}`), shade });
            return (
              <ButtonBase
                key={color}
                aria-label={name}
                title={name}
                onClick={() => open && pick(open.kind, color)}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: 0.5,
                  bgcolor: color,
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              />
            );
          })}
        </Box>
      </Popover>
    </>
  );
}
