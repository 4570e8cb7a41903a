// The rich-text toolbar's paragraph / heading select: only the heading levels of the allow-list
// (react-admin's own select offers h1 to h6, which the portal's pages do not use in content).
import { MenuItem, Select } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';
import { RICH_TEXT_HEADING_LEVELS } from '../../../common/richText';

type Level = (typeof RICH_TEXT_HEADING_LEVELS)[number];
const PARAGRAPH = 'paragraph';

export function RichTextLevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const current = useEditorState({
    editor,
    selector: ({ editor: state }) => String(RICH_TEXT_HEADING_LEVELS.find((level) => state?.isActive('heading', { level })) ?? PARAGRAPH),
  });

  const choose = (value: string) => {
    const chain = editor?.chain().focus();
    if (value === PARAGRAPH) chain?.setParagraph().run();
    else chain?.setHeading({ level: Number(value) as Level }).run();
  };

  return (
    <Select
      size="small"
      value={current ?? PARAGRAPH}
      onChange={(event) => choose(event.target.value)}
      disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level') }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={PARAGRAPH}>{translate('ra.tiptap.paragraph')}</MenuItem>
      {RICH_TEXT_HEADING_LEVELS.map((level) => (
        <MenuItem key={level} value={String(level)}>
          {translate(`ra.tiptap.heading${level}`)}
        </MenuItem>
      ))}
    </Select>
  );
}
