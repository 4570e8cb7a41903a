// A synchronisation run's row (one per run, server/services/sync/runHistory.ts): its totals as
// any row's changes, and its steps in a disclosure a person opens, each step named with its counts.
import { Box, Typography } from '@mui/material';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { ChangeList } from '../../src/engine/history/ChangeList';
import { entityLabel, fieldLabel, type HistoryItem, recordLabel } from '../../src/engine/history/historyText';

type RunStep = { step: string } & Record<'rows' | 'added' | 'updated' | 'removed' | 'skipped' | 'replaced', number>;

/** A step's counts in the order the step's message names them; a replaced edit only when there was one. */
const COUNTS = ['rows', 'added', 'updated', 'removed', 'skipped', 'replaced'] as const;

const stepsOf = (item: HistoryItem) => (item.changes?.steps?.[1] ?? []) as RunStep[];

/** The run's name: its only step, or its first and last ("Синхронизация: Специальности и
 * категории — Перерасчёт SEO-страниц"). */
export function syncRunLabel(translate: TranslateFunction, item: HistoryItem): string {
  const run = stepsOf(item);
  if (run.length < 2) return recordLabel(translate, item.entity, item.entityId);
  const name = (step: RunStep) => translate(`server.sync.steps.${step.step}`, { _: step.step });
  return `${entityLabel(translate, item.entity)}: ${name(run[0])} — ${name(run[run.length - 1])}`;
}

export function SyncRunChanges({ item }: { item: HistoryItem }) {
  const translate = useTranslate();
  const { steps: _steps, ...totals } = item.changes ?? {};
  const run = stepsOf(item);
  return (
    <>
      <ChangeList item={{ ...item, changes: totals }} />
      {run.length > 0 && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
            {translate('resources.sync.stepsShown', { smart_count: run.length })}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {run.map((step) => (
              <Typography component="li" variant="body2" key={step.step}>
                <strong>{translate(`server.sync.steps.${step.step}`, { _: step.step })}</strong>:{' '}
                {COUNTS.filter((count) => count !== 'replaced' || step.replaced)
                  .map((count) => `${fieldLabel(translate, 'sync', count)} ${step[count] ?? 0}`)
                  .join(', ')}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
