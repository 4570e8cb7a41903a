// The bar over a list's selected rows (issue 27 point 3): react-admin's bulk toolbar, "select all N
// matching", and the declared actions in a menu (the bar stays one line at 1280x720).
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Box, MenuItem } from '@mui/material';
import { useState } from 'react';
import { BulkActionsToolbar, SelectAllButton, useListContext, useTranslate } from 'react-admin';
import type { BulkSpec, ResourceConfig } from '../../../../common/resource';
import { BULK_MAX } from '../../../../resources/bulk/calls';
import { MenuButton } from '../MenuButton';
import { BulkRunDialog } from './BulkRunDialog';

/** In the flow above the header, not slid up over what stands above the table: react-admin puts
 * it over a list's top bar, which here is the tabs and filters, kept usable while rows are selected.
 * The class twice outweighs react-admin's own rule for it. */
const IN_FLOW = { '& .RaBulkActionsToolbar-toolbar.RaBulkActionsToolbar-toolbar': { position: 'static', transform: 'none' } };

export function BulkToolbar({ config, specs }: { config: ResourceConfig; specs: readonly BulkSpec[] }) {
  const translate = useTranslate();
  const { total } = useListContext();
  const [running, setRunning] = useState<BulkSpec | null>(null);
  const matching = Math.min(total ?? 0, BULK_MAX);
  return (
    <>
      <Box sx={IN_FLOW}>
        <BulkActionsToolbar
          selectAllButton={<SelectAllButton label={translate('app.bulk.selectAll', { smart_count: matching })} limit={BULK_MAX} />}
        >
          <MenuButton
            label={translate('app.bulk.actions')}
            endIcon={<ArrowDropDownIcon />}
            items={(close) =>
              specs.map((spec) => (
                <MenuItem
                  key={spec.action}
                  onClick={() => {
                    close();
                    setRunning(spec);
                  }}
                >
                  {translate(spec.label)}
                </MenuItem>
              ))
            }
          />
        </BulkActionsToolbar>
      </Box>
      {running && <BulkRunDialog config={config} spec={running} onClose={() => setRunning(null)} />}
    </>
  );
}
