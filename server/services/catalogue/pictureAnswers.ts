// The wire shapes of a clinic's pictures and logos (001 §3 "Image", "Clinic logo"), with the
// URLs they are served at (server/routes/images.ts).
import type { PictureRow } from '../../repositories/pictures';
import { imageUrl } from '../files/images';

type Alt = { picture_id: number; lang: string; alt: string };

export function pictureAnswer(p: PictureRow, alts: readonly Alt[]) {
  const alt = (lang: 'RU' | 'EN') => alts.find((a) => a.picture_id === p.id && a.lang === lang)?.alt ?? '';
  return {
    id: p.id,
    hash: p.hash,
    fileType: p.file_type,
    mainImg: p.main_img === 1,
    visible: p.visible === 1,
    alt: { RU: alt('RU'), EN: alt('EN') },
    origId: p.orig_id === null ? null : Number(p.orig_id),
    width: p.width,
    height: p.height,
    size: Number(p.size),
    created: Number(p.created),
    url: imageUrl('picture', p.hash, p.file_type),
    thumb: imageUrl('picture', p.hash, p.file_type, 'thumb'),
  };
}

export type PictureAnswer = ReturnType<typeof pictureAnswer>;

export const picturesAnswer = ({ pictures, alts }: { pictures: PictureRow[]; alts: Alt[] }) => ({
  images: pictures.map((p) => pictureAnswer(p, alts)),
});

type LogoColumns = {
  l_logo_hash: string | null;
  l_logo_file_type: string | null;
  m_logo_hash: string | null;
  m_logo_file_type: string | null;
};

const logo = (hash: string | null, fileType: string | null) =>
  hash && fileType ? { hash, fileType, url: imageUrl('logo', hash, fileType) } : null;

/** lLogo: the clinic's own logo; mLogo: the catalogue's. */
export const logoAnswer = (c: LogoColumns) => ({
  lLogo: logo(c.l_logo_hash, c.l_logo_file_type),
  mLogo: logo(c.m_logo_hash, c.m_logo_file_type),
});
