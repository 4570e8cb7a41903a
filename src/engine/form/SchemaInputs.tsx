// The inputs of a resource's form, section by section, each from the widget registry and labelled
// `resources.<name>.fields.<field>`.
import { LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../types';
import { widgetFor, widgets } from '../widgets';
import type { SchemaProperty } from '../widgets/types';

export function SchemaInputs({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const { config } = definition;
  const properties = (definition.schema as { properties: Record<string, SchemaProperty> }).properties;
  return (
    <Suspense fallback={<LinearProgress />}>
      {config.form.sections.map((section, index) => (
        <Stack key={section.title ?? index} spacing={0.5}>
          {section.title && <Typography variant="subtitle1">{translate(section.title)}</Typography>}
          {section.fields.map((field) => {
            const property = properties[field.source] ?? {};
            const Widget = widgets[widgetFor(field, property)];
            const label = translate(`resources.${config.name}.fields.${field.source}`);
            return <Widget key={field.source} field={field} label={label} property={property} />;
          })}
        </Stack>
      ))}
    </Suspense>
  );
}
