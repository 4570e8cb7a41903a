// One demo account per role, created with the demo data and printed at start.
import type { Role } from '../db/tables';

export const demoAccounts: { email: string; name: string; role: Role; password: string }[] = [
  { email: 'admin@demo.local', name: 'Анна Админова', role: 'ADMIN', password: 'admin-demo' },
  { email: 'manager@demo.local', name: 'Максим Менеджеров', role: 'MANAGER', password: 'manager-demo' },
  { email: 'redactor@demo.local', name: 'Ольга Редакторова', role: 'REDACTOR', password: 'redactor-demo' },
];
