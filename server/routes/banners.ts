// Banners (002 §2 banner page and edit screen, §5 "Banners", §7), both readings of the spec:
// the holder flow (POST promo/{id}/banner with a file per type and the `banners` descriptions,
// GET/PUT promo/banner/{id} with `bannerFile` and the `banner` JSON) and the clinic flow (POST
// promo/banner with bannerFull, bannerHalf, bannerThird and their urls, all three required; PUT
// promo/banner with bannerId, newBanner, newUrl). Files: png, jpg, jpeg or gif by name and content,
// at most 3 MB, re-encoded; served under /images/banner/ (routes/images.ts). ADMIN-only; declared
// in resources/advert/calls.ts.
import type { FastifyInstance } from 'fastify';
import { BANNER_FACTS, BANNER_TYPES, type BannerType } from '../../common/advert';
import { bannerCalls } from '../../resources/advert/calls';
import { FieldErrors, fieldError } from '../http/errors';
import { registerCalls } from '../http/registerCalls';
import { loadedVersion } from '../http/version';
import * as repo from '../repositories/advert';
import { bannerAnswers } from '../services/advert/advertAnswers';
import { type BannerFile, receiveBanners } from '../services/advert/bannerFiles';
import { checkDescription, checkDescriptions, createBanners, parseDescriptions, updateBanner } from '../services/advert/saveBanners';
import { openStorage } from '../services/files/openStorage';
import { actorOf } from '../services/history/audit';
import { notFound } from './advertRequests';

const holderFileField = (type: BannerType) => BANNER_FACTS[type].fileField ?? type;
const HOLDER_FILES = BANNER_TYPES.flatMap((type) => BANNER_FACTS[type].fileField ?? []);
const CLINIC_FLOW = BANNER_TYPES.flatMap((type) => {
  const flow = BANNER_FACTS[type].clinicFlow;
  return flow ? [{ type, ...flow }] : [];
});
const first = (fields: Record<string, string[]>, name: string) => fields[name]?.[0];

export default async function bannerRoutes(app: FastifyInstance) {
  const storage = openStorage(app.config);
  const tempFile = () => storage.tempFile();

  async function bannersOf(promoId: number) {
    return bannerAnswers(app.db, await repo.promoBanners(app.db, [promoId]));
  }
  async function bannerOf(id: number) {
    const row = await repo.bannerRow(app.db, id);
    if (!row) throw notFound();
    return (await bannerAnswers(app.db, [row]))[0];
  }

  registerCalls(app, bannerCalls, {
    addBanners: async (request) => {
      const received = await receiveBanners(request, tempFile, HOLDER_FILES);
      try {
        const described = checkDescriptions(parseDescriptions(received.fields.banners ?? []));
        const files = new Map<BannerType, BannerFile>();
        for (const type of BANNER_TYPES) {
          const file = received.files.get(holderFileField(type));
          if (!file) continue;
          // A file without its description: its marker is missing, and that is what is said.
          if (!described.some((d) => d.type === type)) checkDescriptions([{ type }]);
          files.set(type, file);
        }
        if (described.length === 0) throw fieldError('banners', 'server.upload.noFile');
        await createBanners(app.db, storage, request.params.id, described, files, holderFileField, actorOf(request));
        return bannersOf(request.params.id);
      } finally {
        await received.discard();
      }
    },

    addClinicBanners: async (request) => {
      const received = await receiveBanners(
        request,
        tempFile,
        CLINIC_FLOW.map((flow) => flow.file),
      );
      try {
        const promoId = Number(first(received.fields, 'promoId'));
        if (!Number.isInteger(promoId) || promoId < 1) throw fieldError('promoId', 'check.select');
        const missing = CLINIC_FLOW.filter((flow) => !received.files.has(flow.file)).map((flow) =>
          fieldError(flow.file, 'server.upload.noFile'),
        );
        if (missing.length > 0) throw new FieldErrors(Object.assign({}, ...missing.map((e) => e.fields)));
        const urls = CLINIC_FLOW.map((flow) => ({ type: flow.type, url: first(received.fields, flow.url) ?? '' }));
        const described = checkDescriptions(urls, false);
        const files = new Map(CLINIC_FLOW.map((flow) => [flow.type, received.files.get(flow.file) as BannerFile]));
        const fileField = (type: BannerType) => BANNER_FACTS[type].clinicFlow?.file ?? type;
        await createBanners(app.db, storage, promoId, described, files, fileField, actorOf(request));
        return bannersOf(promoId);
      } finally {
        await received.discard();
      }
    },

    replaceClinicBanner: async (request) => {
      const received = await receiveBanners(request, tempFile, ['newBanner']);
      try {
        const bannerId = Number(first(received.fields, 'bannerId'));
        if (!Number.isInteger(bannerId) || bannerId < 1) throw fieldError('bannerId', 'check.select');
        const banner = await bannerOf(bannerId);
        const newUrl = first(received.fields, 'newUrl');
        const checked = newUrl === undefined ? undefined : checkDescription({ ...banner, url: newUrl }, false, false);
        if (checked instanceof FieldErrors) throw checked;
        const change = { form: checked?.form, file: received.files.get('newBanner') };
        await updateBanner(app.db, storage, bannerId, change, actorOf(request), loadedVersion(request));
        return bannerOf(bannerId);
      } finally {
        await received.discard();
      }
    },

    getBanner: async (request) => bannerOf(request.params.id),

    saveBanner: async (request) => {
      const received = await receiveBanners(request, tempFile, ['bannerFile']);
      try {
        // The `banner` JSON, or the description as plain text fields.
        const plain = Object.fromEntries(Object.entries(received.fields).map(([name, values]) => [name, values[0]]));
        const [raw] = received.fields.banner ? parseDescriptions(received.fields.banner) : plain.type ? [plain] : [];
        const checked = raw ? checkDescription(raw, false) : undefined;
        if (checked instanceof FieldErrors) throw checked;
        const banner = await bannerOf(request.params.id);
        if (checked && checked.type !== banner.type) throw fieldError('type', 'check.invalid');
        const removeImage = ['true', '1'].includes(String(plain.removeImage ?? '')) || raw?.removeImage === true;
        const change = { form: checked?.form, file: received.files.get('bannerFile'), removeImage };
        await updateBanner(app.db, storage, request.params.id, change, actorOf(request), loadedVersion(request));
        return bannerOf(request.params.id);
      } finally {
        await received.discard();
      }
    },
  });
}
