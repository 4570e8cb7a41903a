// An employee's roles (POST /api/admin/useradmin, 002 §7): at least one of the known roles.
import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_NAMES } from './enums/roles';

export const userRolesSchema = {
  type: 'object',
  properties: {
    hash: { type: 'string' },
    roles: { type: ['array', 'string'], select: ROLE_NAMES },
  },
} as const;

export type UserRolesForm = FromSchema<typeof userRolesSchema>;
