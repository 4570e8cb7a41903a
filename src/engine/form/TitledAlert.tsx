// An alert's text under its bold title (002 §8: "toast titled 'Ошибка'"), both i18n keys.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function TitledAlert({ title, text }: { title?: string; text: string }) {
  const translate = useTranslate();
  return (
    <Box>
      {title && (
        <Typography component="strong" sx={{ fontWeight: 'bold', display: 'block' }}>
          {translate(title)}
        </Typography>
      )}
      {translate(text)}
    </Box>
  );
}
