// The inputs of a schema form, section by section (or a tab per section), each from the widget
// registry and labelled `resources.<name>.fields.<field>`. Used by resource modals and pages and by
// the profile editor's pages.
import { Alert, Box, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { get, useFormState, useWatch } from 'react-hook-form';
import { passes } from '../../../common/recordTests';
import { type FieldSpec, type FormSection, fieldLabelKey } from '../../../common/resource';
import { useOwnRecord } from '../page/recordPageContext';
import { widgetFor, widgets } from '../widgets';
import type { SchemaProperty } from '../widgets/types';

interface Props {
  schema: object;
  name: string;
  sections: FormSection[];
  tabs?: boolean;
  /** Every field shown disabled (a record the form shows read-only). */
  disabled?: boolean;
}

/** About the height of the rich-text editor (its toolbar and a few lines). */
const LOADING_HEIGHT = 160;

/** The place of a widget whose code is still loading (the rich-text editor), per widget: one
 * boundary round the whole form left the step's Back and Next right under a bar, and a click could
 * land on the form that then took their place (a browser test's lost "Back", issue 23). */
function LoadingWidget() {
  return (
    <Box sx={{ minHeight: LOADING_HEIGHT }}>
      <LinearProgress />
    </Box>
  );
}

/** The schema property of a field, nested ones too (`socialNetworks.VK`). */
const propertyAt = (properties: Record<string, SchemaProperty>, source: string): SchemaProperty =>
  source
    .split('.')
    .reduce<SchemaProperty | undefined>(
      (at, key, index) =>
        index === 0 ? properties[key] : (at as { properties?: Record<string, SchemaProperty> } | undefined)?.properties?.[key],
      undefined,
    ) ?? {};

/** A field declared `when` another holds a value (or one of `oneOf`): shown only then. */
function Shown({ when, children }: { when: NonNullable<FieldSpec['when']>; children: ReactNode }) {
  const value: unknown = useWatch({ name: when.source });
  return ('oneOf' in when ? when.oneOf.includes(value) : value === when.equals) ? children : null;
}

export function SchemaInputs({ schema, name, sections, tabs, disabled }: Props) {
  const translate = useTranslate();
  const record = useRecordContext() ?? {};
  const own = useOwnRecord();
  const properties = (schema as { properties: Record<string, SchemaProperty> }).properties;
  /** A field locked for this record (`disabledWhen`) is disabled: shown, not editable, not sent. */
  const resolved = (field: FieldSpec): FieldSpec =>
    disabled || (field.disabledWhen && passes(field.disabledWhen, record, own)) ? { ...field, disabled: true } : field;
  const parts = sections.map((section, index) => {
    const inputs = section.fields.map(resolved).map((field) => {
      const property = propertyAt(properties, field.source);
      const Widget = widgets[widgetFor(field, property)];
      const label = translate(field.label ?? fieldLabelKey(name, field.source));
      // One field may have several inputs (each labelled its own way).
      const key = field.label ? `${field.source}:${field.label}` : field.source;
      const input = (
        <Suspense key={key} fallback={<LoadingWidget />}>
          <Widget field={field} label={label} property={property} />
        </Suspense>
      );
      return field.when ? (
        <Shown key={key} when={field.when}>
          {input}
        </Shown>
      ) : (
        input
      );
    });
    return (
      <Stack key={section.title ?? index} spacing={0.5}>
        {section.title && !tabs && <Typography variant="subtitle1">{translate(section.title)}</Typography>}
        {section.hint && <Alert severity="info">{translate(section.hint)}</Alert>}
        {section.columns ? (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: `repeat(${section.columns}, minmax(0, 1fr))` }, gap: 2 }}>
            {inputs}
          </Box>
        ) : (
          inputs
        )}
      </Stack>
    );
  });
  return tabs ? <SectionTabs sections={sections} parts={parts} /> : parts;
}

/** The sections as tabs. Every section stays in the form (its values kept, its rules checked);
 * only the chosen one shows. When a save is refused (by the browser's check or the server's) and
 * the shown tab holds no refused field, the first tab that does is shown. */
function SectionTabs({ sections, parts }: { sections: FormSection[]; parts: ReactNode[] }) {
  const translate = useTranslate();
  const id = useId();
  const [shown, setShown] = useState(0);
  const { errors } = useFormState();
  // Read by the check of new refusals only: choosing another tab afterwards is the user's to do.
  const current = useRef(shown);
  current.current = shown;
  // The sections with a refused field, as one text: it changes with a refusal, not with typing.
  const refused = sections.map((section) => section.fields.some((field) => get(errors, field.source) !== undefined)).join();
  useEffect(() => {
    const flags = refused.split(',');
    if (flags[current.current] === 'true') return;
    const first = flags.indexOf('true');
    if (first >= 0) setShown(first);
  }, [refused]);
  return (
    <>
      <Tabs value={shown} onChange={(_event, next: number) => setShown(next)} variant="scrollable" sx={{ mb: 1 }}>
        {sections.map((section, index) => (
          <Tab
            key={section.title ?? index}
            label={translate(section.title ?? '')}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {parts.map((part, index) => (
        <Box
          key={sections[index].title ?? index}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== shown}
        >
          {part}
        </Box>
      ))}
    </>
  );
}
