// The side menu's order: 002 §2 "ADMIN side menu", then the MANAGER menu. A screen whose path is
// not listed here comes after the listed ones, by path, so a new screen needs no line here.
import type { AnyScreen } from '../common/resource';

export const MENU_ORDER = [
  '/admin/clinics',
  '/admin/agents',
  '/admin/media',
  '/admin/articles',
  '/admin/cities',
  '/admin/hubs',
  '/admin/seopages',
  '/admin/users',
  '/admin/reports',
  '/admin/authors',
  '/admin/advert/holders',
  '/admin/advertising',
  '/admin/video',
  '/admin/tags',
  '/admin/rubrics',
  '/manager/leads',
];

const rank = (path: string) => {
  const index = MENU_ORDER.indexOf(path);
  return index < 0 ? MENU_ORDER.length : index;
};

export const byMenuOrder = (a: AnyScreen, b: AnyScreen) =>
  rank(a.config.path) - rank(b.config.path) || a.config.path.localeCompare(b.config.path);
