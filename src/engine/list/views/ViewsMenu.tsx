// The saved views of a list (issue 27 point 4): "Save view…", the person's own views, then those
// shared with their role. The menu is a two-column grid so that each view and its delete stay
// siblings in the menu's order, which is how the arrows walk it.

import ViewsIcon from '@mui/icons-material/BookmarksOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Divider, ListItemText, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../../common/resource';
import { RemoveConfirm } from '../../form/RemoveConfirm';
import { MenuButton } from '../MenuButton';
import type { ListViews, SavedView, ViewsProvider } from './listViews';
import { SaveViewDialog } from './SaveViewDialog';
import { useApplyView } from './useApplyView';

const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

export function ViewsMenu({ views, config }: { views: ListViews; config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ViewsProvider>();
  const apply = useApplyView(views, config);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const list = views.answer?.views ?? [];
  const { asked, answered, answer } = views;

  useEffect(() => {
    if (asked === null || (!answer && !views.failed)) return;
    const view = answer?.views.find((own) => own.id === asked);
    if (view) apply(view);
    else notify('app.list.views.notFound', { type: 'warning' });
    answered();
  }, [asked, answer, views.failed, apply, answered, notify]);

  const markOf = (view: SavedView) =>
    view.shared ? translate(view.own ? 'app.list.views.shared' : 'app.list.views.sharedBy', { owner: view.owner }) : undefined;
  return (
    <>
      <MenuButton
        label={translate('app.list.views.button')}
        menuLabel={translate('app.list.views.menu')}
        startIcon={<ViewsIcon />}
        list={{ sx: { display: 'grid', gridTemplateColumns: '1fr auto' } }}
        items={(close) => [
          <MenuItem
            key="save"
            sx={WHOLE_ROW}
            onClick={() => {
              close();
              setSaving(true);
            }}
          >
            {translate('app.list.views.save')}
          </MenuItem>,
          <Divider key="divider" sx={WHOLE_ROW} />,
          ...(views.failed || !list.length
            ? [
                <MenuItem key="none" sx={WHOLE_ROW} disabled>
                  {translate(views.failed ? 'app.list.views.loadFailed' : 'app.list.views.none')}
                </MenuItem>,
              ]
            : []),
          ...list.flatMap((view) => [
            <MenuItem
              key={view.id}
              sx={view.deletable ? undefined : WHOLE_ROW}
              onClick={() => {
                close();
                apply(view);
              }}
            >
              <ListItemText primary={view.name} secondary={markOf(view)} />
            </MenuItem>,
            ...(view.deletable
              ? [
                  <MenuItem
                    key={`${view.id}-delete`}
                    aria-label={translate('app.list.views.delete', { name: view.name })}
                    onClick={() => {
                      close();
                      setDeleting(view);
                    }}
                  >
                    <DeleteIcon fontSize="small" />
                  </MenuItem>,
                ]
              : []),
          ]),
        ]}
      />
      {saving && <SaveViewDialog views={views} onClose={() => setSaving(false)} />}
      {deleting && (
        <RemoveConfirm
          title={translate('app.list.views.deleteTitle', { name: deleting.name })}
          content={translate('app.list.views.deleteText')}
          confirm={translate('app.form.delete')}
          cancel={translate('app.form.cancel')}
          confirmColor="warning"
          request={() => dataProvider.deleteView({ resource: views.resource, id: deleting.id })}
          removed="app.list.views.deleted"
          failed={(error) => {
            notify('app.list.views.deleteFailed', {
              type: 'error',
              messageArgs: { reason: error instanceof Error ? error.message : String(error) },
            });
            // Deleted meanwhile (404) or no longer theirs to delete: the menu shows what is now.
            void views.reload();
          }}
          onRemoved={() => void views.reload()}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
