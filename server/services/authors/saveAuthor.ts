// Reading and judging an author save (002 §5 "Author", §7 POST/PUT /api/admin/author): the author
// JSON (a multipart `author` field beside the `photo` file, or a JSON body when no photo is sent),
// the rules of its kind (an editor, a new doctor, an edited doctor), the photo required on create,
// and the stored columns the save writes (texts trimmed).
import type { FastifyRequest } from 'fastify';
import { AUTHOR_PHOTO_RULES } from '../../../common/fileRules';
import { authorSchema } from '../../../schemas/author';
import { authorDoctorSchema } from '../../../schemas/authorDoctor';
import { authorDoctorNewSchema } from '../../../schemas/authorDoctorNew';
import { validateFields } from '../../../schemas/validator';
import { SOCIAL_NETWORKS } from '../../db/authorTables';
import { ApiError, FieldErrors } from '../../http/errors';
import type { AuthorFields, SocialLinks } from '../../repositories/authors';
import type { Upload } from '../files/upload';
import { asImage, imageRules, receiveParts } from '../files/upload';

/** 002 §5 "Author": the photo at most 5 MB (common/fileRules.ts, the browser's bound too). */
export const AUTHOR_PHOTO_MB = AUTHOR_PHOTO_RULES.max / 1_048_576;
/** The author JSON: ten texts of up to 2048 characters, in UTF-8 and JSON escapes. */
const AUTHOR_JSON_BYTES = 65_536;

export type AuthorInput = Record<string, unknown> & { id?: unknown; isDoctor?: unknown; socialNetworks?: unknown };

/** The author and the photo, if one was sent. */
export async function receiveAuthor(
  request: FastifyRequest,
  tempFile: () => Promise<string>,
): Promise<{ input: AuthorInput; photo?: Upload }> {
  if (!request.isMultipart()) return { input: objectOf(request.body) };
  const { fields, file } = await receiveParts(request, tempFile, imageRules(AUTHOR_PHOTO_MB, 'photo'), AUTHOR_JSON_BYTES);
  try {
    const input = objectOf(parseJson(fields.author ?? '{}'));
    return { input, photo: file && (await asImage(file, 'photo')) };
  } catch (error) {
    await file?.discard();
    throw error;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'server.error.badRequest');
  }
}

function objectOf(value: unknown): AuthorInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiError(400, 'server.error.badRequest');
  return value as AuthorInput;
}

/** The rules of this kind of author on create or edit. */
export const authorRules = (isDoctor: boolean, creating: boolean) =>
  isDoctor ? (creating ? authorDoctorNewSchema : authorDoctorSchema) : authorSchema;

/** Refuses an invalid author (and a new one without a photo), every field at once. */
export function judgeAuthor(input: AuthorInput, isDoctor: boolean, creating: boolean, hasPhoto: boolean): void {
  const errors = validateFields(authorRules(isDoctor, creating), input);
  if (creating && !hasPhoto) errors.photo = [{ key: 'server.authors.photoRequired' }];
  if (Object.keys(errors).length) throw new FieldErrors(errors);
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** The columns of a valid author; a doctor's specialty and experience are kept only for doctors. */
export function authorFields(input: AuthorInput, isDoctor: boolean): Omit<AuthorFields, 'photo_hash' | 'photo_file_type'> {
  return {
    is_doctor: isDoctor ? 1 : 0,
    last_name: text(input.lastName),
    first_name: text(input.firstName),
    patronymic_name: text(input.patronymicName),
    person_description: text(input.personDescription),
    link: text(input.link),
    position: text(input.position),
    degree: text(input.degree),
    clinic: text(input.clinic),
    description: isDoctor ? text(input.description) : '',
    seniority: isDoctor ? text(input.seniority) : '',
  };
}

export function socialLinks(input: AuthorInput): SocialLinks {
  const given = (typeof input.socialNetworks === 'object' && input.socialNetworks) || {};
  return Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text((given as Record<string, unknown>)[network])]));
}
