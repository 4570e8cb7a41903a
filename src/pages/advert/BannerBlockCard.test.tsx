// A block's locked banner keeps its image's place while the image loads (its pixel size on the
// <img>): the blocks below do not move under a click on their way (a lost "Create" click).
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Banner } from '../../../resources/advert/advertModel';
import { createI18nProvider } from '../../i18nProvider';
import { BannerBlockCard } from './BannerBlockCard';

const banner = {
  id: 7,
  type: 'FULL',
  link: '/images/banner/abc.png',
  marker: 'e2e-full',
  width: 1220,
  height: 130,
} as unknown as Banner;

describe('a banner block', () => {
  it('gives a locked banner’s image its pixel size, so that it keeps its place while loading', () => {
    render(
      <MemoryRouter>
        <AdminContext i18nProvider={createI18nProvider('ru')}>
          <BannerBlockCard block="FULL" types={['FULL', 'MOBILE']} promoId={1} banners={[banner]} base="/b" onCreated={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
    const image = screen.getByRole('img', { name: 'e2e-full' });
    expect(image.getAttribute('width')).toBe('1220');
    expect(image.getAttribute('height')).toBe('130');
  });
});
