// The synchronisation's steps: the 17 catalogue steps of 000 §4 in their order, plus agents.
// Path names are the wire names of POST /api/admin/sync/{step}.
import { CATALOGUE_STEPS, type CatalogueStep, SYNC_STEPS, type SyncStep } from '../../../../common/syncSteps';
import type { Step } from '../stepTypes';
import { syncAgents } from './agents';
import { syncFreeFiles, syncModules, syncOms } from './clinicContent';
import { syncClinicCategories, syncClinicServices, syncClinicSpecialties } from './clinicSelections';
import { syncClinics } from './clinics';
import { syncClinicDoctors, syncDoctorSpecialties, syncDoctors } from './doctors';
import { syncPictures } from './pictures';
import { recountCities, recountSeoPages, recountSpecialties } from './recounts';
import { syncServices, syncSpecialties } from './reference';
import { syncReviews } from './reviews';

export { CATALOGUE_STEPS, type CatalogueStep, SYNC_STEPS, type SyncStep };

export const STEPS: Record<SyncStep, Step> = {
  agents: syncAgents,
  specialties: syncSpecialties,
  services: syncServices,
  clinics: syncClinics,
  clinicspecialties: syncClinicSpecialties,
  clinicspecialtycategories: syncClinicCategories,
  clinicservices: syncClinicServices,
  oms: syncOms,
  doctors: syncDoctors,
  doctorspecialties: syncDoctorSpecialties,
  profilephotos: syncPictures,
  clinicdoctors: syncClinicDoctors,
  reviews: syncReviews,
  freefiles: syncFreeFiles,
  modules: syncModules,
  specialtycounts: recountSpecialties,
  citycounts: recountCities,
  seopages: recountSeoPages,
};

/** The step the browser runs next, or null after the last one (and after agents). */
export function nextStep(step: SyncStep): CatalogueStep | null {
  const index = CATALOGUE_STEPS.indexOf(step as CatalogueStep);
  return index < 0 ? null : (CATALOGUE_STEPS[index + 1] ?? null);
}

type Recount = 'specialtycounts' | 'citycounts' | 'seopages';

/** Steps 15-17 recompute counters; the others read the catalogue. */
export const isRecount = (step: SyncStep): step is Recount => step === 'specialtycounts' || step === 'citycounts' || step === 'seopages';
