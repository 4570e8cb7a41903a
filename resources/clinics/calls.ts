// The clinic area's declared calls (000 §7, 001 §7; docs/api.md). Here: the time zones of a
// country, which the base step and an employee's base tab choose from (served by
// server/routes/clinicProfile.ts). The profile editor's steps are declared in the sibling files
// re-exported below, so that the server and the browser find every set of the area in this module.
import { defineCalls } from '../../common/calls';
import { timeZonesAnswer } from '../../schemas/answers/clinicProfile';

const countryQuery = { type: 'object', required: ['country'], properties: { country: { type: 'string', maxLength: 64 } } } as const;

export const timeZoneCalls = defineCalls(
  { area: 'Clinic profile', access: ['ADMIN'] },
  {
    timeZones: {
      // The spec's path (sic: "zimezones").
      method: 'GET',
      path: '/api/admin/zimezones',
      description: 'The time zones of a country, named in the session language: only Russia’s are known, any other country has none.',
      query: countryQuery,
      answer: timeZonesAnswer,
    },
  },
);

export * from './catalogueCalls';
export * from './doctorCalls';
export * from './documentCalls';
export * from './listCalls';
export * from './mediaCalls';
export * from './profileCalls';
export * from './reviewCalls';
