// The custom keywords of the shared ajv instance, in the order their errors are listed per field.
import type { CodeKeywordDefinition } from 'ajv';
import { calendarDayKeyword } from './calendarDay';
import { dayWithinKeyword } from './dayWithin';
import { maxitemsKeyword } from './maxitems';
import { notBelowKeyword } from './notBelow';
import { pickedUnlessKeyword } from './pickedUnless';
import { requiredWhenKeyword } from './requiredWhen';
import { sameAsKeyword } from './sameAs';
import { selectKeyword } from './select';
import { textKeyword } from './text';
import { textMinUnlessKeyword } from './textMinUnless';

export const customKeywords: readonly CodeKeywordDefinition[] = [
  textKeyword,
  selectKeyword,
  maxitemsKeyword,
  sameAsKeyword,
  notBelowKeyword,
  textMinUnlessKeyword,
  calendarDayKeyword,
  pickedUnlessKeyword,
  dayWithinKeyword,
  requiredWhenKeyword,
];
