// The screens with views of their own, in menu order (002 §2 "ADMIN side menu": clinics, agents
// come before the engine's resources). App.tsx routes and guards them, the menu lists them.
import * as agents from '../../resources/agents';
import * as clinics from '../../resources/clinics';
import type { ScreenDefinition } from '../engine/types';

export const screens: ScreenDefinition[] = [clinics.screen, agents.screen];
