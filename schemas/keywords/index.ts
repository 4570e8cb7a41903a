// The custom keywords of the shared ajv instance, in the order their errors are listed per field.
import type { CodeKeywordDefinition } from 'ajv';
import { maxitemsKeyword } from './maxitems';
import { notBelowKeyword } from './notBelow';
import { sameAsKeyword } from './sameAs';
import { selectKeyword } from './select';
import { textKeyword } from './text';

export const customKeywords: readonly CodeKeywordDefinition[] = [
  textKeyword,
  selectKeyword,
  maxitemsKeyword,
  sameAsKeyword,
  notBelowKeyword,
];
