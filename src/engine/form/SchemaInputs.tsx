// The inputs of a schema form, section by section, each from the widget registry and labelled
// `resources.<name>.fields.<field>`. Used by resource modals and by the profile editor's pages.
import { LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { type FormSection, fieldLabelKey } from '../../../common/resource';
import { widgetFor, widgets } from '../widgets';
import type { SchemaProperty } from '../widgets/types';

interface Props {
  schema: object;
  /** The i18n resource name of the labels. */
  name: string;
  sections: FormSection[];
}

export function SchemaInputs({ schema, name, sections }: Props) {
  const translate = useTranslate();
  const properties = (schema as { properties: Record<string, SchemaProperty> }).properties;
  return (
    <Suspense fallback={<LinearProgress />}>
      {sections.map((section, index) => (
        <Stack key={section.title ?? index} spacing={0.5}>
          {section.title && <Typography variant="subtitle1">{translate(section.title)}</Typography>}
          {section.fields.map((field) => {
            const property = properties[field.source] ?? {};
            const Widget = widgets[widgetFor(field, property)];
            const label = translate(fieldLabelKey(name, field.source));
            return <Widget key={field.source} field={field} label={label} property={property} />;
          })}
        </Stack>
      ))}
    </Suspense>
  );
}
