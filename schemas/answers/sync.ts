// The answer of every synchronisation step (000 §4, §7), also when it is refused (409: a run held
// by another session) or fails (502).
import { exact, nullableText, text } from './common';

export const syncStepAnswer = exact({
  message: text,
  error: nullableText,
  callback: { ...nullableText, description: "The next step's path; null after the last." },
});
