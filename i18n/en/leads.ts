// Leads in English (the Russian catalog i18n/ru/leads.ts is the source).
import type { Catalog } from '../catalog';
import type { leadsResource as ruResource, leadServer as ruServer, leads as source } from '../ru/leads';

export const leads = {
  tabs: { NEW: 'New', UNDERWAY: 'In work', INQUIRY: 'Case created', DELETED: 'Deleted' },
  tabsLabel: 'Lead state',
  states: { NEW: 'New', UNDERWAY: 'In work', INQUIRY: 'Case', DELETED: 'Deleted' },
  moves: { take: 'Take into work', inquiry: 'Create inquiry', delete: 'Delete', restore: 'Restore' },
  moveOf: {
    // Each holds its button's visible text, as spoken to speech input (WCAG 2.5.3).
    take: 'Take into work: lead %{id}',
    inquiry: 'Create inquiry for lead %{id}',
    delete: 'Delete lead %{id}',
    restore: 'Restore lead %{id}',
  },
  deleting: { delete: 'Lead %{id} will be deleted' },
  moved: {
    take: 'Lead %{id} taken into work',
    inquiry: 'Inquiry created for lead %{id}',
    delete: 'Lead %{id} deleted',
    restore: 'Lead %{id} restored',
  },
  moveFailed: 'The lead could not be changed, please try again later',
  loadFailed: 'The leads could not be loaded, please try again later',
  filters: { clinics: 'Clinics', doctors: 'Doctors', agents: 'Agents' },
  all: { clinics: 'All clinics', doctors: 'All doctors', agents: 'All agents' },
  updated: 'changed %{date}',
  number: '№ %{id}',
  sentTo: 'Sent to: %{name}',
  notSent: 'Not sent',
  noTarget: 'No clinic or doctor',
  patient: '%{gender}, %{age}',
  age: '%{smart_count} year old |||| %{smart_count} years old',
  genders: { MALE: 'Male', FEMALE: 'Female', OTHER: 'Other', UNKNOWN: 'Gender not given' },
  oms: 'Free (OMS)',
  paid: 'Paid',
  link: 'Via link',
  noLink: 'No',
} as const satisfies Catalog<typeof source>;

export const leadsResource = {
  name: 'Lead |||| Leads',
  fields: {
    id: 'Lead',
    place: 'Region / country',
    target: 'Clinic / doctor',
    patient: 'Patient',
    phone: 'Phone',
    email: 'E-mail',
    diagnosis: 'Diagnosis',
    files: 'Files',
    link: 'Link',
    oms: 'Payment',
  },
} as const satisfies Catalog<typeof ruResource>;

export const leadServer = {
  refused: {
    take: 'Only a new lead can be taken into work',
    inquiry: 'An inquiry can only be created from a new lead or a lead in work',
    delete: 'The lead is already deleted',
    restore: 'Only a deleted lead can be restored',
  },
  originRefused: 'Leads are accepted from the portal’s site only',
} as const satisfies Catalog<typeof ruServer>;
