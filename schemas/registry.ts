// Every form schema by name. The Vite plugin precompiles exactly these for the browser, and the
// fixtures live in tests/fixtures/<name>/. A new schema is one more line here.
import { citySchema } from './city';
import { forgotPasswordSchema } from './forgotPassword';
import { hubSchema } from './hub';
import { loginSchema } from './login';
import { setPasswordSchema } from './setPassword';

export const schemaRegistry = {
  city: citySchema,
  hub: hubSchema,
  login: loginSchema,
  setPassword: setPasswordSchema,
  forgotPassword: forgotPasswordSchema,
} as const;

export type SchemaName = keyof typeof schemaRegistry;
