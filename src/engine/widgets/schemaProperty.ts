// What the widgets' ranks read of a field's schema property.
import type { SchemaProperty } from './types';

export const hasType = (property: SchemaProperty, type: string) => [property.type].flat().includes(type);

/** Texts longer than this get a textarea when the declaration names no widget. */
export const SHORT_TEXT = 256;
