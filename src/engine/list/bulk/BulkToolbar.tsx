// The bar over a list's selected rows (issue 27 point 3; ListConfig `bulk`): react-admin's bulk
// toolbar ("N selected", clear), its "select all N matching" once the page's rows are all
// selected, and the declared actions in a menu (the bar stays one line at 1280x720), each asking
// first (BulkRunDialog).
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { BulkActionsToolbar, SelectAllButton, useListContext, useTranslate } from 'react-admin';
import type { BulkSpec, ResourceConfig } from '../../../../common/resource';
import { BULK_MAX } from '../../../../resources/bulk/calls';
import { BulkRunDialog } from './BulkRunDialog';

export function BulkToolbar({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const { total } = useListContext();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [running, setRunning] = useState<BulkSpec | null>(null);
  const matching = Math.min(total ?? 0, BULK_MAX);
  return (
    <>
      <BulkActionsToolbar
        selectAllButton={<SelectAllButton label={translate('app.bulk.selectAll', { smart_count: matching })} limit={BULK_MAX} />}
      >
        <Button
          size="small"
          endIcon={<ArrowDropDownIcon />}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {translate('app.bulk.actions')}
        </Button>
      </BulkActionsToolbar>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {config.list.bulk?.map((spec) => (
          <MenuItem
            key={spec.action}
            onClick={() => {
              setAnchor(null);
              setRunning(spec);
            }}
          >
            {translate(spec.label)}
          </MenuItem>
        ))}
      </Menu>
      {running && <BulkRunDialog config={config} spec={running} onClose={() => setRunning(null)} />}
    </>
  );
}
