// The article's rubrics (002 §2 "rubrics (add new or pick existing)"): picked in the app's one id
// picker (IdsPicker, the ids kept as the array of numbers the article's schema takes), or added in
// place (AddRubricDialog), which is then picked.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { IdsPicker, useIdList } from '../../../src/engine/widgets/IdsPicker';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { useArticleReference } from '../useArticleReference';
import { AddRubricDialog } from './AddRubricDialog';

function ArticleRubricsWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const { rubrics } = useArticleReference();
  const { ids, write } = useIdList(field.source, true);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  // Picks the added rubric once the reloaded list holds it.
  useEffect(() => {
    const found = added && rubrics.find((r) => r.slug === added);
    if (!found) return;
    setAdded(null);
    if (!ids.includes(String(found.id))) write([...ids, found.id]);
  });

  // A rubric the list no longer holds stays picked, named by its id.
  const options = [...rubrics, ...ids.filter((id) => !rubrics.some((r) => String(r.id) === id)).map((id) => ({ id, name: `#${id}` }))];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <IdsPicker name={field.source} label={label} options={options} asArray />
      </Box>
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        {translate('app.articles.rubrics.add')}
      </Button>
      {adding && (
        <AddRubricDialog
          onClose={() => setAdding(false)}
          onAdded={(slug) => {
            setAdding(false);
            setAdded(slug);
          }}
        />
      )}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'articleRubrics', component: ArticleRubricsWidget };
