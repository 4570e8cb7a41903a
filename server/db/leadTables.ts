// Row types of the leads (migrations/2026_11_25_07_leads.ts). Timestamps are epoch milliseconds;
// flags are 0/1.
import type { Generated } from 'kysely';

export interface LeadsTable {
  id: Generated<number>;
  state: string;
  /** The state the lead had when it was deleted (restore goes back there); null otherwise. */
  restore_state: string | null;
  country: string | null;
  region: number | null;
  clinic_id: number | null;
  doctor_id: number | null;
  clinic_sent_id: number | null;
  agent_sent_id: number | null;
  name: string;
  gender: string;
  age: number | null;
  phone: string;
  email: string;
  diagnosis: string;
  link: Generated<number>;
  oms: Generated<number>;
  created: number;
  updated: number;
}

export interface LeadFilesTable {
  id: Generated<number>;
  lead_id: number;
  hash: string;
  name: string;
  file_type: string;
  size: number;
  created: number;
}

export interface LeadTables {
  leads: LeadsTable;
  lead_files: LeadFilesTable;
}
