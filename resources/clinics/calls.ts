// The clinic profile's calls that are declared so far (000 §7; docs/api.md): the time zones of a
// country, which the base step and an employee's base tab choose from. Served by
// server/routes/clinicProfile.ts.
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
