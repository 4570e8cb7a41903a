// One demo account per role, created with the demo data and printed at start. Each has a time
// zone of the profile's list (schemas/enums/timeZones.ts), so that its profile saves as it is.
import type { russianTimeZones } from '../../schemas/enums/timeZones';
import type { Role } from '../db/tables';

export type DemoTimeZone = (typeof russianTimeZones)[number]['id'];

export const demoAccounts: { email: string; name: string; role: Role; password: string; timeZone: DemoTimeZone }[] = [
  { email: 'admin@demo.local', name: 'Анна Админова', role: 'ADMIN', password: 'admin-demo', timeZone: 'Europe/Moscow' },
  { email: 'manager@demo.local', name: 'Максим Менеджеров', role: 'MANAGER', password: 'manager-demo', timeZone: 'Europe/Moscow' },
  { email: 'redactor@demo.local', name: 'Ольга Редакторова', role: 'REDACTOR', password: 'redactor-demo', timeZone: 'Europe/Moscow' },
];
