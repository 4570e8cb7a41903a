// The screens with views of their own, in menu order (002 §2 "ADMIN side menu": clinics, agents
// come before the engine's resources). App.tsx routes and guards them, the menu lists them.
import * as agents from '../../resources/agents';
import * as clinics from '../../resources/clinics';
import type { ScreenDefinition } from '../engine/types';
import * as clinicProfile from './clinicProfile';

export const screens: ScreenDefinition[] = [clinics.screen, agents.screen];

/** Screens reached from another screen, never from the menu: routed and guarded the same way. */
export const detailScreens: ScreenDefinition[] = [clinicProfile.screen];
