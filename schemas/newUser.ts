// The create-employee modal (POST /api/admin/newuser, 002 §5 "Users"): the rules of
// schemas/fields/newUser.ts.
import type { FromSchema } from 'json-schema-to-ts';
import { newUserProperties } from './fields/newUser';

export const newUserSchema = { type: 'object', properties: newUserProperties } as const;

export type NewUserForm = FromSchema<typeof newUserSchema>;
