// A modal form while its rules load: already named by its title, its progress bar named, and
// Escape closes it as it will close the form (a keyboard user's Escape was lost there).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { NamedProgress } from '../../layout/NamedProgress';
import { FormFrame } from './FormFrame';

describe('a modal form while its rules load', () => {
  it('is the titled dialog with a named progress bar, and Escape closes it', async () => {
    const user = userEvent.setup();
    let closed = 0;
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <NamedProgress>
          <FormFrame
            schema={undefined}
            name="agents"
            sections={[{ fields: [] }]}
            record={{}}
            persist={async () => undefined}
            modal={{ title: 'Передать клиники агента', onClose: () => (closed += 1) }}
          />
        </NamedProgress>
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Передать клиники агента' });
    expect(within(dialog).getByRole('progressbar', { name: 'Загрузка' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(closed).toBe(1);
  });
});
