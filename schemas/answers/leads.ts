// Answers of the leads' calls (002 §3 "Lead", §7 "Leads"; docs/api.md "Leads").
import { GENDERS, LEAD_STATES } from '../../common/leadStates';
import { exact, flag, integer, nullableInteger, nullableText, text } from './common';

export const leadAnswer = exact({
  id: integer,
  state: { enum: LEAD_STATES },
  updated: { type: 'integer', description: 'Epoch milliseconds of the last change; the version to send back in If-Match.' },
  country: { ...nullableText, description: 'Country code (schemas/enums/countries.ts).' },
  region: { ...nullableInteger, description: 'Russian region code (002 §9 "Regions").' },
  clinicId: { ...nullableInteger, description: 'The clinic the patient chose.' },
  doctorId: { ...nullableInteger, description: 'The doctor the patient chose.' },
  clinicSentId: { ...nullableInteger, description: 'The clinic the lead was sent to.' },
  agentSentId: { ...nullableInteger, description: 'The agent the lead was sent to.' },
  name: text,
  gender: { enum: GENDERS },
  age: nullableInteger,
  phone: text,
  email: text,
  diagnosis: text,
  files: { ...integer, description: 'How many files the lead carries.' },
  link: { ...flag, description: 'The patient came through a link.' },
  oms: { ...flag, description: 'Free (OMS) rather than paid.' },
});

const named = { type: 'array', items: exact({ id: integer, name: text }) } as const;

export const leadsAnswer = exact({
  leads: { type: 'array', items: leadAnswer },
  clinics: { ...named, description: 'The clinics the page names (target and sent-to), in the session language.' },
  doctors: { ...named, description: 'The doctors the page names.' },
  agents: { ...named, description: 'The agents the page names (sent-to).' },
  total: { ...integer, description: 'Leads of the tab under the filters.' },
});

export const leadObjectsAnswer = exact({
  clinics: { ...named, description: 'Every clinic some lead points at: the clinics filter.' },
  doctors: { ...named, description: 'Every doctor some lead points at (of the chosen clinics, when given).' },
  agents: { ...named, description: 'Every agent some lead was sent to.' },
});

export const leadMovedAnswer = exact({ lead: leadAnswer });

export const leadCreatedAnswer = exact({ id: { ...integer, description: 'The new lead’s id.' } });
