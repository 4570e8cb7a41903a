// A holder's (advertiser's) fields and their rules, as POST /api/admin/advertiser and PUT
// /api/admin/advertiser/{id} take them (002 §7): a name and the clinics it is linked to, a comma
// list of ids (a JSON array or repeated multipart fields are joined into one by the route). The
// spec gives no limits: the column's. Shared by schemas/advertiser.ts and the holders' declaration
// (resources/advert/index.ts), outside the schema registry (see schemas/fields/author.ts).
export const advertiserProperties = {
  name: { type: 'string', text: { notblank: true, max: 256 } },
  clinicIds: { type: 'string', text: { max: 20000, pattern: '^\\d{1,9}(?:,\\d{1,9})*$', patternMessage: 'check.invalid' } },
} as const;
