// The article's rubrics (002 §2 "rubrics (add new or pick existing)"): picked in the app's one id
// picker (IdsPicker, the ids kept as the array of numbers the article's schema takes), or added in
// place by the rubrics screen's own modal form (resources/rubrics: its rules, transforms and
// messages, the server's field errors under their fields), after which the new rubric is picked.
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SchemaForm } from '../../../src/engine/form/SchemaForm';
import { IdsPicker, useIdList } from '../../../src/engine/widgets/IdsPicker';
import type { WidgetEntry, WidgetProps } from '../../../src/engine/widgets/types';
import { screens as rubricScreens } from '../../rubrics';
import { useArticleReference } from '../useArticleReference';

const [rubrics] = rubricScreens;

function ArticleRubricsWidget({ field, label }: WidgetProps) {
  const translate = useTranslate();
  const reference = useArticleReference();
  const { ids, write } = useIdList(field.source, true);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  // Picks the added rubric once the reloaded list holds it (its create answers no id).
  useEffect(() => {
    const found = added && reference.rubrics.find((r) => r.slug === added);
    if (!found) return;
    setAdded(null);
    if (!ids.includes(String(found.id))) write([...ids, found.id]);
  });

  // A rubric the list no longer holds stays picked, named by its id.
  const options = [
    ...reference.rubrics,
    ...ids.filter((id) => !reference.rubrics.some((r) => String(r.id) === id)).map((id) => ({ id, name: `#${id}` })),
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <IdsPicker name={field.source} label={label} options={options} asArray />
      </Box>
      <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ mt: 1 }}>
        {translate('app.articles.rubrics.add')}
      </Button>
      {adding && <SchemaForm definition={rubrics} onClose={() => setAdding(false)} onCreated={(rubric) => setAdded(String(rubric.slug))} />}
    </Stack>
  );
}

export const widget: WidgetEntry = { name: 'articleRubrics', component: ArticleRubricsWidget };
