// Deletes a record after a confirmation that names it. The call carries the version shown (If-Match):
// on a 409 the list reloads to show what is stored now. A list may name its own delete call
// (`deleteCall`: a clinic's picture), sent the list's route values and the id.
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, useRef, useState } from 'react';
import { type RaRecord, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { passes } from '../../../common/recordTests';
import type { ResourceConfig, ScreenMessages } from '../../../common/resource';
import { RemoveConfirm } from '../form/RemoveConfirm';
import { isVersionConflict } from '../form/useVersionConflict';
import { useHost } from '../host/hostContext';
import { IconAction } from '../parts/IconAction';
import { actionName } from './recordTitle';
import { useAnsweredList } from './useAnsweredList';

interface Props {
  resource: string;
  record: RaRecord;
  title: string;
  messages?: ScreenMessages;
  /** Told once it is deleted (a record page leaves). */
  onRemoved?: () => void;
  /** The declared call that deletes, with the list's route values (ListConfig `deleteCall`). */
  call?: string;
  route?: Readonly<Record<string, string>>;
  /** The key of the whole list in that call's answer (ListConfig `answers`). */
  answers?: string;
  /** The record's 1-based place in the list, for the button's name (%{n}). */
  n?: number;
  /** An icon named by its tooltip (a dense table's row, as its edit button). */
  icon?: boolean;
}

type Calls = Record<string, (input: Record<string, unknown>) => Promise<unknown>>;

export function DeleteAction({ resource, record, title, messages, onRemoved, call, route, answers, n, icon }: Props) {
  const dataProvider = useDataProvider();
  const show = useAnsweredList(resource, answers, route);
  // What the delete call answered, read once the confirmation says it is done.
  const answer = useRef<unknown>(undefined);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  // Inside a host (the clinic profile) the host re-reads what depends on the list.
  const host = useHost();
  const reload = () => queryClient.invalidateQueries({ queryKey: [resource] });

  const refused = (error: unknown) => {
    const conflict = isVersionConflict(error);
    const message = !conflict && messages?.deleteFailed ? messages.deleteFailed : (error as Error).message || 'form.delete.error';
    notify(message, { type: 'error' });
    if (conflict) void reload();
  };

  const name = actionName(translate, messages?.remove, 'app.form.delete', title, { id: record.id, n });
  const ask = (event: MouseEvent) => {
    event.stopPropagation();
    setAsking(true);
  };
  return (
    <>
      {icon ? (
        <IconAction label={name} size="small" color="error" onClick={ask}>
          <DeleteIcon />
        </IconAction>
      ) : (
        <Button size="small" color="error" startIcon={<DeleteIcon />} aria-label={name} onClick={ask}>
          {translate('app.form.delete')}
        </Button>
      )}
      {asking && (
        <RemoveConfirm
          title={translate(messages?.removeTitle ?? 'app.form.deleteTitle', { name: title, id: record.id })}
          content={translate(messages?.removeText ?? 'app.form.deleteText', { name: title, id: record.id })}
          confirm={translate('app.form.delete')}
          cancel={translate('app.form.cancel')}
          request={async () => {
            if (!call) return dataProvider.delete(resource, { id: record.id, previousData: record });
            answer.current = await (dataProvider as unknown as Calls)[call]({ ...route, id: record.id });
          }}
          removed={messages?.deleted ?? 'app.form.deleted'}
          failed={refused}
          onRemoved={() => {
            if (call) void show(answer.current);
            else {
              void reload();
              host?.onSaved();
            }
            onRemoved?.();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}

/** A list row's delete (a table's, a card's; an icon in a dense table), unless the record's state keeps it (`removable`): by
 * the list's own delete call when it names one, else the resource's. */
export function RowDelete({ config, ...row }: Pick<Props, 'record' | 'title' | 'route' | 'n'> & { config: ResourceConfig }) {
  const { removable, deleteCall, answers, dense } = config.list;
  if (removable && !passes(removable, row.record)) return null;
  return <DeleteAction resource={config.name} messages={config.messages} call={deleteCall} answers={answers} icon={dense} {...row} />;
}
