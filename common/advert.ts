// Advertising's shared facts (002 §3 "Promo", "Banner", §5 "Promo", "Banners", §9), read by the
// browser and the server alike: the banner types with their pixel sizes and the spec's marker
// messages, the page and text-type options, the file rules and the promo date window.

/** Both readings of the spec: FULL, HALF, THIRD (the clinic flow) and FULL, MOBILE, THIRD,
 * CLINIC_BASED (the holder flow). */
export const BANNER_TYPES = ['FULL', 'MOBILE', 'THIRD', 'CLINIC_BASED', 'HALF'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

export interface BannerTypeFacts {
  width: number;
  height: number;
  /** The i18n key of the spec's alert when the marker is missing (none in the clinic flow). */
  markerMessage?: string;
  /** The multipart file field of POST /api/admin/promo/{id}/banner (holder flow). */
  fileField?: string;
  /** The file and link fields of POST /api/admin/promo/banner (clinic flow). */
  clinicFlow?: { file: string; url: string };
}

export const BANNER_FACTS: Record<BannerType, BannerTypeFacts> = {
  FULL: {
    width: 1220,
    height: 130,
    markerMessage: 'app.advert.marker.FULL',
    fileField: 'bannerFullFile',
    clinicFlow: { file: 'bannerFull', url: 'urlFull' },
  },
  MOBILE: { width: 290, height: 200, markerMessage: 'app.advert.marker.MOBILE', fileField: 'bannerMobileFile' },
  THIRD: {
    width: 290,
    height: 200,
    markerMessage: 'app.advert.marker.THIRD',
    fileField: 'bannerThirdFile',
    clinicFlow: { file: 'bannerThird', url: 'urlThird' },
  },
  CLINIC_BASED: { width: 290, height: 200, markerMessage: 'app.advert.marker.CLINIC_BASED', fileField: 'bannerClinicBasedFile' },
  HALF: { width: 610, height: 130, clinicFlow: { file: 'bannerHalf', url: 'urlHalf' } },
};

/** The banner page's three blocks (002 §2): each holds its banners, FULL with its mobile one. */
export const BANNER_BLOCKS = [
  { block: 'FULL', types: ['FULL', 'MOBILE'], targets: 'catalogue' },
  { block: 'THIRD', types: ['THIRD'], targets: 'catalogue' },
  { block: 'CLINIC_BASED', types: ['CLINIC_BASED'], targets: 'clinics' },
] as const satisfies readonly { block: BannerType; types: readonly BannerType[]; targets: 'catalogue' | 'clinics' }[];
export type BannerBlock = (typeof BANNER_BLOCKS)[number]['block'];

/** The types that show pages and text types (the FULL block's, 002 §2). */
export const WITH_PLACEMENT: readonly BannerType[] = ['FULL', 'MOBILE'];

export const BANNER_PAGES = ['MAIN', 'CLINICS', 'DOCTORS', 'REVIEWS', 'SINGLE_DOCTOR', 'SINGLE_CLINIC'] as const;
export const BANNER_TEXT_TYPES = ['ARTICLE', 'INTERVIEW', 'WEBINAR', 'CATALOGUE_AI'] as const;

/** 002 §5 "Banners", §9: png, jpg, jpeg, gif, at most 3 MB each. */
export const BANNER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const BANNER_MAX_BYTES = 3 * 1024 * 1024;
export const BANNER_MAX_MB = 3;

/** 002 §9: the list reloads 3 s after an upload. */
export const BANNER_RELOAD_MS = 3000;

/** The extension of a file name, lower case ('' when it has none). */
export const extensionOf = (name: string) => (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();

export const isBannerExtension = (ext: string) => (BANNER_EXTENSIONS as readonly string[]).includes(ext);

/** Whether an image's pixel size is its type's (the warning of issue 15 point 4). */
export const hasBannerSize = (type: BannerType, width: number, height: number) =>
  BANNER_FACTS[type].width === width && BANNER_FACTS[type].height === height;
