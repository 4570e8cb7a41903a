// Every form schema by name. The Vite plugin precompiles exactly these for the browser, and the
// fixtures live in tests/fixtures/<name>/. A new schema is one more line here.
import { citySchema } from './city';
import { clinicAdditionalSchema } from './clinicAdditional';
import { clinicBaseSchema } from './clinicBase';
import { forgotPasswordSchema } from './forgotPassword';
import { hubSchema } from './hub';
import { loginSchema } from './login';
import { pictureAltSchema } from './pictureAlt';
import { setPasswordSchema } from './setPassword';

export const schemaRegistry = {
  city: citySchema,
  hub: hubSchema,
  login: loginSchema,
  setPassword: setPasswordSchema,
  forgotPassword: forgotPasswordSchema,
  clinicBase: clinicBaseSchema,
  clinicAdditional: clinicAdditionalSchema,
  pictureAlt: pictureAltSchema,
} as const;

export type SchemaName = keyof typeof schemaRegistry;
