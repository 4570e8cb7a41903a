// The way back to a list as it was left: its query string and its scroll, only on the way back.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToList, useListPlace } from './listPlace';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function ListScreen() {
  useListPlace(true);
  return (
    <>
      <Link to="/clinics?page=3&city=2">page 3</Link>
      <Link to="/clinics/7">a clinic</Link>
    </>
  );
}

function RecordScreen() {
  return (
    <>
      <Link {...backToList('/clinics')}>back to the list</Link>
      <Link to="/clinics">the menu’s link</Link>
    </>
  );
}

const scrollTo = vi.fn();

function scrollDown(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('the way back to a list', () => {
  beforeEach(() => {
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/clinics" element={<ListScreen />} />
          <Route path="/clinics/:id" element={<RecordScreen />} />
        </Routes>
        <Address />
      </MemoryRouter>,
    );

  it('goes back to the filtered page it was left on, scrolled where it was', async () => {
    const user = userEvent.setup();
    renderAt('/clinics');
    await user.click(screen.getByRole('link', { name: 'page 3' }));
    scrollDown(640);
    await user.click(screen.getByRole('link', { name: 'a clinic' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/clinics/7');

    await user.click(screen.getByRole('link', { name: 'back to the list' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/clinics?page=3&city=2');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('starts a list opened from the menu as its address says, without scrolling it', async () => {
    const user = userEvent.setup();
    renderAt('/clinics?page=3&city=2');
    scrollDown(640);
    await user.click(screen.getByRole('link', { name: 'a clinic' }));
    await user.click(screen.getByRole('link', { name: 'the menu’s link' }));
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/clinics$/);
    expect(scrollTo).not.toHaveBeenCalled();
    // The list's place is now the menu's: the way back from a record leads there.
    await user.click(screen.getByRole('link', { name: 'a clinic' }));
    expect(screen.getByRole('link', { name: 'back to the list' })).toHaveAttribute('href', '/clinics');
  });
});
